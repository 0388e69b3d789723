import { type DoorList, readSignedDoorQr } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  doorEntryOf as entryOf,
  sealedEntryOf as sealedOf,
  type DoorTicket as Ticket,
} from '../../../test/door';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { setTicketHolders } from '../../../test/ticket-holders';
import { bookings, events } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let buyer: TestUser;
let secondBuyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
  buyer = await createUser(ctx, { name: 'Ravi Kumar', email: 'ravi.kumar@example.com' });
  secondBuyer = await createUser(ctx, { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@example.com' });
});
afterAll(async () => {
  await ctx.close();
});

const downloadList = (as: TestUser | null, eventId: string) =>
  injectAs(ctx, as, { method: 'GET', url: `/api/bookings/event/${eventId}/door-list` });

async function listOf(eventId: string, as: TestUser = organizer): Promise<DoorList> {
  const response = await downloadList(as, eventId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * An event of `organizer` with three bookings: Ravi 2 seats (tickets named Ravi Kumar and Farah Sheikh), Lakshmi 1
 * seat, Ravi 3 seats (cancelled).
 */
async function eventWithBookings() {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Qawwali Under the Stars',
    pricePaise: 10_000,
    totalSeats: 30,
  });
  const two: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 200);
  const one: Ticket = await purchase(ctx, secondBuyer, event.id, { noOfSeats: 1 }, 100);
  const cancelled: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 3 }, 300);
  await setTicketHolders(ctx.db, two._id, [{ name: 'Ravi Kumar' }, { name: 'Farah Sheikh' }]);
  await setTicketHolders(ctx.db, one._id, [{ name: 'Lakshmi Iyer' }]);
  const cancel = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${cancelled._id}` });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return { event, two, one, cancelled };
}

describe('GET /api/bookings/event/{id}/door-list', () => {
  test('one sealed entry per uncancelled ticket; each opens with its own QR to seats and holder', async () => {
    const { event, two, one, cancelled } = await eventWithBookings();
    const before = Date.now();
    const response = await downloadList(organizer, event.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list: DoorList = response.json();
    expect(list).toMatchObject({ eventId: event.id, eventTitle: 'Qawwali Under the Stars', version: 1 });
    expect(Date.parse(list.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(list.entries).toHaveLength(2);

    expect(await entryOf(list, two)).toEqual({
      bookingId: two._id,
      ticketId: two.ticketId,
      eventId: event.id,
      seats: 2,
      holder: 'Ravi Kumar',
      names: ['Ravi Kumar', 'Farah Sheikh'],
      checkedInAt: null,
    });
    expect(await entryOf(list, one)).toMatchObject({
      bookingId: one._id,
      seats: 1,
      holder: 'Lakshmi Iyer',
      names: ['Lakshmi Iyer'],
    });
    // The cancelled ticket is not on the list, so its QR finds nothing.
    expect(await entryOf(list, cancelled)).toBeNull();
    // Ordered by lookup key: nothing about who bought first.
    const keys = list.entries.map((entry) => entry.k);
    expect(keys).toEqual([...keys].sort());
  });

  test('without the QRs the download names no one: no name, e-mail, ticket id or booking id in it', async () => {
    const { event, two, one } = await eventWithBookings();
    const body = (await downloadList(organizer, event.id)).body;
    for (const secret of [
      'Ravi',
      'Lakshmi',
      'Farah',
      buyer.user.email,
      secondBuyer.user.email,
      two.ticketId,
      one.ticketId,
      two._id,
      one._id,
      readSignedDoorQr(two.qrCode)!.sig,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  test('a check-in shows in the next download; an admin may download any event’s list', async () => {
    const { event, two, one } = await eventWithBookings();
    const first = await listOf(event.id);
    const scanned = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: two.qrCode, eventId: event.id, method: 'camera' },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);

    const second = await listOf(event.id, admin);
    expect(await entryOf(second, two)).toMatchObject({ checkedInAt: scanned.json().booking.verifiedAt });
    // An unchanged ticket is served as it was sealed before; the changed one is sealed afresh.
    expect(await sealedOf(second, one)).toEqual(await sealedOf(first, one));
    expect((await sealedOf(second, two))!.c).not.toBe((await sealedOf(first, two))!.c);
  });

  test('a ticket cancelled on its own leaves the names, and the next delta carries its entry sealed afresh', async () => {
    const { event, two } = await eventWithBookings();
    const first = await listOf(event.id);
    // What a partial cancellation writes: the ticket's row marked, the booking's seats lowered (which moves
    // door_changed_at, so a delta holds the entry).
    await setTicketHolders(ctx.db, two._id, [
      { name: 'Ravi Kumar' },
      { name: 'Farah Sheikh', cancelled: true },
    ]);
    await ctx.db.update(bookings).set({ totalQuantity: 1 }).where(eq(bookings.id, two._id));
    const response = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}/door-list?since=${encodeURIComponent(first.generatedAt)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const delta: DoorList = response.json();
    expect(delta.delta).toBe(true);
    expect(await entryOf(delta, two)).toMatchObject({ seats: 1, names: ['Ravi Kumar'] });
  });

  test('a cancelled event’s list is empty, so a refreshing door admits no one', async () => {
    const { event } = await eventWithBookings();
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    expect((await listOf(event.id)).entries).toEqual([]);
  });

  test('another organizer 403, anonymous 401, an unknown event 404, a malformed id 400', async () => {
    const { event } = await eventWithBookings();
    expect((await downloadList(otherOrganizer, event.id)).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await downloadList(buyer, event.id)).statusCode).toBe(403);
    expect((await downloadList(null, event.id)).statusCode).toBe(401);
    expect((await downloadList(organizer, crypto.randomUUID())).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await downloadList(organizer, 'not-a-uuid')).statusCode).toBe(400);
  });
});
