import { expect } from 'vitest';
import { runWaitlistPass } from '../src/modules/waitlist/waitlist-pass';
import { injectAs, type TestApp, type TestUser } from './helper';
import { book, payWithCard } from './purchase';

/** Joins a line as `as` (201 expected unless the caller checks); the entry. */
export async function joinWaitlist(
  ctx: TestApp,
  as: TestUser,
  body: { eventId: string; quantity: number; categoryName?: string; acceptPartial?: boolean },
) {
  const response = await injectAs(ctx, as, { method: 'POST', url: '/api/waitlist', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function entryOf(ctx: TestApp, as: TestUser, entryId: string) {
  const response = await injectAs(ctx, as, { method: 'GET', url: `/api/waitlist/${entryId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One pass of the waitlist's worker as a process runs it, at `now`. */
export function waitlistPass(ctx: TestApp, now = new Date()) {
  return runWaitlistPass(ctx.db, ctx.app.paymentProvider.name, now);
}

/** Takes an offer: its checkout, the test card, the booking. Returns the booking. */
export async function buyOffer(ctx: TestApp, as: TestUser, entryId: string, eventId: string) {
  const started = await injectAs(ctx, as, {
    method: 'POST',
    url: `/api/waitlist/${entryId}/payment-intent`,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  const paid = await payWithCard(ctx, as, clientSecret);
  expect(paid.statusCode, paid.body).toBe(200);
  const booked = await book(ctx, as, eventId, paymentIntentId);
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().booking;
}
