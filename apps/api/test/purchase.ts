import { expect } from 'vitest';
import { settleExpiredHolds } from '../src/modules/bookings/hold-settlement.service';
import { purchaseTermsOf } from '../src/modules/bookings/purchase-terms';
import { injectAs, type TestApp, type TestUser } from './helper';

export const CARDS = {
  ok: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  declined: { cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' },
  insufficient: { cardNumber: '4000000000009995', expiry: '12/40', cvc: '123' },
} as const;

export type Selection = { noOfSeats: number } | { ticketItems: { categoryName: string; quantity: number }[] };

/** What a checkout may send besides the selection: the names on tickets and the answers (decision 0042). */
export type CheckoutExtras = {
  attendees?: { name: string; email?: string; answers?: Record<string, unknown> }[];
  orderAnswers?: Record<string, unknown>;
};

export function startPayment(
  ctx: TestApp,
  buyer: TestUser,
  eventId: string,
  selection: Selection,
  amount: number,
  extras: CheckoutExtras = {},
) {
  return injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    payload: { eventId, ...selection, amount, ...extras },
  });
}

export function payWithCard(
  ctx: TestApp,
  buyer: TestUser,
  clientSecret: string,
  card: (typeof CARDS)[keyof typeof CARDS] = CARDS.ok,
) {
  return injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/payments/test/confirm',
    payload: { clientSecret, ...card },
  });
}

export function book(ctx: TestApp, buyer: TestUser, eventId: string, paymentIntentId: string) {
  return injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/bookings',
    payload: { eventId, paymentIntentId },
  });
}

/** Start, pay with 4242 and book: the whole happy path. Returns the booking. */
export async function purchase(
  ctx: TestApp,
  buyer: TestUser,
  eventId: string,
  selection: Selection,
  amount: number,
  extras: CheckoutExtras = {},
) {
  const started = await startPayment(ctx, buyer, eventId, selection, amount, extras);
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  const paid = await payWithCard(ctx, buyer, clientSecret);
  expect(paid.statusCode, paid.body).toBe(200);
  const booked = await book(ctx, buyer, eventId, paymentIntentId);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().booking;
}

/** One pass of the hold sweeper as a process would run it, at `now` (by default 11 minutes on: holds have expired). */
export function sweepHolds(ctx: TestApp, now = new Date(Date.now() + 11 * 60_000)) {
  return settleExpiredHolds(ctx.db, ctx.app.paymentProvider, now, {
    terms: purchaseTermsOf(ctx.config),
    leaseMs: ctx.config.payments.refundLeaseSeconds * 1000,
  });
}
