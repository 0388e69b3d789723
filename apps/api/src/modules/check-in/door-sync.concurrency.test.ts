import { randomUUID } from 'node:crypto';
import type { DoorSyncResult } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookedEarlier } from '../../../test/door';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookings, doorScans } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('door-sync concurrency on PostgreSQL', () => {
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

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const scanOf = (qrData: string, deviceId: string, scannedAt: string) => ({
    nonce: randomUUID(),
    deviceId,
    scannedAt,
    qrData,
    localVerdict: 'admitted' as const,
  });
  const sync = async (as: TestUser, eventId: string, scans: ReturnType<typeof scanOf>[]) => {
    const response = await injectAs(ctx, as, {
      method: 'POST',
      url: '/api/bookings/door-sync',
      payload: { eventId, deviceId: scans[0]!.deviceId, scans },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results as DoorSyncResult[];
  };
  const outcomesOf = async (bookingId: string) => {
    const rows = await ctx.db.select().from(doorScans).where(eq(doorScans.bookingId, bookingId));
    return rows.map((row) => [row.deviceId, row.outcome]).sort();
  };
  const bookingRow = async (id: string) =>
    (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  async function tickets(count: number) {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 50,
    });
    const booked = [];
    for (let i = 0; i < count; i++) booked.push(await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 100));
    // Bought the day before the door scans them (a scan is never dated before its booking).
    await bookedEarlier(
      ctx.db,
      booked.map((ticket) => ticket._id),
    );
    return { event, booked };
  }

  test('two doors sync admissions of one ticket at once: one check-in (the earlier), one double entry', async () => {
    for (let round = 0; round < 5; round++) {
      const { event, booked } = await tickets(1);
      const ticket = booked[0]!;
      const earlier = scanOf(ticket.qrCode, 'door-a', minutesAgo(15));
      const later = scanOf(ticket.qrCode, 'door-b', minutesAgo(5));
      // Alternate which upload is sent first, so either may reach the row lock first.
      const [a, b] = round % 2 === 0 ? [earlier, later] : [later, earlier];
      await Promise.all([sync(organizer, event.id, [a]), sync(admin, event.id, [b])]);
      expect(await outcomesOf(ticket._id)).toEqual([
        ['door-a', 'checked_in'],
        ['door-b', 'double_entry'],
      ]);
      expect((await bookingRow(ticket._id)).verifiedAt).toEqual(new Date(earlier.scannedAt));
      const entries = await injectAs(ctx, organizer, {
        method: 'GET',
        url: `/api/bookings/event/${event.id}/double-entries`,
      });
      expect(entries.json().doubleEntries).toHaveLength(1);
    }
  }, 120_000);

  test('ten doors admitted one ticket while apart and sync together: the earliest stands, nine double entries', async () => {
    const { event, booked } = await tickets(1);
    const ticket = booked[0]!;
    const scans = Array.from({ length: 10 }, (_, door) =>
      scanOf(ticket.qrCode, `door-${door}`, minutesAgo(10 + ((door * 7) % 10))),
    );
    const earliest = scans.reduce((a, b) => (a.scannedAt < b.scannedAt ? a : b));
    await Promise.all(scans.map((scan, door) => sync(door % 2 ? admin : organizer, event.id, [scan])));
    const outcomes = await outcomesOf(ticket._id);
    expect(outcomes.filter(([, outcome]) => outcome === 'checked_in')).toEqual([
      [earliest.deviceId, 'checked_in'],
    ]);
    expect(outcomes.filter(([, outcome]) => outcome === 'double_entry')).toHaveLength(9);
    expect((await bookingRow(ticket._id)).verifiedAt).toEqual(new Date(earliest.scannedAt));
  }, 120_000);

  test('the same batch uploaded five times in parallel counts once', async () => {
    const { event, booked } = await tickets(6);
    const batch = booked.map((ticket, index) => scanOf(ticket.qrCode, 'door-retry', minutesAgo(30 - index)));
    const uploads = await Promise.all(Array.from({ length: 5 }, () => sync(organizer, event.id, batch)));
    batch.forEach((scan, index) => {
      const outcomes = uploads.map((results) => results[index]!.outcome).sort();
      expect(outcomes).toEqual([
        'already_synced',
        'already_synced',
        'already_synced',
        'already_synced',
        'checked_in',
      ]);
      expect(uploads.every((results) => results[index]!.nonce === scan.nonce)).toBe(true);
    });
    const rows = await ctx.db.select().from(doorScans).where(eq(doorScans.eventId, event.id));
    expect(rows).toHaveLength(batch.length);
    for (const ticket of booked) expect((await bookingRow(ticket._id)).verified).toBe(true);
  }, 120_000);

  test('an online scan and the sync of the same nonce at once: counted once, no double entry', async () => {
    const { event, booked } = await tickets(1);
    const ticket = booked[0]!;
    const scan = scanOf(ticket.qrCode, 'door-a', minutesAgo(0));
    const [online, results] = await Promise.all([
      injectAs(ctx, organizer, {
        method: 'POST',
        url: '/api/bookings/verify',
        payload: {
          qrData: ticket.qrCode,
          eventId: event.id,
          method: 'camera',
          nonce: scan.nonce,
          deviceId: 'door-a',
        },
      }),
      sync(organizer, event.id, [scan]),
    ]);
    // Whichever came first checked the ticket in; the other found it done (409 online, already_synced by sync).
    const onlineWon = online.statusCode === 200;
    expect(results[0]!.outcome).toBe(onlineWon ? 'already_synced' : 'checked_in');
    if (!onlineWon) expect(online.json().code).toBe('ALREADY_CHECKED_IN');
    expect(await outcomesOf(ticket._id)).toEqual([['door-a', 'checked_in']]);
  }, 120_000);
});
