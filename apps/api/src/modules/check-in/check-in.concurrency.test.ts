import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { auditLog, bookings } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('check-in concurrency on PostgreSQL', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    admin = await createUser(ctx, { role: 'admin' });
    buyer = await createUser(ctx);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const verify = (as: TestUser, qrData: string, eventId: string, method: 'camera' | 'manual') =>
    injectAs(ctx, as, { method: 'POST', url: '/api/bookings/verify', payload: { qrData, eventId, method } });
  const countCodes = (responses: { statusCode: number; json: () => { code?: string } }[]) => {
    const counts: Record<string, number> = {};
    for (const response of responses) {
      const outcome = response.statusCode === 200 ? 'OK' : (response.json().code ?? 'UNKNOWN');
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return counts;
  };

  test('50 doors scan one ticket at the same instant: exactly 1 check-in, 49 ALREADY_CHECKED_IN', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 20_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 400);
    // Half by camera (signed QR), half typed (the bare id); organizer and admin at different doors.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, door) =>
        door % 2 === 0
          ? verify(organizer, booking.qrCode, event.id, 'camera')
          : verify(admin, booking.ticketId, event.id, 'manual'),
      ),
    );
    expect(countCodes(responses)).toEqual({ OK: 1, ALREADY_CHECKED_IN: 49 });
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ verified: true, verifyMethod: winner.booking.verifyMethod });
    expect(row!.verifiedAt!.toISOString()).toBe(winner.booking.verifiedAt);
  }, 60_000);

  test('5 undos racing 20 re-scans: each successful undo audited once, check-ins and undos strictly alternate', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 20_000 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 200);
    expect((await verify(organizer, booking.ticketId, event.id, 'manual')).statusCode).toBe(200);

    const [undos, ...scans] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          injectAs(ctx, organizer, {
            method: 'POST',
            url: `/api/bookings/${booking._id}/undo-check-in`,
            payload: { reason: 'Mistaken scan' },
          }),
        ),
      ),
      ...Array.from({ length: 20 }, () => verify(organizer, booking.qrCode, event.id, 'camera')),
    ]);
    const undoCounts = countCodes(undos);
    const scanCounts = countCodes(scans);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, booking._id), eq(auditLog.action, 'checkin.undo')));
    // Every successful undo left exactly one audit entry; never a lost or duplicate trace.
    expect(audits).toHaveLength(undoCounts.OK ?? 0);
    // Scans and undos alternate at most: successful check-ins = successful undos (+1 if it ends checked in).
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(scanCounts.OK ?? 0).toBe((undoCounts.OK ?? 0) - 1 + (row!.verified ? 1 : 0));
    for (const code of Object.keys(scanCounts)) {
      expect(['OK', 'ALREADY_CHECKED_IN', 'CONFLICT']).toContain(code);
    }
    for (const code of Object.keys(undoCounts)) expect(['OK', 'NOT_CHECKED_IN']).toContain(code);
  }, 60_000);
});
