import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, CARDS, payWithCard, purchase, startPayment, sweepHolds } from '../../../test/purchase';
import {
  bookings,
  events,
  outboxMails,
  payments,
  testPaymentIntents,
  testRefunds,
  ticketCategories,
  users,
} from '../../db/schema';
import { isValidTicketSignature } from '../../lib/ticket-qr';
import { releaseHold } from '../payments/payment-states';

let ctx: TestApp;
let organizerId: string;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const tiered = () =>
  createEventRow(ctx, {
    organizerId,
    title: 'Arijit Live',
    useDefaultRefundPolicy: false,
    refundSevenDaysOrMore: 90,
    refundOneToDays: 40,
    refundLessThanDay: 0,
    tiers: [
      { name: 'VIP', pricePaise: 500_000, seats: 5 },
      { name: 'General', pricePaise: 149_950, seats: 50 },
    ],
  });
const paymentOf = (intentId: string) =>
  ctx.db.select().from(payments).where(eq(payments.providerIntentId, intentId));
const testRefundsOf = async (intentId: string) =>
  (await ctx.db.select().from(testRefunds).where(eq(testRefunds.intentId, intentId))).map(
    (refund) => refund.amountPaise,
  );
const paidUnbookedGauge = async () => {
  const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  return Number(/^ticketmela_paid_unbooked_payments (\d+)$/m.exec(metrics.body)?.[1]);
};
/** Settles what earlier tests of this file left held, so a test's sweep counts only its own. */
const settleEarlierHolds = () => sweepHolds(ctx, new Date(Date.now() + 60 * 60_000));
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;

describe('booking with the test provider', () => {
  test('a category booking: held, paid with 4242, booked with its lines, QR and frozen policy', async () => {
    const event = await tiered();
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 1 },
          { categoryName: 'general', quantity: 2 },
        ],
      },
      5000 + 2 * 1499.5,
    );
    expect(booking).toMatchObject({
      hasTicketCategories: true,
      totalQuantity: 3,
      totalAmount: 7999,
      verified: false,
      cancelled: false,
      refundStatus: 'none',
      ticketItems: [
        { categoryName: 'VIP', quantity: 1, pricePerTicket: 5000, subtotal: 5000 },
        { categoryName: 'General', quantity: 2, pricePerTicket: 1499.5, subtotal: 2999 },
      ],
      eventId: { _id: event.id, title: 'Arijit Live' },
    });
    expect(booking.ticketId).toMatch(/^TM-[A-Z0-9]{10}$/);
    expect(JSON.parse(booking.qrCode)).toEqual({
      ticketId: booking.ticketId,
      eventId: event.id,
      sig: expect.any(String),
    });
    expect(await seatsOf(event.id)).toBe(52);
    const tiers = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, event.id));
    expect(tiers.map((tier) => [tier.name, tier.availableSeats]).sort()).toEqual([
      ['General', 48],
      ['VIP', 4],
    ]);
    const { bookings } = await import('../../db/schema');
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({ refundSevenDaysOrMore: 90, refundOneToDays: 40, refundLessThanDay: 0 });
    expect(isValidTicketSignature(row!.ticketId, event.id, row!.qrSignature, ctx.config.qrSecret)).toBe(true);
  });

  test('a single-price booking records the price per seat', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 75_000, totalSeats: 10 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 3 }, 2250);
    expect(booking).toMatchObject({
      noOfSeats: 3,
      priceAtBooking: 750,
      totalAmount: 2250,
      hasTicketCategories: false,
      ticketItems: [],
    });
    expect(await seatsOf(event.id)).toBe(7);
  });

  test('GET /api/bookings/user lists only my bookings', async () => {
    const me = await createUser(ctx);
    const someoneElse = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000 });
    await purchase(ctx, me, event.id, { noOfSeats: 1 }, 100);
    await purchase(ctx, someoneElse, event.id, { noOfSeats: 2 }, 200);
    const mine = await injectAs(ctx, me, { method: 'GET', url: '/api/bookings/user' });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].noOfSeats).toBe(1);
    expect((await injectAs(ctx, null, { method: 'GET', url: '/api/bookings/user' })).statusCode).toBe(401);
  });
});

