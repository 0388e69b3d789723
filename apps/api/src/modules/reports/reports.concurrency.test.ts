import { ALREADY_REPORTED_MESSAGE } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { reports } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('reports racing on PostgreSQL', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('the same user sending ten reports of one event at once: one is stored, nine answer ALREADY_REPORTED', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const reporter = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        injectAs(ctx, reporter, {
          method: 'POST',
          url: '/api/reports',
          payload: { eventId: event.id, reason: 'spam' },
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'ALREADY_REPORTED', message: ALREADY_REPORTED_MESSAGE });
    }
    const stored = await ctx.db.select().from(reports).where(eq(reports.eventId, event.id));
    expect(stored).toHaveLength(1);
  }, 60_000);
});
