import { randomUUID } from 'node:crypto';
import type { DoorSyncResult } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookedEarlier, type DoorTicket as Ticket } from '../../../test/door';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { auditLog, bookings, doorScans, events } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', name: 'Meera Door' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin', name: 'Anil Admin' });
  buyer = await createUser(ctx, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await ctx.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

interface ScanOptions {
  qrData: string;
  deviceId?: string;
  scannedAt?: string;
  localVerdict?: 'admitted' | 'refused';
  nonce?: string;
}
const scanOf = ({
  qrData,
  deviceId = 'door-north',
  scannedAt = minutesAgo(5),
  localVerdict = 'admitted',
  nonce,
}: ScanOptions) => ({
  nonce: nonce ?? randomUUID(),
  deviceId,
  scannedAt,
  qrData,
  localVerdict,
});
type Scan = ReturnType<typeof scanOf>;

const sync = (
  as: TestUser | null,
  eventId: string,
  scans: Scan[],
  deviceId = scans[0]?.deviceId ?? 'door-north',
) =>
  injectAs(ctx, as, {
    method: 'POST',
    url: '/api/bookings/door-sync',
    payload: { eventId, deviceId, scans },
  });

async function synced(eventId: string, scans: Scan[], as: TestUser = organizer): Promise<DoorSyncResult[]> {
  const response = await sync(as, eventId, scans);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

const get = (as: TestUser, url: string) => injectAs(ctx, as, { method: 'GET', url });
const doubleEntriesOf = async (eventId: string) =>
  (await get(organizer, `/api/bookings/event/${eventId}/double-entries`)).json().doubleEntries;
const statsOf = async (eventId: string) =>
  (await get(organizer, `/api/bookings/event/${eventId}/check-in-stats`)).json();
const bookingRow = async (id: string) =>
  (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const scanRows = (bookingId: string) =>
  ctx.db.select().from(doorScans).where(eq(doorScans.bookingId, bookingId));

async function bookedTicket(seats = 2) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Sufi Night',
    pricePaise: 10_000,
    totalSeats: 40,
  });
  const ticket: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: seats }, seats * 100);
  await bookedEarlier(ctx.db, [ticket._id]);
  return { event, ticket };
}

