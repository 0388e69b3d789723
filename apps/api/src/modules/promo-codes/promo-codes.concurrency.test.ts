import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { promoCodes } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('promo codes created by several people at once, on PostgreSQL', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('one code created 10 times at once, in different cases: 1 created, 9 DUPLICATE', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const creates = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        injectAs(ctx, organizer, {
          method: 'POST',
          url: `/api/events/${event.id}/promo-codes`,
          payload: { code: index % 2 ? 'RUSH50' : 'rush50', kind: 'percent', value: 50 },
        }),
      ),
    );
    const outcomes = creates.map((response) =>
      response.statusCode === 201 ? 'created' : response.json().code,
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DUPLICATE')).toHaveLength(9);
    expect(await ctx.db.select().from(promoCodes).where(eq(promoCodes.eventId, event.id))).toHaveLength(1);
  });
});