describe('money rules', () => {
  test('an amount that differs from the server price is refused and holds nothing', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 100_000, totalSeats: 10 });
    const response = await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', field: 'amount' });
    expect(await seatsOf(event.id)).toBe(10);
  });

  test('booking without paying is 402, and the seats stay held', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200);
    const response = await book(ctx, buyer, event.id, started.json().paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_REQUIRED');
    expect(await seatsOf(event.id)).toBe(3);
  });

  test('the same intent answers the same booking; it never books twice', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    await payWithCard(ctx, buyer, started.clientSecret);
    const first = await book(ctx, buyer, event.id, started.paymentIntentId);
    const again = await book(ctx, buyer, event.id, started.paymentIntentId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking._id).toBe(first.json().booking._id);
    const both = await Promise.all([
      book(ctx, buyer, event.id, started.paymentIntentId),
      book(ctx, buyer, event.id, started.paymentIntentId),
    ]);
    expect(new Set(both.map((response) => response.json().booking._id))).toEqual(
      new Set([first.json().booking._id]),
    );
    expect(await seatsOf(event.id)).toBe(4);
  });

  test("another user's intent is not found, and a wrong event id is refused", async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const other = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    await payWithCard(ctx, buyer, started.clientSecret);
    const thief = await createUser(ctx);
    expect((await book(ctx, thief, event.id, started.paymentIntentId)).statusCode).toBe(404);
    expect((await payWithCard(ctx, thief, started.clientSecret)).statusCode).toBe(404);
    expect((await book(ctx, buyer, other.id, started.paymentIntentId)).statusCode).toBe(400);
  });

  test("paying someone else's intent is not found and pays nothing: its owner still has to pay", async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    const thief = await createUser(ctx);
    expect((await payWithCard(ctx, thief, started.clientSecret)).statusCode).toBe(404);
    expect((await book(ctx, buyer, event.id, started.paymentIntentId)).statusCode).toBe(402);
    expect((await payWithCard(ctx, buyer, started.clientSecret)).statusCode).toBe(200);
    expect((await book(ctx, buyer, event.id, started.paymentIntentId)).statusCode).toBe(201);
  });

  test('declined and insufficient-funds cards answer 402 with their message and make no booking', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    const declined = await payWithCard(ctx, buyer, started.clientSecret, CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    const poor = await payWithCard(ctx, buyer, started.clientSecret, CARDS.insufficient);
    expect(poor.json().message).toBe('Your card has insufficient funds.');
    expect((await book(ctx, buyer, event.id, started.paymentIntentId)).statusCode).toBe(402);
  });

  test.each([
    [
      { cardNumber: '4242 4242 4242 4241', expiry: '12/40', cvc: '123' },
      'Your card number is invalid.',
      'cardNumber',
    ],
    [
      { cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' },
      "Your card's expiration date is in the past.",
      'expiry',
    ],
    [
      { cardNumber: '4242424242424242', expiry: '13/40', cvc: '123' },
      "Your card's expiration date is incomplete.",
      'expiry',
    ],
    [
      { cardNumber: '4242424242424242', expiry: '12/40', cvc: '1' },
      "Your card's security code is incomplete.",
      'cvc',
    ],
  ])('a malformed card %o is refused: %s', async (card, message, field) => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { clientSecret: started.clientSecret, ...card },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message, field });
  });

  test('more than 10 tickets, unknown categories and sold-out selections are refused', async () => {
    const event = await tiered();
    const tooMany = await startPayment(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'VIP', quantity: 5 },
          { categoryName: 'General', quantity: 6 },
        ],
      },
      0,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum of 10 tickets per booking');
    const unknown = await startPayment(
      ctx,
      buyer,
      event.id,
      { ticketItems: [{ categoryName: 'Balcony', quantity: 1 }] },
      0,
    );
    expect(unknown.statusCode).toBe(400);
    const soldOut = await startPayment(
      ctx,
      buyer,
      event.id,
      { ticketItems: [{ categoryName: 'VIP', quantity: 6 }] },
      30_000,
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().code).toBe('SOLD_OUT');
    expect(await seatsOf(event.id)).toBe(55);
  });

  test('past and cancelled events cannot be paid for', async () => {
    const past = await createEventRow(ctx, { organizerId, date: daysFrom(new Date(), -1) });
    const cancelled = await createEventRow(ctx, { organizerId, cancelled: true });
    expect((await startPayment(ctx, buyer, past.id, { noOfSeats: 1 }, 500)).json().code).toBe('EVENT_PAST');
    expect((await startPayment(ctx, buyer, cancelled.id, { noOfSeats: 1 }, 500)).json().code).toBe(
      'EVENT_CANCELLED',
    );
  });

  test('anonymous callers are 401 on every money call', async () => {
    const event = await createEventRow(ctx, { organizerId });
    for (const url of [
      '/api/payments/create-payment-intent',
      '/api/payments/test/confirm',
      '/api/bookings',
    ]) {
      const response = await injectAs(ctx, null, { method: 'POST', url, payload: { eventId: event.id } });
      expect(response.statusCode).toBe(401);
    }
  });
});

