import { DATE_BROUGHT_FORWARD_MESSAGE, DATE_INTO_PAST_MESSAGE } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom, simpleEventForm } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { multipartBody } from '../../../test/multipart';
import { purchase } from '../../../test/purchase';
import { eventDateChanges, events, outboxMails } from '../../db/schema';

// Decision 0029: an organizer cannot block refunds by moving the date; holders may cancel in full after a move.

let ctx: TestApp;
let music: string;
let organizer: TestUser;
let admin: TestUser;
let priya: TestUser;
let ravi: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  music = (await createCategoryRow(ctx, 'Music')).id;
  organizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
  priya = await createUser(ctx, { name: 'Priya Sharma' });
  ravi = await createUser(ctx, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;

async function moveDate(as: TestUser, eventId: string, date: Date) {
  const body = await multipartBody(
    simpleEventForm(music, { date: date.toISOString(), price: '1000', totalSeats: '20' }),
  );
  return injectAs(ctx, as, { method: 'PATCH', url: `/api/events/${eventId}`, ...body });
}

const cancelBooking = (as: TestUser, bookingId: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `/api/bookings/${bookingId}` });

const eventRow = async (id: string) => (await ctx.db.select().from(events).where(eq(events.id, id)))[0]!;
const mailsOf = (eventId: string) =>
  ctx.db
    .select({ recipient: outboxMails.recipient, causeId: outboxMails.causeId, payload: outboxMails.payload })
    .from(outboxMails)
    .innerJoin(eventDateChanges, eq(eventDateChanges.id, outboxMails.causeId))
    .where(and(eq(outboxMails.kind, 'event_date_changed'), eq(eventDateChanges.eventId, eventId)));

/** A single-price event (₹1000 a seat, 20 seats) `daysAhead` days out, with Priya's booking of 2 seats. */
async function soldEvent(daysAhead: number) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    categoryId: music,
    pricePaise: 100_000,
    totalSeats: 20,
    date: daysFrom(new Date(), daysAhead),
  });
  const booking = await purchase(ctx, priya, event.id, { noOfSeats: 2 }, 2000);
  return { event, booking };
}

