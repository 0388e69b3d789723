import { randomUUID } from 'node:crypto';
import { applyDoorListAnswer, type DoorList } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bookedEarlier,
  doorEntryOf as entryOf,
  doorKeyOf as keyOf,
  type DoorTicket as Ticket,
} from '../../../test/door';
import { createEventRow } from '../../../test/factories';
import {
  buildTestApp,
  createUser,
  injectAs,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookings } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer', name: 'Meera Door' });
  buyer = await createUser(ctx, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await ctx.close();
});

const MINUTE = 60_000;

async function download(eventId: string, since?: string): Promise<DoorList> {
  const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
  const response = await injectAs(ctx, organizer, {
    method: 'GET',
    url: `/api/bookings/event/${eventId}/door-list${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Makes everything the event's bookings went through so far ten minutes old, as if the door had downloaded its
 * list a while after them: the next delta then answers only what changes afterwards (beyond its 2-minute overlap). The trigger is switched off
 * inside this one transaction (DDL is transactional), since it keeps the column from being set by hand.
 */
async function ageTenMinutes(eventId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`alter table bookings disable trigger bookings_door_changed`);
    await tx
      .update(bookings)
      .set({ doorChangedAt: sql`${bookings.doorChangedAt} - interval '10 minutes'` })
      .where(eq(bookings.eventId, eventId));
    await tx.execute(sql`alter table bookings enable trigger bookings_door_changed`);
  });
}

/** The door's refresh: asks with the held list's generatedAt and applies the answer as the web door does. */
async function refresh(held: DoorList): Promise<{ answer: DoorList; list: DoorList }> {
  const answer = await download(held.eventId, held.generatedAt);
  return { answer, list: { ...answer, entries: applyDoorListAnswer(held.entries, answer) } };
}

/** The refreshed list holds exactly the keys of a fresh full list, and every known ticket opens to the same. */
async function expectSameAsFull(list: DoorList, tickets: Ticket[]) {
  const full = await download(list.eventId);
  expect(full).toMatchObject({ delta: false, removed: [] });
  expect(list.entries.map((entry) => entry.k)).toEqual(full.entries.map((entry) => entry.k));
  for (const ticket of tickets) expect(await entryOf(list, ticket)).toEqual(await entryOf(full, ticket));
}

/**
 * A refresh after one ticket changed: the delta carries that ticket's entry alone, it opens to `expected`, and the
 * refreshed list is the same as a fresh full one.
 */
async function refreshChanging(held: DoorList, ticket: Ticket, expected: object, tickets: Ticket[]) {
  const step = await refresh(held);
  expect(step.answer.entries.map((entry) => entry.k)).toEqual([await keyOf(ticket)]);
  expect(await entryOf(step.list, ticket)).toMatchObject(expected);
  await expectSameAsFull(step.list, tickets);
  return step;
}

const verify = (ticket: Ticket, eventId: string) =>
  injectAs(ctx, organizer, {
    method: 'POST',
    url: '/api/bookings/verify',
    payload: { qrData: ticket.qrCode, eventId, method: 'camera' },
  });

const doorSync = (ticket: Ticket, eventId: string, scannedAt: string) =>
  injectAs(ctx, organizer, {
    method: 'POST',
    url: '/api/bookings/door-sync',
    payload: {
      eventId,
      deviceId: 'door-north',
      scans: [
        {
          nonce: randomUUID(),
          deviceId: 'door-north',
          scannedAt,
          qrData: ticket.qrCode,
          localVerdict: 'admitted',
        },
      ],
    },
  });

describe('GET /api/bookings/event/{id}/door-list?since= (delta refresh)', () => {
  test('after each kind of change the delta holds only that change, and the door’s list equals a full one', async () => {
    const attendee = await createUser(ctx, { name: 'Lakshmi Iyer' });
    const leaving = await createUser(ctx, { name: 'Arjun Leaving' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 30,
    });
    const two: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 200);
    const one: Ticket = await purchase(ctx, attendee, event.id, { noOfSeats: 1 }, 100);
    const gone: Ticket = await purchase(ctx, leaving, event.id, { noOfSeats: 1 }, 100);
    const tickets = [two, one, gone];
    // Bought the day before: the door-syncs below date admissions up to an hour back.
    await bookedEarlier(ctx.db, [two._id, one._id, gone._id]);
    let held = await download(event.id);
    expect(held).toMatchObject({ delta: false, removed: [] });
    expect(held.entries).toHaveLength(3);

    // Online check-in.
    await ageTenMinutes(event.id);
    const scanned = await verify(two, event.id);
    expect(scanned.statusCode, scanned.body).toBe(200);
    let step = await refreshChanging(held, two, { checkedInAt: scanned.json().booking.verifiedAt }, tickets);
    expect(step.answer).toMatchObject({ delta: true, removed: [] });
    held = step.list;

    // A new paid booking.
    await ageTenMinutes(event.id);
    const added: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 4 }, 400);
    tickets.push(added);
    step = await refreshChanging(
      held,
      added,
      {
        seats: 4,
        holder: 'Ravi Kumar',
        checkedInAt: null,
      },
      tickets,
    );
    held = step.list;

    // The attendee cancels.
    await ageTenMinutes(event.id);
    const cancel = await injectAs(ctx, attendee, { method: 'DELETE', url: `/api/bookings/${one._id}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    step = await refresh(held);
    expect(step.answer).toMatchObject({ delta: true, removed: [await keyOf(one)], entries: [] });
    expect(await entryOf(step.list, one)).toBeNull();
    await expectSameAsFull(step.list, tickets);
    held = step.list;

    // An account removal cancels the person's bookings.
    await ageTenMinutes(event.id);
    const removal = await injectAs(ctx, leaving, {
      method: 'DELETE',
      url: '/api/users/delete',
      payload: { password: TEST_PASSWORD },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    step = await refresh(held);
    expect(step.answer).toMatchObject({ delta: true, removed: [await keyOf(gone)], entries: [] });
    await expectSameAsFull(step.list, tickets);
    held = step.list;

    // Undo of the check-in.
    await ageTenMinutes(event.id);
    const undone = await injectAs(ctx, organizer, {
      method: 'POST',
      url: `/api/bookings/${two._id}/undo-check-in`,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    step = await refreshChanging(held, two, { checkedInAt: null }, tickets);
    held = step.list;

    // A door-sync checks a ticket in at a scan time earlier than the list the door holds.
    await ageTenMinutes(event.id);
    await bookedEarlier(ctx.db, [added._id]);
    const scannedAt = new Date(Date.parse(held.generatedAt) - 30 * MINUTE).toISOString();
    const synced = await doorSync(added, event.id, scannedAt);
    expect(synced.json().results[0], synced.body).toMatchObject({ outcome: 'checked_in' });
    step = await refreshChanging(held, added, { checkedInAt: scannedAt }, tickets);
    held = step.list;

    // A door-sync moves a check-in earlier (the earliest admission stands).
    const online = await verify(two, event.id);
    expect(online.statusCode, online.body).toBe(200);
    held = (await refresh(held)).list;
    await ageTenMinutes(event.id);
    const earlier = new Date(Date.parse(held.generatedAt) - 60 * MINUTE).toISOString();
    const moved = await doorSync(two, event.id, earlier);
    expect(moved.json().results[0], moved.body).toMatchObject({
      outcome: 'checked_in',
      code: 'DOUBLE_ENTRY',
    });
    step = await refreshChanging(held, two, { checkedInAt: earlier }, tickets);

    // Nothing changed: an empty delta; applying the same delta twice changes nothing more.
    held = step.list;
    await ageTenMinutes(event.id);
    step = await refresh(held);
    expect(step.answer).toMatchObject({ delta: true, removed: [], entries: [] });
    expect(applyDoorListAnswer(step.list.entries, step.answer)).toEqual(step.list.entries);
  });

  test('changes within the 2-minute overlap before since are answered again, and applying them is idempotent', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 10,
    });
    const ticket: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 100);
    const held = await download(event.id);
    const step = await refresh(held);
    expect(step.answer.delta).toBe(true);
    expect(step.answer.entries.map((entry) => entry.k)).toEqual([await keyOf(ticket)]);
    await expectSameAsFull(step.list, [ticket]);
  });

  test('a free booking is in the next delta', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 0,
      totalSeats: 10,
    });
    const held = await download(event.id);
    await ageTenMinutes(event.id);
    const free = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 2 },
    });
    expect(free.statusCode, free.body).toBe(201);
    const ticket: Ticket = free.json().booking;
    const step = await refresh(held);
    expect(step.answer.entries.map((entry) => entry.k)).toEqual([await keyOf(ticket)]);
    expect(await entryOf(step.list, ticket)).toMatchObject({ seats: 2 });
    await expectSameAsFull(step.list, [ticket]);
  });

  test('a since older than 6 hours or in the future gets the full list; a malformed one is a 400', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 10,
    });
    const ticket: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 100);
    const full = await download(event.id);
    for (const since of [
      new Date(Date.now() - 7 * 60 * MINUTE).toISOString(),
      new Date(Date.now() + 10 * MINUTE).toISOString(),
    ]) {
      const answer = await download(event.id, since);
      expect(answer).toMatchObject({ delta: false, removed: [] });
      expect(answer.entries).toEqual(full.entries);
    }
    expect(await entryOf(full, ticket)).toMatchObject({ bookingId: ticket._id });
    const malformed = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/bookings/event/${event.id}/door-list?since=yesterday`,
    });
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  test('a cancelled event answers the full, empty list, so the door drops every entry', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 10,
    });
    const ticket: Ticket = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 100);
    const held = await download(event.id);
    expect(await entryOf(held, ticket)).not.toBeNull();
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'Venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const step = await refresh(held);
    expect(step.answer).toMatchObject({ delta: false, removed: [], entries: [] });
    expect(step.list.entries).toEqual([]);
  });
});