test('paid while its event was cancelled: refunded in full, no booking, and asking again says the same', async () => {
  const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
  const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200)).json();
  await payWithCard(ctx, buyer, started.clientSecret);
  await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
  for (let attempt = 0; attempt < 2; attempt++) {
    const late = await book(ctx, buyer, event.id, started.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'EVENT_CANCELLED',
      message: 'This event has been cancelled. Your payment of ₹200 has been refunded in full.',
    });
  }
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, started.paymentIntentId));
  expect(payment?.status).toBe('refunded');
  const refunds = await ctx.db
    .select()
    .from(testRefunds)
    .where(eq(testRefunds.intentId, started.paymentIntentId));
  expect(refunds.map((refund) => refund.amountPaise)).toEqual([20_000]);
  expect(await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id))).toHaveLength(0);
});

describe('seat holds', () => {
  test('an expired hold gives its seats back exactly once, also with two sweepers at once', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    await startPayment(ctx, buyer, event.id, { noOfSeats: 3 }, 300);
    expect(await seatsOf(event.id)).toBe(1);
    const [first, second] = await Promise.all([sweepHolds(ctx), sweepHolds(ctx)]);
    expect(first.released + second.released).toBe(1);
    expect(await seatsOf(event.id)).toBe(4);
    expect((await sweepHolds(ctx)).released).toBe(0);
    expect(await seatsOf(event.id)).toBe(4);
  });

  test('a hold that has not expired is kept', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200);
    await sweepHolds(ctx, new Date(Date.now() + 5 * 60_000));
    expect(await seatsOf(event.id)).toBe(2);
  });

  test('an expired, unpaid intent is cancelled before its seats go back and can no longer be paid', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    await sweepHolds(ctx);
    const [intent] = await ctx.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, started.paymentIntentId));
    expect(intent?.status).toBe('canceled');
    const response = await payWithCard(ctx, buyer, started.clientSecret);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/expired/);
  });
});

