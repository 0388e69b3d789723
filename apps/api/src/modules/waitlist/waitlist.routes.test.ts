import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase, startPayment, sweepHolds } from '../../../test/purchase';
import { buyOffer, entryOf, joinWaitlist, waitlistPass } from '../../../test/waitlist';
import { events, outboxMails, payments, ticketCategories } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60_000;
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
const mailsOf = (kind: string, recipient: string) =>
  ctx.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.kind, kind), eq(outboxMails.recipient, recipient)));
const cancelBooking = (as: TestUser, bookingId: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `/api/bookings/${bookingId}` });
const leave = (as: TestUser, entryId: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `/api/waitlist/${entryId}` });

/** A ₹500 single-price event with `seats` seats, all bought by one buyer; returns the event and that booking. */
async function soldOutEvent(seats: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise: 50_000,
    totalSeats: seats,
  });
  const firstBuyer = await createUser(ctx);
  const booking = await purchase(ctx, firstBuyer, event.id, { noOfSeats: seats }, seats * 500);
  expect(await seatsOf(event.id)).toBe(0);
  return { event, firstBuyer, booking };
}

describe('joining and leaving', () => {
  test('an event with seats to buy cannot be waited for: book them now', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, totalSeats: 5 });
    const person = await createUser(ctx);
    const response = await injectAs(ctx, person, {
      method: 'POST',
      url: '/api/waitlist',
      payload: { eventId: event.id, quantity: 2 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SEATS_AVAILABLE');
    // More than is left may be waited for.
    const more = await injectAs(ctx, person, {
      method: 'POST',
      url: '/api/waitlist',
      payload: { eventId: event.id, quantity: 6 },
    });
    expect(more.statusCode, more.body).toBe(201);
  });

  test('a sold-out event: people join in order, see their place, once each, and may leave', async () => {
    const { event } = await soldOutEvent(2);
    const [first, second, visitorToken] = [await createUser(ctx), await createUser(ctx), null];
    const a = await joinWaitlist(ctx, first, { eventId: event.id, quantity: 2 });
    const b = await joinWaitlist(ctx, second, { eventId: event.id, quantity: 1, acceptPartial: true });
    expect(a).toMatchObject({
      status: 'waiting',
      position: 1,
      quantity: 2,
      acceptPartial: false,
      offer: null,
    });
    expect(b).toMatchObject({ status: 'waiting', position: 2, acceptPartial: true });

    const again = await injectAs(ctx, first, {
      method: 'POST',
      url: '/api/waitlist',
      payload: { eventId: event.id, quantity: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ON_WAITLIST');

    const publicView = await injectAs(ctx, visitorToken, {
      method: 'GET',
      url: `/api/events/${event.id}/waitlist`,
    });
    expect(publicView.json()).toMatchObject({
      enabled: true,
      offerHours: 12,
      lines: [{ categoryName: null, waiting: 2, waitingTickets: 3 }],
      myEntries: [],
    });
    const mine = await injectAs(ctx, second, { method: 'GET', url: `/api/events/${event.id}/waitlist` });
    expect(mine.json().myEntries).toMatchObject([{ _id: b._id, position: 2 }]);

    const left = await leave(first, a._id);
    expect(left.json()).toMatchObject({ status: 'left', position: null });
    expect(await entryOf(ctx, second, b._id)).toMatchObject({ position: 1 });
    // Someone else's entry does not exist for them.
    expect((await leave(second, a._id)).statusCode).toBe(404);
  });

  test('bad requests: unknown category, category on a single-price event, quantity out of range', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [{ name: 'Gold', pricePaise: 100_000, seats: 5, available: 0 }],
    });
    const person = await createUser(ctx);
    const post = (payload: object) =>
      injectAs(ctx, person, { method: 'POST', url: '/api/waitlist', payload });
    expect((await post({ eventId: event.id, quantity: 1 })).json()).toMatchObject({ field: 'categoryName' });
    expect((await post({ eventId: event.id, quantity: 1, categoryName: 'Silver' })).statusCode).toBe(400);
    expect((await post({ eventId: event.id, quantity: 11, categoryName: 'Gold' })).statusCode).toBe(400);
    const { event: single } = await soldOutEvent(1);
    expect((await post({ eventId: single.id, quantity: 1, categoryName: 'Gold' })).statusCode).toBe(400);
    expect((await post({ eventId: event.id, quantity: 1, categoryName: 'gold' })).statusCode).toBe(201);
  });
});