describe('moving the date of an event with bookings', () => {
  test('into the past is refused for the organizer and an admin alike: 400 on the date field, nothing changes', async () => {
    const { event, booking } = await soldEvent(30);
    for (const as of [organizer, admin]) {
      const response = await moveDate(as, event.id, new Date(Date.now() - HOUR));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: DATE_INTO_PAST_MESSAGE,
        field: 'date',
      });
    }
    expect((await eventRow(event.id)).date).toEqual(event.date);
    expect(await mailsOf(event.id)).toEqual([]);
    // The holder can still cancel, with the refund their tier gives 30 days out.
    const cancelled = await cancelBooking(priya, booking._id);
    expect(cancelled.json().refund).toMatchObject({ percentage: 100, amount: 2000 });
  });

  test('the organizer cannot bring it from 30 days out to 3 hours out; an admin can', async () => {
    const { event } = await soldEvent(30);
    const soon = new Date(Date.now() + 3 * HOUR);
    const byOrganizer = await moveDate(organizer, event.id, soon);
    expect(byOrganizer.statusCode).toBe(400);
    expect(byOrganizer.json()).toMatchObject({ message: DATE_BROUGHT_FORWARD_MESSAGE, field: 'date' });
    expect((await eventRow(event.id)).date).toEqual(event.date);

    const byAdmin = await moveDate(admin, event.id, soon);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await eventRow(event.id)).date).toEqual(soon);
  });

  test('after a move every holder is mailed once and may cancel with a full refund; a later buyer keeps the tiers', async () => {
    const { event, booking } = await soldEvent(30);
    const second = await purchase(ctx, priya, event.id, { noOfSeats: 1 }, 1000);
    const raviBooking = await purchase(ctx, ravi, event.id, { noOfSeats: 1 }, 1000);
    // Brought forward to 8 days out by the organizer (allowed: at least 7 days away).
    const moved = await moveDate(organizer, event.id, daysFrom(new Date(), 8));
    expect(moved.statusCode, moved.body).toBe(200);

    const [change] = await ctx.db
      .select()
      .from(eventDateChanges)
      .where(eq(eventDateChanges.eventId, event.id));
    expect(change).toMatchObject({ previousDate: event.date, changedBy: organizer.user.id });
    expect((await eventRow(event.id)).dateChangedAt).toEqual(change!.changedAt);
    const mails = await mailsOf(event.id);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([priya.user.email, ravi.user.email].sort());
    const toPriya = mails.find((mail) => mail.recipient === priya.user.email)!;
    expect(toPriya).toMatchObject({
      causeId: change!.id,
      payload: {
        changeId: change!.id,
        attendeeName: 'Priya Sharma',
        previousDate: event.date.toISOString(),
        bookings: [
          { bookingId: booking._id, seats: 2, totalAmountPaise: 200_000 },
          { bookingId: second._id, seats: 1, totalAmountPaise: 100_000 },
        ],
      },
    });

    // Now moved again to 2 days out by an admin: under the tiers a holder would get 50%.
    const again = await moveDate(admin, event.id, daysFrom(new Date(), 2));
    expect(again.statusCode, again.body).toBe(200);
    expect(await mailsOf(event.id)).toHaveLength(4);

    const list = await injectAs(ctx, priya, { method: 'GET', url: '/api/bookings/user' });
    const listed = list.json().find((candidate: { _id: string }) => candidate._id === booking._id);
    expect(listed).toMatchObject({
      dateChangedSinceBooking: true,
      refundPolicy: { sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: 0 },
    });

    const cancelled = await cancelBooking(priya, booking._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toEqual({ status: 'processed', amount: 2000, percentage: 100 });
    expect(cancelled.json().cancellation.refundPolicy).toMatch(/date.*changed/i);

    // Bought after the last move: the buyer knew the date, so the frozen tiers apply (2 days out: 50%).
    const late = await purchase(ctx, ravi, event.id, { noOfSeats: 2 }, 2000);
    const lateListed = (await injectAs(ctx, ravi, { method: 'GET', url: '/api/bookings/user' }))
      .json()
      .find((candidate: { _id: string }) => candidate._id === late._id);
    expect(lateListed.dateChangedSinceBooking).toBe(false);
    expect((await cancelBooking(ravi, late._id)).json().refund).toMatchObject({
      percentage: 50,
      amount: 1000,
    });
    expect((await cancelBooking(ravi, raviBooking._id)).json().refund).toMatchObject({
      percentage: 100,
      amount: 1000,
    });
  });

  test('a time corrected by under a minute (the form sends minutes) is no change: no mail, no full-refund right', async () => {
    const date = new Date(Math.floor(daysFrom(new Date(), 3).getTime() / 60_000) * 60_000 + 42_123);
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      categoryId: music,
      pricePaise: 100_000,
      totalSeats: 20,
      date,
    });
    await purchase(ctx, priya, event.id, { noOfSeats: 1 }, 1000);
    const response = await moveDate(
      organizer,
      event.id,
      new Date(Math.floor(date.getTime() / 60_000) * 60_000),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ date, dateChangedAt: null });
    expect(await mailsOf(event.id)).toEqual([]);
  });

  test('an event without bookings may still be moved freely, a past date included', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, categoryId: music });
    const response = await moveDate(organizer, event.id, daysFrom(new Date(), -2));
    expect(response.statusCode, response.body).toBe(200);
    expect(await mailsOf(event.id)).toEqual([]);
  });
});

describe('an admin can always cancel an event with full refunds', () => {
  test('an event that has begun: the admin cancels it and every booking, checked in or not, is refunded in full', async () => {
    const { event, booking } = await soldEvent(10);
    const admitted = await purchase(ctx, ravi, event.id, { noOfSeats: 1 }, 1000);
    const checkIn = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: admitted.ticketId, eventId: event.id, method: 'manual' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await ctx.db
      .update(events)
      .set({ date: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));

    const byOrganizer = await injectAs(ctx, organizer, { method: 'DELETE', url: `/api/events/${event.id}` });
    expect(byOrganizer.statusCode).toBe(409);
    expect(byOrganizer.json().code).toBe('EVENT_PAST');

    const byAdmin = await injectAs(ctx, admin, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'The show was stopped by the police' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    for (const [owner, id, amount] of [
      [priya, booking._id, 2000],
      [ravi, admitted._id, 1000],
    ] as const) {
      const cancelled = (await injectAs(ctx, owner, { method: 'GET', url: '/api/bookings/user/cancelled' }))
        .json()
        .find((candidate: { _id: string }) => candidate._id === id);
      expect(cancelled).toMatchObject({
        cancelledByEvent: true,
        refundStatus: 'pending',
        refundAmount: amount,
      });
    }
  });
});