describe('paid, never booked (issue 23): the sweeper asks the provider before it gives seats back', () => {
  test('a paid hold whose booking request never came becomes the booking, once, with its ticket mail', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200)).json();
    expect((await payWithCard(ctx, buyer, started.clientSecret)).statusCode).toBe(200);
    // The tab closed: no POST /api/bookings. Two processes sweep at once.
    const [a, b] = await Promise.all([sweepHolds(ctx), sweepHolds(ctx)]);
    expect(a.booked + b.booked).toBe(1);
    expect(a.released + b.released).toBe(0);
    expect(await seatsOf(event.id)).toBe(2);
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: buyer.user.id, totalQuantity: 2, totalAmountPaise: 20_000 });
    // The buyer comes back: their booking request answers the booking the sweeper made.
    const returning = await book(ctx, buyer, event.id, started.paymentIntentId);
    expect(returning.statusCode).toBe(200);
    expect(returning.json().booking._id).toBe(rows[0]!.id);
    expect((await sweepHolds(ctx)).booked).toBe(0);
    expect(await testRefundsOf(started.paymentIntentId)).toEqual([]);
  });

  test('paid, never booked, and the event was cancelled meanwhile: refunded in full exactly once, seats not resold', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    await payWithCard(ctx, buyer, started.clientSecret);
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    const [a, b] = await Promise.all([sweepHolds(ctx), sweepHolds(ctx)]);
    expect(a.refunded + b.refunded).toBe(1);
    expect(await testRefundsOf(started.paymentIntentId)).toEqual([10_000]);
    const [payment] = await paymentOf(started.paymentIntentId);
    expect(payment).toMatchObject({ status: 'refunded', holdStatus: 'released' });
    expect(await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id))).toHaveLength(0);
    expect(await paidUnbookedGauge()).toBe(0);
  });

  test('released by a lost race, then paid: the seats are taken again when still there', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200)).json();
    await payWithCard(ctx, buyer, started.clientSecret);
    const [payment] = await paymentOf(started.paymentIntentId);
    await releaseHold(ctx.db, payment!.id);
    expect(await seatsOf(event.id)).toBe(4);
    const booked = await book(ctx, buyer, event.id, started.paymentIntentId);
    expect(booked.statusCode).toBe(201);
    expect(await seatsOf(event.id)).toBe(2);
  });

  test('released by a lost race, then paid, and the seats sold out: refunded in full, no booking', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 2 });
    const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 200)).json();
    await payWithCard(ctx, buyer, started.clientSecret);
    const [payment] = await paymentOf(started.paymentIntentId);
    await releaseHold(ctx.db, payment!.id);
    await purchase(ctx, await createUser(ctx), event.id, { noOfSeats: 2 }, 200);
    const late = await book(ctx, buyer, event.id, started.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/refunded in full/);
    expect((await paymentOf(started.paymentIntentId))[0]?.status).toBe('refunded');
    expect(await seatsOf(event.id)).toBe(0);
    expect((await book(ctx, buyer, event.id, started.paymentIntentId)).statusCode).toBe(409);
    expect(await testRefundsOf(started.paymentIntentId)).toEqual([20_000]);
    // One e-mail says so, however often the late payment is asked about.
    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, payment!.id));
    expect(
      mails.map((mail) => [mail.kind, mail.recipient, (mail.payload as { reason: string }).reason]),
    ).toEqual([['payment_refunded', buyer.user.email, 'sold_out']]);
  });
});

describe('hold hoarding (issue 23)', () => {
  test('one account holds at most 10 seats of an event across its holds', async () => {
    const hoarder = await createUser(ctx);
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 50 });
    expect((await startPayment(ctx, hoarder, event.id, { noOfSeats: 6 }, 600)).statusCode).toBe(200);
    const second = await startPayment(ctx, hoarder, event.id, { noOfSeats: 5 }, 500);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'HOLD_LIMIT' });
    expect(second.json().message).toMatch(/already holding 6 tickets for this event/);
    expect(await seatsOf(event.id)).toBe(44);
    expect((await startPayment(ctx, hoarder, event.id, { noOfSeats: 4 }, 400)).statusCode).toBe(200);
    // Another event, or someone else, is not affected.
    expect(
      (await startPayment(ctx, await createUser(ctx), event.id, { noOfSeats: 10 }, 1000)).statusCode,
    ).toBe(200);
    // Once the holds expire (and are swept) the account may hold again.
    await sweepHolds(ctx);
    expect((await startPayment(ctx, hoarder, event.id, { noOfSeats: 10 }, 1000)).statusCode).toBe(200);
  });

  test('an account starts at most HOLDS_PER_ACCOUNT_PER_HOUR holds an hour, also when it sends them in parallel', async () => {
    const limited = await buildTestApp({ HOLDS_PER_ACCOUNT_PER_HOUR: '3' });
    try {
      const organizer = await createUser(limited, { role: 'organizer' });
      const hoarder = await createUser(limited);
      const event = await createEventRow(limited, {
        organizerId: organizer.user.id,
        pricePaise: 10_000,
        totalSeats: 50,
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => startPayment(limited, hoarder, event.id, { noOfSeats: 1 }, 100)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const refused = answers.find((answer) => answer.statusCode === 429)!.json();
      expect(refused).toMatchObject({ code: 'HOLD_RATE_LIMITED' });
      expect(refused.message).toMatch(/too many payments in the last hour/);
      const [row] = await limited.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.availableSeats).toBe(47);
      expect(
        (await startPayment(limited, await createUser(limited), event.id, { noOfSeats: 1 }, 100)).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('create-payment-intent with an idempotency key (issue 23)', () => {
  const keyed = (user: TestUser, eventId: string, seats: number, idempotencyKey: string) =>
    injectAs(ctx, user, {
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { eventId, noOfSeats: seats, amount: seats * 100, idempotencyKey },
    });

  test('a retry finds its hold and intent: the seats are held once, also for parallel retries', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 3 });
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => keyed(buyer, event.id, 3, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().paymentIntentId)).size).toBe(1);
    expect(await seatsOf(event.id)).toBe(0);
    // The last seats are the retry's own: it is not told "sold out".
    const retried = await keyed(buyer, event.id, 3, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().clientSecret).toBe(answers[0]!.json().clientSecret);
    const held = await ctx.db.select().from(payments).where(eq(payments.eventId, event.id));
    expect(held).toHaveLength(1);
  });

  test('a hold whose request died before its intent was made gets its intent on the retry', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 3 });
    const key = randomUUID();
    const first = (await keyed(buyer, event.id, 2, key)).json();
    // As if the process died between the hold and the provider's answer: no intent recorded.
    await ctx.db
      .update(payments)
      .set({ providerIntentId: null })
      .where(eq(payments.providerIntentId, first.paymentIntentId));
    const retried = await keyed(buyer, event.id, 2, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().paymentIntentId).toBe(first.paymentIntentId);
    expect(await seatsOf(event.id)).toBe(1);
    expect((await payWithCard(ctx, buyer, retried.json().clientSecret)).statusCode).toBe(200);
    expect((await book(ctx, buyer, event.id, retried.json().paymentIntentId)).statusCode).toBe(201);
  });

  test('the same key for another selection, or after the hold expired, is refused plainly', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const key = randomUUID();
    expect((await keyed(buyer, event.id, 1, key)).statusCode).toBe(200);
    const other = await keyed(buyer, event.id, 2, key);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'idempotencyKey' });
    await sweepHolds(ctx);
    const expired = await keyed(buyer, event.id, 1, key);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'HOLD_EXPIRED' });
    // Another buyer's same key is theirs alone.
    expect((await keyed(await createUser(ctx), event.id, 1, key)).statusCode).toBe(200);
  });
});

