import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { checkoutQuestions } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('checkout questions saved by several people at once, on PostgreSQL', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    admin = await createUser(ctx, { role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('10 saves of a first list at once leave one of them, not a mix of all', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        injectAs(ctx, index % 2 ? admin : organizer, {
          method: 'PUT',
          url: `/api/events/${event.id}/questions`,
          payload: {
            questions: [
              { label: `Question A${index}`, kind: 'text' },
              { label: `Question B${index}`, kind: 'yes_no' },
            ],
          },
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual(Array(10).fill(200));
    const rows = await ctx.db.select().from(checkoutQuestions).where(eq(checkoutQuestions.eventId, event.id));
    const active = rows.filter((row) => row.retiredAt === null);
    expect(active).toHaveLength(2);
    expect(active.map((row) => row.label.slice(-1))).toEqual([
      active[0]!.label.slice(-1),
      active[0]!.label.slice(-1),
    ]);
    expect(rows).toHaveLength(20);
  });
});
