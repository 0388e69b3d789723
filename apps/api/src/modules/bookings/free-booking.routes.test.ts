import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { startPayment } from '../../../test/purchase';
import { bookings, events, payments, testPaymentIntents, ticketCategories } from '../../db/schema';
import { isValidTicketSignature } from '../../lib/ticket-qr';

type Selection = { noOfSeats: number } | { ticketItems: { categoryName: string; quantity: number }[] };

function bookFree(
  ctx: TestApp,
  as: TestUser | null,
  eventId: string,
  selection: Selection,
  idempotencyKey?: string,
) {
  return injectAs(ctx, as, {
    method: 'POST',
    url: '/api/bookings/free',
    payload: { eventId, ...selection, ...(idempotencyKey ? { idempotencyKey } : {}) },
  });
}

const seatsOf = async (ctx: TestApp, eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;

describe('free bookings with the test provider', () => {
  let ctx: TestApp;
  let organizerId: string;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    buyer = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const mixed = () =>
    createEventRow(ctx, {
      organizerId,
      title: 'Open Rehearsal',
      tiers: [
        { name: 'Community Pass', pricePaise: 0, seats: 5 },
        { name: 'Reserved', pricePaise: 50_000, seats: 20 },
      ],
    });

  test('a free event is booked without any payment: seats taken, a signed QR ticket, amount 0', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      title: 'Founders Meetup',
      pricePaise: 0,
      totalSeats: 10,
    });
    const response = await bookFree(ctx, buyer, event.id, { noOfSeats: 3 });
    expect(response.statusCode, response.body).toBe(201);
    const { message, booking } = response.json();
    expect(message).toBe('Booking successful!');
    expect(booking).toMatchObject({
      noOfSeats: 3,
      totalQuantity: 3,
      priceAtBooking: 0,
      totalAmount: 0,
      hasTicketCategories: false,
      cancelled: false,
      refundStatus: 'none',
      eventId: { _id: event.id, title: 'Founders Meetup' },
    });
    const qr = JSON.parse(booking.qrCode);
    expect(qr).toEqual({ ticketId: booking.ticketId, eventId: event.id, sig: expect.any(String) });
    expect(isValidTicketSignature(qr.ticketId, qr.eventId, qr.sig, ctx.config.qrSecret)).toBe(true);
    expect(await seatsOf(ctx, event.id)).toBe(7);

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(payment).toMatchObject({
      provider: 'free',
      amountPaise: 0,
      status: 'succeeded',
      holdStatus: 'converted',
    });
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.paymentId).toBe(payment!.id);
    // The payment provider was never asked for anything.
    expect(await ctx.db.select().from(testPaymentIntents)).toEqual([]);

    const ticket = await injectAs(ctx, buyer, { method: 'GET', url: `/api/bookings/${booking._id}/qr` });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json()).toMatchObject({ ticketId: booking.ticketId, totalAmount: 0, seats: 3 });
  });

  test('a free ticket category of a paid event is booked free; a paid category is refused with 402', async () => {
    const event = await mixed();
    const someone = await createUser(ctx);
    const paid = await bookFree(ctx, someone, event.id, {
      ticketItems: [
        { categoryName: 'Community Pass', quantity: 1 },
        { categoryName: 'Reserved', quantity: 1 },
      ],
    });
    expect(paid.statusCode).toBe(402);
    expect(paid.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(paid.json().message).toContain('₹500');
    expect(await seatsOf(ctx, event.id)).toBe(25);

    const free = await bookFree(ctx, someone, event.id, {
      ticketItems: [{ categoryName: 'community pass', quantity: 2 }],
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().booking).toMatchObject({
      hasTicketCategories: true,
      totalQuantity: 2,
      totalAmount: 0,
      ticketItems: [{ categoryName: 'Community Pass', quantity: 2, pricePerTicket: 0, subtotal: 0 }],
    });
    const tiers = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, event.id));
    expect(tiers.map((tier) => [tier.name, tier.availableSeats]).sort()).toEqual([
      ['Community Pass', 3],
      ['Reserved', 20],
    ]);
    expect(await seatsOf(ctx, event.id)).toBe(23);
  });

  test('a payment intent for a zero total is refused, so no provider is asked for a ₹0 charge', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const response = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 0);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    expect(await seatsOf(ctx, event.id)).toBe(10);
  });

  test('never more seats than are left: too many is SOLD_OUT and takes nothing', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 2 });
    const response = await bookFree(ctx, await createUser(ctx), event.id, { noOfSeats: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SOLD_OUT');
    expect(await seatsOf(ctx, event.id)).toBe(2);
    const category = await mixed();
    const tooMany = await bookFree(ctx, await createUser(ctx), category.id, {
      ticketItems: [{ categoryName: 'Community Pass', quantity: 6 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('SOLD_OUT');
  });

  test('the same idempotency key answers the same booking; the seats are taken once', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const person = await createUser(ctx);
    const key = randomUUID();
    const first = await bookFree(ctx, person, event.id, { noOfSeats: 2 }, key);
    const again = await bookFree(ctx, person, event.id, { noOfSeats: 2 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Booking already confirmed');
    expect(again.json().booking._id).toBe(first.json().booking._id);
    expect(await seatsOf(ctx, event.id)).toBe(8);
    // Someone else's key is not theirs to replay.
    const stranger = await bookFree(ctx, await createUser(ctx), event.id, { noOfSeats: 1 }, key);
    expect(stranger.statusCode).toBe(409);
    expect(await seatsOf(ctx, event.id)).toBe(8);
  });

  test('one active booking per person and free event; cancelling it (no refund) gives the seats back', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const person = await createUser(ctx);
    const first = await bookFree(ctx, person, event.id, { noOfSeats: 2 });
    expect(first.statusCode).toBe(201);
    const second = await bookFree(ctx, person, event.id, { noOfSeats: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a booking for this event. Cancel it first to book different tickets.',
    });
    expect(await seatsOf(ctx, event.id)).toBe(8);

    const cancelled = await injectAs(ctx, person, {
      method: 'DELETE',
      url: `/api/bookings/${first.json().booking._id}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toEqual({ status: 'none', amount: 0, percentage: 0 });
    expect(await seatsOf(ctx, event.id)).toBe(10);
    expect((await bookFree(ctx, person, event.id, { noOfSeats: 1 })).statusCode).toBe(201);
  });

  test('anonymous is 401; bad input is 400 with its field; cancelled and past events are 409', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    expect((await bookFree(ctx, null, event.id, { noOfSeats: 1 })).statusCode).toBe(401);

    const badId = await bookFree(ctx, buyer, 'not-a-uuid', { noOfSeats: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('eventId');
    const eleven = await bookFree(ctx, buyer, event.id, { noOfSeats: 11 });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().field).toBe('noOfSeats');
    const badKey = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1, idempotencyKey: 'again' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().field).toBe('idempotencyKey');
    const unknown = await bookFree(ctx, buyer, randomUUID(), { noOfSeats: 1 });
    expect(unknown.statusCode).toBe(404);

    const cancelledEvent = await createEventRow(ctx, {
      organizerId,
      pricePaise: 0,
      cancelled: true,
      cancelledAt: new Date(),
    });
    const cancelled = await bookFree(ctx, buyer, cancelledEvent.id, { noOfSeats: 1 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('EVENT_CANCELLED');
    const pastEvent = await createEventRow(ctx, {
      organizerId,
      pricePaise: 0,
      date: daysFrom(new Date(), -1),
    });
    const past = await bookFree(ctx, buyer, pastEvent.id, { noOfSeats: 1 });
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('EVENT_PAST');
    expect(await seatsOf(ctx, event.id)).toBe(10);
  });
});

describe('free bookings with the Stripe provider', () => {
  let fake: FakeStripe;
  let ctx: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  test('book and cancel free tickets without a single call to Stripe', async () => {
    const organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    const buyer = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 4 });
    const booked = await bookFree(ctx, buyer, event.id, { noOfSeats: 2 });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking.totalAmount).toBe(0);
    expect(await seatsOf(ctx, event.id)).toBe(2);
    const cancelled = await injectAs(ctx, buyer, {
      method: 'DELETE',
      url: `/api/bookings/${booked.json().booking._id}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(fake.intents.size).toBe(0);
    expect(fake.refunds).toEqual([]);
    expect(fake.idempotencyKeys).toEqual([]);
  });
});