describe('POST /api/bookings/door-sync: admissions', () => {
  test('an offline admission checks the ticket in at the scan time, by the uploader, method offline', async () => {
    const { event, ticket } = await bookedTicket();
    const scannedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000).toISOString();
    const scan = scanOf({ qrData: ticket.qrCode, scannedAt });
    expect(await synced(event.id, [scan])).toEqual([
      {
        nonce: scan.nonce,
        outcome: 'checked_in',
        message: 'Checked in',
        ticketId: ticket.ticketId,
        bookingId: ticket._id,
      },
    ]);
    expect(await bookingRow(ticket._id)).toMatchObject({
      verified: true,
      verifiedBy: organizer.user.id,
      verifyMethod: 'offline',
      verifiedAt: new Date(scannedAt),
    });
    const [row] = await scanRows(ticket._id);
    expect(row).toMatchObject({
      nonce: scan.nonce,
      deviceId: 'door-north',
      outcome: 'checked_in',
      localVerdict: 'admitted',
    });
    expect(await statsOf(event.id)).toMatchObject({
      checkedInBookings: 1,
      checkedInSeats: 2,
      doubleEntries: 0,
    });
  });

  test('the same upload retried counts once: already_synced, nothing changes', async () => {
    const { event, ticket } = await bookedTicket();
    const scans = [
      scanOf({ qrData: ticket.qrCode, scannedAt: minutesAgo(9) }),
      scanOf({ qrData: ticket.qrCode, scannedAt: minutesAgo(8), localVerdict: 'refused' }),
    ];
    const first = await synced(event.id, scans);
    expect(first.map((result) => result.outcome)).toEqual(['checked_in', 'recorded']);
    const again = await synced(event.id, scans);
    expect(again).toEqual(
      scans.map((scan) => ({
        nonce: scan.nonce,
        outcome: 'already_synced',
        message: 'Already synced',
        ticketId: ticket.ticketId,
        bookingId: ticket._id,
      })),
    );
    expect(await scanRows(ticket._id)).toHaveLength(2);
    expect(await doubleEntriesOf(event.id)).toEqual([]);
  });

  test('an online scan carrying a nonce, synced later by the door that gave up waiting, counts once', async () => {
    const { event, ticket } = await bookedTicket();
    const nonce = randomUUID();
    const online = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: ticket.qrCode, eventId: event.id, method: 'camera', nonce, deviceId: 'door-north' },
    });
    expect(online.statusCode, online.body).toBe(200);
    const [result] = await synced(event.id, [
      scanOf({ qrData: ticket.qrCode, nonce, scannedAt: minutesAgo(0) }),
    ]);
    expect(result).toMatchObject({ outcome: 'already_synced', bookingId: ticket._id });
    expect(await bookingRow(ticket._id)).toMatchObject({ verifyMethod: 'camera' });
    expect(await doubleEntriesOf(event.id)).toEqual([]);
  });

  test('two doors admitted one ticket while apart: the later admission is the double entry, everywhere', async () => {
    const { event, ticket } = await bookedTicket(3);
    const north = scanOf({ qrData: ticket.qrCode, deviceId: 'door-north', scannedAt: minutesAgo(20) });
    const south = scanOf({ qrData: ticket.qrCode, deviceId: 'door-south', scannedAt: minutesAgo(10) });
    expect((await synced(event.id, [north]))[0]!.outcome).toBe('checked_in');
    const [later] = await synced(event.id, [south], admin);
    expect(later).toMatchObject({ outcome: 'double_entry', code: 'DOUBLE_ENTRY', bookingId: ticket._id });
    expect(later!.message).toMatch(/^Already admitted at .+ by Meera Door$/);

    expect(await doubleEntriesOf(event.id)).toEqual([
      {
        bookingId: ticket._id,
        ticketId: ticket.ticketId,
        holder: 'Ravi Kumar',
        seats: 3,
        keptScan: { at: north.scannedAt, deviceId: 'door-north', byName: 'Meera Door' },
        laterScan: { at: south.scannedAt, deviceId: 'door-south', byName: 'Anil Admin' },
      },
    ]);
    expect(await statsOf(event.id)).toMatchObject({ checkedInBookings: 1, doubleEntries: 1 });
    const list = (await get(organizer, `/api/bookings/event/${event.id}`)).json();
    expect(list.statistics).toMatchObject({ doubleEntries: 1 });
    expect(list.attendees.find((attendee: { _id: string }) => attendee._id === ticket._id)).toMatchObject({
      doubleEntry: true,
    });
    const csv = (await get(organizer, `/api/bookings/event/${event.id}/attendees.csv`)).body;
    const csvRow = csv.split('\r\n').find((line) => line.startsWith(ticket.ticketId))!;
    // Method, Cancelled, Double entry.
    expect(csvRow.split(',').slice(9, 12)).toEqual(['Offline', 'No', 'Yes']);
  });

  test('an offline admission earlier than the stored check-in takes its place; the stored one is the double entry', async () => {
    const { event, ticket } = await bookedTicket();
    // Checked in online without a nonce (an older door page), after the offline door had admitted the ticket.
    const online = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: ticket.ticketId, eventId: event.id, method: 'manual' },
    });
    const onlineAt = online.json().booking.verifiedAt;
    const offline = scanOf({ qrData: ticket.qrCode, deviceId: 'door-basement', scannedAt: minutesAgo(30) });
    const [result] = await synced(event.id, [offline]);
    expect(result).toMatchObject({ outcome: 'checked_in', code: 'DOUBLE_ENTRY' });
    expect(await bookingRow(ticket._id)).toMatchObject({
      verifiedAt: new Date(offline.scannedAt),
      verifyMethod: 'offline',
      verifiedBy: organizer.user.id,
    });
    expect(await doubleEntriesOf(event.id)).toEqual([
      expect.objectContaining({
        keptScan: { at: offline.scannedAt, deviceId: 'door-basement', byName: 'Meera Door' },
        laterScan: { at: onlineAt, deviceId: null, byName: 'Anil Admin' },
      }),
    ]);
  });

  test('of three admissions the earliest stands whatever order they arrive in', async () => {
    const { event, ticket } = await bookedTicket();
    const scans = [25, 40, 10].map((minutes, door) =>
      scanOf({ qrData: ticket.qrCode, deviceId: `door-${door}`, scannedAt: minutesAgo(minutes) }),
    );
    for (const scan of scans) await synced(event.id, [scan]);
    expect((await bookingRow(ticket._id)).verifiedAt).toEqual(new Date(scans[1]!.scannedAt));
    const entries = await doubleEntriesOf(event.id);
    expect(entries.map((entry: { laterScan: { deviceId: string } }) => entry.laterScan.deviceId)).toEqual([
      'door-2',
      'door-0',
    ]);
    for (const entry of entries) expect(entry.keptScan).toMatchObject({ deviceId: 'door-1' });
  });

  test('undoing the check-in clears its double entries too (audited)', async () => {
    const { event, ticket } = await bookedTicket();
    await synced(event.id, [
      scanOf({ qrData: ticket.qrCode, scannedAt: minutesAgo(20) }),
      scanOf({ qrData: ticket.qrCode, deviceId: 'door-north', scannedAt: minutesAgo(10) }),
    ]);
    expect(await doubleEntriesOf(event.id)).toHaveLength(1);
    const undo = await injectAs(ctx, organizer, {
      method: 'POST',
      url: `/api/bookings/${ticket._id}/undo-check-in`,
      payload: {},
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await doubleEntriesOf(event.id)).toEqual([]);
    expect(await statsOf(event.id)).toMatchObject({ checkedInBookings: 0, doubleEntries: 0 });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, ticket._id));
    expect(audit!.before).toMatchObject({ doubleEntries: 1, verifyMethod: 'offline' });
    // Scanned again (online, with a nonce), the ticket checks in afresh.
    const again = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: {
        qrData: ticket.qrCode,
        eventId: event.id,
        method: 'camera',
        nonce: randomUUID(),
        deviceId: 'door-north',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  test('a device clock ahead of the server cannot date a scan after its arrival', async () => {
    const { event, ticket } = await bookedTicket();
    const before = Date.now();
    await synced(event.id, [
      scanOf({ qrData: ticket.qrCode, scannedAt: new Date(Date.now() + 3_600_000).toISOString() }),
    ]);
    const verifiedAt = (await bookingRow(ticket._id)).verifiedAt!.getTime();
    expect(verifiedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(verifiedAt).toBeLessThanOrEqual(Date.now());
  });
  test('a scan dated before its booking was made counts as made when the booking was, never in the year 2000', async () => {
    const { event, ticket } = await bookedTicket();
    const bookedAt = (await bookingRow(ticket._id)).createdAt;
    const real = scanOf({ qrData: ticket.qrCode, deviceId: 'door-north', scannedAt: minutesAgo(10) });
    const forged = scanOf({
      qrData: ticket.qrCode,
      deviceId: 'door-rogue',
      scannedAt: '2000-01-01T00:00:00.000Z',
    });
    expect((await synced(event.id, [real]))[0]).toMatchObject({ outcome: 'checked_in' });
    const [result] = await synced(event.id, [forged]);
    // The booking's own creation is the earliest an admission can be: it comes first, never the year 2000.
    expect(result).toMatchObject({ outcome: 'checked_in', code: 'DOUBLE_ENTRY' });
    expect((await bookingRow(ticket._id)).verifiedAt).toEqual(bookedAt);
    const rows = await scanRows(ticket._id);
    expect(rows.find((row) => row.nonce === forged.nonce)!.scannedAt).toEqual(bookedAt);
    expect(rows.every((row) => row.scannedAt.getTime() >= bookedAt.getTime())).toBe(true);

    // A fresh ticket scanned at a time before its purchase checks in at its purchase time.
    const fresh = await bookedTicket();
    const freshBookedAt = (await bookingRow(fresh.ticket._id)).createdAt;
    await synced(fresh.event.id, [
      scanOf({ qrData: fresh.ticket.qrCode, scannedAt: '2000-01-01T00:00:00.000Z' }),
    ]);
    expect((await bookingRow(fresh.ticket._id)).verifiedAt).toEqual(freshBookedAt);
  });
});

describe('POST /api/bookings/door-sync: what an offline door could not know', () => {
  test('admitted offline but cancelled, another event’s, forged or unknown: refused with a code, nothing changes', async () => {
    const { event, ticket } = await bookedTicket();
    const { ticket: otherEventTicket } = await bookedTicket();
    const cancelled: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 100);
    expect(
      (await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${cancelled._id}` })).statusCode,
    ).toBe(200);
    const forged = JSON.stringify({ ...JSON.parse(ticket.qrCode), sig: 'forged-signature' });
    const results = await synced(event.id, [
      scanOf({ qrData: cancelled.qrCode }),
      scanOf({ qrData: otherEventTicket.qrCode }),
      scanOf({ qrData: forged }),
      scanOf({ qrData: 'TM-UNKNOWN2345' }),
    ]);
    expect(results.map((result) => [result.outcome, result.code])).toEqual([
      ['refused', 'BOOKING_CANCELLED'],
      ['refused', 'WRONG_EVENT'],
      ['refused', 'INVALID_TICKET'],
      ['refused', 'NOT_FOUND'],
    ]);
    expect(results[0]).toMatchObject({ bookingId: cancelled._id });
    expect(results[1]!.bookingId).toBeUndefined();
    for (const id of [ticket._id, cancelled._id, otherEventTicket._id])
      expect((await bookingRow(id)).verified).toBe(false);
    const stored = await ctx.db.select().from(doorScans).where(eq(doorScans.eventId, event.id));
    expect(stored.map((row) => row.code).sort()).toEqual([
      'BOOKING_CANCELLED',
      'INVALID_TICKET',
      'NOT_FOUND',
      'WRONG_EVENT',
    ]);
  });

  test('the refused admissions are listed for the organizer, latest first, with what the door was told', async () => {
    const { event, ticket } = await bookedTicket();
    const { ticket: otherEventTicket } = await bookedTicket();
    const cancelled: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 3 }, 300);
    await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${cancelled._id}` });
    const forged = JSON.stringify({ ...JSON.parse(ticket.qrCode), sig: 'forged-signature' });
    const [cancelledScan, elsewhereScan, forgedScan] = [
      scanOf({ qrData: cancelled.qrCode, scannedAt: minutesAgo(30), deviceId: 'door-north' }),
      scanOf({ qrData: otherEventTicket.qrCode, scannedAt: minutesAgo(20), deviceId: 'door-north' }),
      scanOf({ qrData: forged, scannedAt: minutesAgo(10), deviceId: 'door-north' }),
    ];
    await synced(event.id, [
      cancelledScan!,
      elsewhereScan!,
      forgedScan!,
      // Neither a check-in nor a scan the door refused itself is a refusal of the server.
      scanOf({ qrData: ticket.qrCode, scannedAt: minutesAgo(9) }),
      scanOf({ qrData: 'TM-UNKNOWN2345', scannedAt: minutesAgo(8), localVerdict: 'refused' }),
    ]);

    const response = await get(organizer, `/api/bookings/event/${event.id}/door-refusals`);
    expect(response.statusCode, response.body).toBe(200);
    const admission = (scan: Scan) => ({
      at: new Date(scan.scannedAt).toISOString(),
      deviceId: 'door-north',
      byName: 'Meera Door',
    });
    expect(response.json().refusals).toEqual([
      {
        scanId: expect.any(String),
        code: 'INVALID_TICKET',
        message: 'Invalid ticket: the QR code signature does not match',
        ticket: null,
        scan: admission(forgedScan!),
      },
      {
        scanId: expect.any(String),
        code: 'WRONG_EVENT',
        message: 'This ticket is for a different event',
        ticket: null,
        scan: admission(elsewhereScan!),
      },
      {
        scanId: expect.any(String),
        code: 'BOOKING_CANCELLED',
        message: 'This booking has been cancelled',
        ticket: { bookingId: cancelled._id, ticketId: cancelled.ticketId, holder: 'Ravi Kumar', seats: 3 },
        scan: admission(cancelledScan!),
      },
    ]);
    // An admin sees the same; another organizer is refused (the authorization matrix covers every role).
    expect((await get(admin, `/api/bookings/event/${event.id}/door-refusals`)).json().refusals).toHaveLength(
      3,
    );
    expect((await get(otherOrganizer, `/api/bookings/event/${event.id}/door-refusals`)).statusCode).toBe(403);
  });

  test('the event was cancelled meanwhile: every admission refused EVENT_CANCELLED', async () => {
    const { event, ticket } = await bookedTicket();
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    const [result] = await synced(event.id, [scanOf({ qrData: ticket.qrCode })]);
    expect(result).toMatchObject({ outcome: 'refused', code: 'EVENT_CANCELLED' });
  });

  test('a scan the door refused by itself is recorded with its ticket and changes nothing', async () => {
    const { event, ticket } = await bookedTicket();
    const [result] = await synced(event.id, [scanOf({ qrData: ticket.qrCode, localVerdict: 'refused' })]);
    expect(result).toMatchObject({ outcome: 'recorded', bookingId: ticket._id });
    expect((await bookingRow(ticket._id)).verified).toBe(false);
  });

  test('a nonce already used for another event is refused as a conflict', async () => {
    const { event, ticket } = await bookedTicket();
    const { event: otherEvent } = await bookedTicket();
    const scan = scanOf({ qrData: ticket.qrCode });
    await synced(event.id, [scan]);
    const [result] = await synced(otherEvent.id, [scan]);
    expect(result).toMatchObject({ outcome: 'refused', code: 'CONFLICT' });
  });
});