describe('offers', () => {
  test('seats that come back go to the line first; an offer holds them, mails, and buys exactly them', async () => {
    const { event, firstBuyer, booking } = await soldOutEvent(3);
    const [wantsTwo, wantsTwoTakesFewer, wantsOne, buyer] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    const a = await joinWaitlist(ctx, wantsTwo, { eventId: event.id, quantity: 2 });
    const b = await joinWaitlist(ctx, wantsTwoTakesFewer, {
      eventId: event.id,
      quantity: 2,
      acceptPartial: true,
    });
    const c = await joinWaitlist(ctx, wantsOne, { eventId: event.id, quantity: 1 });

    const cancelledFirst = await cancelBooking(firstBuyer, booking._id);
    expect(cancelledFirst.statusCode, cancelledFirst.body).toBe(200);
    expect(await seatsOf(event.id)).toBe(3);
    // People wait for them: a buyer who did not queue is refused, whatever the stock says.
    const jumped = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    expect(jumped.statusCode).toBe(409);
    expect(jumped.json()).toMatchObject({ code: 'SOLD_OUT', message: expect.stringContaining('waitlist') });

    expect(await waitlistPass(ctx)).toMatchObject({ offers: 2 });
    const offeredA = await entryOf(ctx, wantsTwo, a._id);
    expect(offeredA).toMatchObject({
      status: 'offered',
      offer: { quantity: 2, amount: 1000, pricePerTicket: 500 },
    });
    const hoursHeld = (new Date(offeredA.offer.expiresAt).getTime() - Date.now()) / HOUR;
    expect(hoursHeld).toBeGreaterThan(11.9);
    expect(hoursHeld).toBeLessThanOrEqual(12);
    // The one seat left goes to B, who takes fewer; C, behind, waits.
    expect(await entryOf(ctx, wantsTwoTakesFewer, b._id)).toMatchObject({
      status: 'offered',
      offer: { quantity: 1 },
    });
    expect(await entryOf(ctx, wantsOne, c._id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await seatsOf(event.id)).toBe(0);
    const [mail] = await mailsOf('waitlist_offer', wantsTwo.user.email);
    expect(mail?.subject).toContain(event.title);
    expect(mail?.payload).toMatchObject({
      entryId: a._id,
      quantity: 2,
      requestedQuantity: 2,
      amountPaise: 100_000,
    });

    // A second pass offers nothing twice.
    expect(await waitlistPass(ctx)).toMatchObject({ offers: 0 });

    const bought = await buyOffer(ctx, wantsTwo, a._id, event.id);
    expect(bought).toMatchObject({ totalQuantity: 2, totalAmount: 1000 });
    expect(await seatsOf(event.id)).toBe(0);
    expect(await waitlistPass(ctx)).toMatchObject({ settled: 1 });
    expect(await entryOf(ctx, wantsTwo, a._id)).toMatchObject({ status: 'converted', bookingId: bought._id });
    // A converted offer cannot be paid again.
    const twice = await injectAs(ctx, wantsTwo, {
      method: 'POST',
      url: `/api/waitlist/${a._id}/payment-intent`,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
  });

  test('an offer not taken in time expires and its seats go to the next in line', async () => {
    const { event, firstBuyer, booking } = await soldOutEvent(1);
    const [slow, next] = [await createUser(ctx), await createUser(ctx)];
    const a = await joinWaitlist(ctx, slow, { eventId: event.id, quantity: 1 });
    const b = await joinWaitlist(ctx, next, { eventId: event.id, quantity: 1 });
    await cancelBooking(firstBuyer, booking._id);
    await waitlistPass(ctx);
    expect(await entryOf(ctx, slow, a._id)).toMatchObject({ status: 'offered' });

    const later = new Date(Date.now() + 12 * HOUR + 60_000);
    // Other tests' offers run out too (one app for the file): count only this one's effects.
    await sweepHolds(ctx, later);
    await waitlistPass(ctx, later);
    expect(await entryOf(ctx, slow, a._id)).toMatchObject({ status: 'expired' });
    expect(await entryOf(ctx, next, b._id)).toMatchObject({ status: 'offered', offer: { quantity: 1 } });
    const late = await injectAs(ctx, slow, {
      method: 'POST',
      url: `/api/waitlist/${a._id}/payment-intent`,
      payload: {},
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HOLD_EXPIRED');
  });

  test('declining ends the hold: the sweeper gives the seats back and the next person gets them', async () => {
    const { event, firstBuyer, booking } = await soldOutEvent(2);
    const [decliner, next] = [await createUser(ctx), await createUser(ctx)];
    const a = await joinWaitlist(ctx, decliner, { eventId: event.id, quantity: 2 });
    const b = await joinWaitlist(ctx, next, { eventId: event.id, quantity: 2 });
    await cancelBooking(firstBuyer, booking._id);
    await waitlistPass(ctx);
    // The decliner had started paying: the intent exists, and is cancelled by the sweeper before the seats go back.
    expect(
      (
        await injectAs(ctx, decliner, {
          method: 'POST',
          url: `/api/waitlist/${a._id}/payment-intent`,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await leave(decliner, a._id)).json()).toMatchObject({ status: 'declined' });
    await sweepHolds(ctx, new Date(Date.now() + 1000));
    expect(await waitlistPass(ctx)).toMatchObject({ offers: 1 });
    expect(await entryOf(ctx, next, b._id)).toMatchObject({ status: 'offered', offer: { quantity: 2 } });
  });

  test('a category line is served from its own category', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'Gold', pricePaise: 200_000, seats: 2 },
        { name: 'Silver', pricePaise: 100_000, seats: 2, available: 0 },
      ],
    });
    const person = await createUser(ctx);
    const entry = await joinWaitlist(ctx, person, { eventId: event.id, quantity: 1, categoryName: 'Silver' });
    // Gold seats in stock do not serve a Silver line.
    expect(await seatsOf(event.id)).toBe(2);
    expect(await waitlistPass(ctx)).toMatchObject({ offers: 0 });
    await ctx.db
      .update(ticketCategories)
      .set({ availableSeats: 1 })
      .where(and(eq(ticketCategories.eventId, event.id), eq(ticketCategories.name, 'Silver')));
    expect(await waitlistPass(ctx)).toMatchObject({ offers: 1 });
    const offered = await entryOf(ctx, person, entry._id);
    expect(offered).toMatchObject({ categoryName: 'Silver', offer: { quantity: 1, amount: 1000 } });
    const [hold] = await ctx.db.select().from(payments).where(eq(payments.userId, person.user.id));
    expect(hold?.selection).toMatchObject({
      hasTicketCategories: true,
      items: [{ categoryName: 'Silver', quantity: 1 }],
    });
  });

  test('an offer of free tickets is taken without a payment, once', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, pricePaise: 0, totalSeats: 1 });
    const holder = await createUser(ctx);
    const free = await injectAs(ctx, holder, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
    });
    expect(free.statusCode, free.body).toBe(201);
    const person = await createUser(ctx);
    const entry = await joinWaitlist(ctx, person, { eventId: event.id, quantity: 1 });
    await cancelBooking(holder, free.json().booking._id);
    await waitlistPass(ctx);
    expect(await entryOf(ctx, person, entry._id)).toMatchObject({ status: 'offered', offer: { amount: 0 } });
    const take = () =>
      injectAs(ctx, person, { method: 'POST', url: `/api/waitlist/${entry._id}/free-booking` });
    const paying = await injectAs(ctx, person, {
      method: 'POST',
      url: `/api/waitlist/${entry._id}/payment-intent`,
      payload: {},
    });
    expect(paying.statusCode).toBe(400);
    const booked = await take();
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({ totalQuantity: 1, totalAmount: 0 });
    expect((await take()).statusCode).toBe(409);
    await waitlistPass(ctx);
    expect(await entryOf(ctx, person, entry._id)).toMatchObject({
      status: 'converted',
      bookingId: booked.json().booking._id,
    });
    expect(await seatsOf(event.id)).toBe(0);
    const stranger = await createUser(ctx);
    expect(
      (await injectAs(ctx, stranger, { method: 'POST', url: `/api/waitlist/${entry._id}/free-booking` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the organizer', () => {
  test('sees the list and its counts; switching it off closes the line and tells those waiting', async () => {
    const { event, firstBuyer, booking } = await soldOutEvent(1);
    const [offered, waiting] = [await createUser(ctx), await createUser(ctx)];
    await joinWaitlist(ctx, offered, { eventId: event.id, quantity: 1 });
    const w = await joinWaitlist(ctx, waiting, { eventId: event.id, quantity: 3 });
    await cancelBooking(firstBuyer, booking._id);
    await waitlistPass(ctx);

    const list = await injectAs(ctx, organizer, {
      method: 'GET',
      url: `/api/events/${event.id}/waitlist/manage`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      enabled: true,
      lines: [{ categoryName: null, waiting: 1, waitingTickets: 3, offered: 1, offeredTickets: 1 }],
    });
    expect(list.json().entries.map((entry: { email: string }) => entry.email)).toEqual([
      offered.user.email,
      waiting.user.email,
    ]);
    for (const [who, status] of [
      [otherOrganizer, 403],
      [waiting, 403],
      [admin, 200],
    ] as const) {
      expect(
        (await injectAs(ctx, who, { method: 'GET', url: `/api/events/${event.id}/waitlist/manage` }))
          .statusCode,
      ).toBe(status);
    }

    const settings = (as: TestUser, payload: object) =>
      injectAs(ctx, as, { method: 'PUT', url: `/api/events/${event.id}/waitlist/settings`, payload });
    expect((await settings(otherOrganizer, { enabled: false, offerHours: 12 })).statusCode).toBe(403);
    expect((await settings(organizer, { enabled: true, offerHours: 0 })).statusCode).toBe(400);
    const off = await settings(organizer, { enabled: false, offerHours: 6 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, offerHours: 6 });
    expect(await entryOf(ctx, waiting, w._id)).toMatchObject({ status: 'closed' });
    expect(await mailsOf('waitlist_closed', waiting.user.email)).toHaveLength(1);
    // The offer already made runs on.
    expect(off.json().lines[0]).toMatchObject({ offered: 1, waiting: 0 });
    const closed = await injectAs(ctx, await createUser(ctx), {
      method: 'POST',
      url: '/api/waitlist',
      payload: { eventId: event.id, quantity: 1 },
    });
    expect(closed.json().code).toBe('WAITLIST_CLOSED');
  });

  test('a cancelled event closes its lines on the next pass, ends its offers and tells everyone', async () => {
    const { event, firstBuyer, booking } = await soldOutEvent(1);
    const [offered, waiting] = [await createUser(ctx), await createUser(ctx)];
    const o = await joinWaitlist(ctx, offered, { eventId: event.id, quantity: 1 });
    const w = await joinWaitlist(ctx, waiting, { eventId: event.id, quantity: 1 });
    await cancelBooking(firstBuyer, booking._id);
    await waitlistPass(ctx);
    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'The venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waitlistPass(ctx)).toMatchObject({ closed: 2 });
    expect(await entryOf(ctx, offered, o._id)).toMatchObject({ status: 'closed' });
    expect(await entryOf(ctx, waiting, w._id)).toMatchObject({ status: 'closed' });
    expect(await mailsOf('waitlist_closed', offered.user.email)).toHaveLength(1);
    const [hold] = await ctx.db.select().from(payments).where(eq(payments.userId, offered.user.id));
    expect(hold!.holdExpiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