describe("the buyer's standing, checked inside the purchase's own statements", () => {
  const ban = (userId: string) =>
    ctx.db
      .update(users)
      .set({ isBanned: true, banReason: 'Reselling tickets', bannedAt: new Date() })
      .where(eq(users.id, userId));

  test('a banned buyer is refused at every step with the ban, and nothing is held or booked', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const free = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 5 });
    const person = await createUser(ctx);
    const started = (await startPayment(ctx, person, event.id, { noOfSeats: 2 }, 200)).json();
    await payWithCard(ctx, person, started.clientSecret);
    const unpaid = (await startPayment(ctx, person, event.id, { noOfSeats: 1 }, 100)).json();
    await ban(person.user.id);

    const refusals = [
      await startPayment(ctx, person, event.id, { noOfSeats: 1 }, 100),
      await payWithCard(ctx, person, unpaid.clientSecret),
      // Paid already: nothing to write, and still the ban first.
      await payWithCard(ctx, person, started.clientSecret),
      await book(ctx, person, event.id, started.paymentIntentId),
      await injectAs(ctx, person, {
        method: 'POST',
        url: '/api/bookings/free',
        payload: { eventId: free.id, noOfSeats: 1 },
      }),
      // A refusal for another reason (an unknown intent) still says the account is banned first.
      await book(ctx, person, event.id, 'pi_test_unknown'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'BANNED', banReason: 'Reselling tickets' });
    }
    // Only the holds made before the ban: 3 seats; the card after the ban paid nothing; no booking of either event.
    expect(await seatsOf(event.id)).toBe(2);
    const [intent] = await ctx.db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, unpaid.paymentIntentId));
    expect(intent!.status).toBe('requires_payment_method');
    expect(await seatsOf(free.id)).toBe(5);
    const made = await ctx.db.select().from(bookings).where(eq(bookings.userId, person.user.id));
    expect(made).toHaveLength(0);
  });

  test('a closed account is signed out (401) by the purchase steps', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const person = await createUser(ctx);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.user.id));
    const hold = await startPayment(ctx, person, event.id, { noOfSeats: 1 }, 100);
    expect(hold.statusCode).toBe(401);
    expect(hold.json().message).toBe('Your session has expired. Please sign in again.');
    expect((await payWithCard(ctx, person, 'pi_test_unknown_secret_x')).statusCode).toBe(401);
    expect((await book(ctx, person, event.id, 'pi_test_unknown')).statusCode).toBe(401);
    expect(await seatsOf(event.id)).toBe(5);
  });
});
