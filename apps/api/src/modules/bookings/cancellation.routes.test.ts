import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookings, events, refunds, testRefunds } from '../../db/schema';
import { isValidTicketSignature } from '../../lib/ticket-qr';
import { processDueRefunds } from './refund-sending.service';

let ctx: TestApp;
let organizer: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const cancel = (as: TestUser | null, id: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `/api/bookings/${id}` });
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
const providerRefundsFor = async (bookingId: string) =>
  (
    await ctx.db
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.idempotencyKey, `booking:${bookingId}`))
  ).length;

async function bookedEvent(daysAhead: number, overrides: Parameters<typeof createEventRow>[1] | object = {}) {
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise: 100_000,
    totalSeats: 10,
    date: daysFrom(new Date(), daysAhead),
    ...overrides,
  });
  const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 2000);
  return { event, booking };
}

describe('DELETE /api/bookings/{id}', () => {
  test('10 days ahead: full refund processed through the provider, seats back, listed as cancelled', async () => {
    const { event, booking } = await bookedEvent(10);
    expect(await seatsOf(event.id)).toBe(8);
    const response = await cancel(buyer, booking._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Booking cancelled successfully',
      refund: { status: 'processed', amount: 2000, percentage: 100 },
      cancellation: { refundPolicy: expect.stringContaining('100%') },
    });
    expect(response.json().cancellation.daysBeforeEvent).toBeGreaterThan(9.9);
    expect(await seatsOf(event.id)).toBe(10);

    const cancelled = await injectAs(ctx, buyer, { method: 'GET', url: '/api/bookings/user/cancelled' });
    const row = cancelled.json().find((candidate: { _id: string }) => candidate._id === booking._id);
    expect(row).toMatchObject({
      cancelled: true,
      cancelledByUser: true,
      cancelledByEvent: false,
      refundStatus: 'processed',
      refundAmount: 2000,
      qrCode: null,
    });
    expect(row.refundId).toMatch(/^re_test_/);
    const status = await injectAs(ctx, buyer, {
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-status`,
    });
    expect(status.json()).toEqual({ status: 'processed', amount: 2000, refundId: row.refundId });
  });

  test('the policy frozen on the booking applies, even if the event changes it later', async () => {
    const { event, booking } = await bookedEvent(3, {
      useDefaultRefundPolicy: false,
      refundSevenDaysOrMore: 90,
      refundOneToDays: 40,
      refundLessThanDay: 0,
    });
    await ctx.db.update(events).set({ refundOneToDays: 0 }).where(eq(events.id, event.id));
    const response = await cancel(buyer, booking._id);
    expect(response.json().refund).toEqual({ status: 'processed', amount: 800, percentage: 40 });
  });

  test('a category booking 2 days ahead gets 50% of its total and its category seats back', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), 2),
      tiers: [
        { name: 'VIP', pricePaise: 300_000, seats: 5 },
        { name: 'General', pricePaise: 100_050, seats: 10 },
      ],
    });
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 1 },
          { categoryName: 'General', quantity: 1 },
        ],
      },
      4000.5,
    );
    const response = await cancel(buyer, booking._id);
    expect(response.json().refund).toEqual({ status: 'processed', amount: 2000.25, percentage: 50 });
    expect(await seatsOf(event.id)).toBe(15);
  });

  test('under 24 hours there is no refund', async () => {
    const { booking } = await bookedEvent(0.5);
    const response = await cancel(buyer, booking._id);
    expect(response.json().refund).toEqual({ status: 'none', amount: 0, percentage: 0 });
    expect(await providerRefundsFor(booking._id)).toBe(0);
  });

  test('cancelling twice, or twice at once, refunds once', async () => {
    const { booking } = await bookedEvent(10);
    const [first, second] = await Promise.all([cancel(buyer, booking._id), cancel(buyer, booking._id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await cancel(buyer, booking._id);
    expect(third.json()).toMatchObject({
      message: 'This booking was already cancelled',
      refund: { status: 'processed', amount: 2000 },
    });
    expect(await providerRefundsFor(booking._id)).toBe(1);
    const rows = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(rows).toHaveLength(1);
  });

  test('bookings of past events cannot be cancelled', async () => {
    const { event, booking } = await bookedEvent(10);
    await ctx.db
      .update(events)
      .set({ date: daysFrom(new Date(), -1) })
      .where(eq(events.id, event.id));
    const response = await cancel(buyer, booking._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EVENT_PAST');
  });

  test('a ticket checked in at the door cannot be cancelled (409, seats stay sold) until the organizer undoes the check-in', async () => {
    const { event, booking } = await bookedEvent(10);
    const checkIn = await injectAs(ctx, organizer, {
      method: 'POST',
      url: '/api/bookings/verify',
      payload: { qrData: booking.ticketId, eventId: event.id, method: 'manual' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const refused = await cancel(buyer, booking._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'ALREADY_CHECKED_IN',
      message:
        'This ticket has been checked in at the event, so it can no longer be cancelled. If that was a mistake, ask the organizer to undo the check-in.',
    });
    expect(await seatsOf(event.id)).toBe(8);
    expect(await providerRefundsFor(booking._id)).toBe(0);

    const undone = await injectAs(ctx, organizer, {
      method: 'POST',
      url: `/api/bookings/${booking._id}/undo-check-in`,
      payload: { reason: 'Scanned the wrong ticket' },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const cancelled = await cancel(buyer, booking._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await seatsOf(event.id)).toBe(10);
  });

  test("another user's booking is not found for cancel, ticket and refund status; anonymous is 401", async () => {
    const { booking } = await bookedEvent(10);
    const stranger = await createUser(ctx);
    expect((await cancel(stranger, booking._id)).statusCode).toBe(404);
    expect((await cancel(stranger, booking._id)).json().message).toBe('No booking found');
    expect(
      (await injectAs(ctx, stranger, { method: 'GET', url: `/api/bookings/${booking._id}/qr` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(ctx, stranger, { method: 'GET', url: `/api/bookings/${booking._id}/refund-status` }))
        .statusCode,
    ).toBe(404);
    expect((await cancel(null, booking._id)).statusCode).toBe(401);
    expect((await cancel(buyer, 'not-a-uuid')).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.cancelled).toBe(false);
  });

  test('a failing provider leaves the booking cancelled with refund "failed"; asking the status later retries it', async () => {
    const { booking } = await bookedEvent(10);
    const provider = ctx.app.paymentProvider;
    const realRefund = provider.refund;
    provider.refund = async () => {
      throw new Error('provider down');
    };
    try {
      const response = await cancel(buyer, booking._id);
      expect(response.statusCode).toBe(200);
      expect(response.json().refund).toMatchObject({ status: 'failed', amount: 2000 });
    } finally {
      provider.refund = realRefund;
    }
    const status = await injectAs(ctx, buyer, {
      method: 'GET',
      url: `/api/bookings/${booking._id}/refund-status`,
    });
    expect(status.json()).toMatchObject({
      status: 'processed',
      amount: 2000,
      refundId: expect.stringMatching(/^re_test_/),
    });
    expect(await providerRefundsFor(booking._id)).toBe(1);
  });
});

describe('GET /api/bookings/{id}/qr', () => {
  test('answers the ticket with a QR text signed for this ticket and event', async () => {
    const { event, booking } = await bookedEvent(10);
    const response = await injectAs(ctx, buyer, { method: 'GET', url: `/api/bookings/${booking._id}/qr` });
    expect(response.statusCode).toBe(200);
    const ticket = response.json();
    expect(ticket).toMatchObject({
      ticketId: booking.ticketId,
      verified: false,
      seats: 2,
      totalAmount: 2000,
      event: { _id: event.id },
    });
    const payload = JSON.parse(ticket.qrCode);
    expect(isValidTicketSignature(payload.ticketId, payload.eventId, payload.sig, ctx.config.qrSecret)).toBe(
      true,
    );
  });
});

describe('cancelling an event refunds every booking in full, once, even across a crash', () => {
  test('two bookings are cancelled by the event and refunded 100% by the worker, resumed after a stop', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 50_000,
      totalSeats: 10,
      date: daysFrom(new Date(), 2),
    });
    const other = await createUser(ctx);
    const first = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const second = await purchase(ctx, other, event.id, { noOfSeats: 3 }, 1500);

    const cancelled = await injectAs(ctx, organizer, {
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      payload: { cancelledReason: 'Venue flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const queued = await ctx.db
      .select()
      .from(refunds)
      .where(sql`${refunds.bookingId} in (${first._id}, ${second._id})`);
    expect(queued.map((refund) => [refund.status, refund.percentage])).toEqual([
      ['pending', 100],
      ['pending', 100],
    ]);

    // The worker sends one refund, then the process "stops"; a new worker picks up the rest.
    expect(await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(), 1)).toBe(1);
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 60 * 60_000));

    for (const [booking, amount, owner] of [
      [first, 500, buyer],
      [second, 1500, other],
    ] as const) {
      expect(await providerRefundsFor(booking._id)).toBe(1);
      const list = await injectAs(ctx, owner, { method: 'GET', url: '/api/bookings/user/cancelled' });
      const row = list.json().find((candidate: { _id: string }) => candidate._id === booking._id);
      expect(row).toMatchObject({
        cancelledByEvent: true,
        cancelledByUser: false,
        refundStatus: 'processed',
        refundAmount: amount,
      });
    }
    expect((await cancel(buyer, first._id)).statusCode).toBe(409);
  });

  test('a refund whose provider call crashed mid-way is sent again after its lease, still only once', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 50_000,
      totalSeats: 10,
    });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const provider = ctx.app.paymentProvider;
    const realRefund = provider.refund;
    // The provider records the refund but the process dies before hearing back.
    provider.refund = async (input) => {
      await realRefund.call(provider, input);
      throw new Error('connection reset');
    };
    try {
      await injectAs(ctx, organizer, { method: 'DELETE', url: `/api/events/${event.id}` });
      await processDueRefunds(ctx.db, provider, new Date());
    } finally {
      provider.refund = realRefund;
    }
    await processDueRefunds(ctx.db, provider, new Date(Date.now() + 10 * 60_000));
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row?.refundStatus).toBe('processed');
    expect(await providerRefundsFor(booking._id)).toBe(1);
  });
});