describe('POST /api/bookings/door-sync: access and input', () => {
  test('another organizer 403 (nothing stored), anonymous 401, unknown event 404', async () => {
    const { event, ticket } = await bookedTicket();
    const scan = scanOf({ qrData: ticket.qrCode });
    expect((await sync(otherOrganizer, event.id, [scan])).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await sync(null, event.id, [scan])).statusCode).toBe(401);
    expect((await sync(organizer, randomUUID(), [scan])).json()).toMatchObject({ statusCode: 404 });
    expect(await scanRows(ticket._id)).toEqual([]);
  });

  test('bad uploads are 400 naming the field and saying what is wrong', async () => {
    const { event, ticket } = await bookedTicket();
    const scan = scanOf({ qrData: ticket.qrCode });
    const refusal = async (payload: unknown) => {
      const response = await injectAs(ctx, organizer, {
        method: 'POST',
        url: '/api/bookings/door-sync',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      const { field, message } = response.json();
      return `${field}: ${message}`;
    };
    const body = (scans: unknown[], deviceId = 'door-north') => ({ eventId: event.id, deviceId, scans });
    expect(await refusal(body([]))).toBe('scans: No scans to sync');
    expect(await refusal(body([scan], 'door-south'))).toBe(
      'scans: Every scan must come from the uploading device',
    );
    expect(await refusal(body([scan, scan]))).toBe('scans: A scan nonce appears twice in this upload');
    expect(await refusal(body([{ ...scan, nonce: 'x' }]))).toBe('scans: Invalid scan nonce');
    expect(await refusal(body([{ ...scan, scannedAt: 'yesterday' }]))).toBe(
      'scans: Must be an ISO-8601 date-time',
    );
    expect(await refusal(body([{ ...scan, localVerdict: 'maybe' }]))).toMatch(/^scans: /);
    expect(await refusal(body([scan], 'x'.repeat(65)))).toBe(
      'deviceId: Device id must be at most 64 characters',
    );
    expect(await refusal(body(Array.from({ length: 501 }, () => scanOf({ qrData: ticket.qrCode }))))).toBe(
      'scans: At most 500 scans per upload',
    );
    expect(await scanRows(ticket._id)).toEqual([]);
  });
});

describe('POST /api/bookings/verify with a scan nonce', () => {
  test('a refused online scan leaves no record under its nonce; an unknown event is still 404', async () => {
    const { event, ticket } = await bookedTicket();
    const nonce = randomUUID();
    const verify = (eventId: string) =>
      injectAs(ctx, otherOrganizer, {
        method: 'POST',
        url: '/api/bookings/verify',
        payload: { qrData: ticket.qrCode, eventId, method: 'camera', nonce, deviceId: 'door-north' },
      });
    expect((await verify(event.id)).statusCode).toBe(403);
    expect((await verify(randomUUID())).statusCode).toBe(404);
    expect(await ctx.db.select().from(doorScans).where(eq(doorScans.nonce, nonce))).toEqual([]);
    // So the door's own offline decision under that nonce still counts when it syncs.
    const [result] = await synced(event.id, [scanOf({ qrData: ticket.qrCode, nonce })]);
    expect(result).toMatchObject({ outcome: 'checked_in' });
  });
});
