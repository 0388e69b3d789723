import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, startPayment, sweepHolds } from '../../../test/purchase';
import { events } from '../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let ctx: TestApp;
let buyer: TestUser;
let organizerId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await buildTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  buyer = await createUser(ctx);
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** Settles what earlier tests of this file left held, so a test's sweep counts only its own. */
const settleEarlierHolds = () => sweepHolds(ctx, new Date(Date.now() + 60 * 60_000));

async function paidUnbooked() {
  const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  return Number(/^ticketmela_paid_unbooked_payments (\d+)$/m.exec(metrics.body)?.[1]);
}

function webhook(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}
const succeededEvent = (intentId: string) => ({
  id: `evt_${intentId}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: fake.intents.get(intentId) },
});

describe('the Stripe provider', () => {
  test('creates an INR intent in paise with an idempotency key, and the test card route does not exist', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 149_950, totalSeats: 10 });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 2999);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ provider: 'stripe', amount: 2999 });
    const intent = fake.intents.get(started.json().paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 299_900, currency: 'inr' });
    expect(intent.metadata.paymentId).toEqual(expect.any(String));
    expect(fake.idempotencyKeys).toContain(`intent:${intent.metadata.paymentId}`);
    const confirm = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
  });

  test('a booking needs the intent to have succeeded at Stripe', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 10 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    expect((await book(ctx, buyer, event.id, paymentIntentId)).statusCode).toBe(402);
    fake.succeed(paymentIntentId);
    const booked = await book(ctx, buyer, event.id, paymentIntentId);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking.totalAmount).toBe(100);
  });

  test('the webhook books a paid intent whose buyer closed the browser, once, however often it is sent', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 10 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 3 }, 300)).json();
    fake.succeed(paymentIntentId);
    const first = await webhook(succeededEvent(paymentIntentId));
    expect(first.statusCode, first.body).toBe(200);
    expect((await webhook(succeededEvent(paymentIntentId))).statusCode).toBe(200);
    const mine = await injectAs(ctx, buyer, { method: 'GET', url: '/api/bookings/user' });
    const forEvent = mine
      .json()
      .filter((booking: { eventId: { _id: string } }) => booking.eventId._id === event.id);
    expect(forEvent).toHaveLength(1);
    // The browser arriving later gets the same booking.
    const late = await book(ctx, buyer, event.id, paymentIntentId);
    expect(late.statusCode).toBe(200);
    expect(late.json().booking._id).toBe(forEvent[0]._id);
  });

  test('a webhook with a bad signature or none is refused', async () => {
    expect((await webhook({ type: 'payment_intent.succeeded' }, 'whsec_wrong')).statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });

  test('paid at Stripe, never booked: the sweeper books it instead of giving the seats back', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 1 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    fake.succeed(paymentIntentId);
    expect(await sweepHolds(ctx)).toMatchObject({ booked: 1, released: 0 });
    expect(fake.intents.get(paymentIntentId)?.status).toBe('succeeded');
    const returning = await book(ctx, buyer, event.id, paymentIntentId);
    expect(returning.statusCode).toBe(200);
    expect(fake.refunds.filter((refund) => refund.payment_intent === paymentIntentId)).toEqual([]);
  });

  test('a payment still processing at Stripe keeps its seats until Stripe decides', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 1 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    fake.setStatus(paymentIntentId, 'processing');
    expect(await sweepHolds(ctx)).toMatchObject({ waiting: 1, released: 0 });
    fake.succeed(paymentIntentId);
    const afterLease = new Date(
      Date.now() + 11 * 60_000 + (ctx.config.payments.refundLeaseSeconds + 1) * 1000,
    );
    expect(await sweepHolds(ctx, afterLease)).toMatchObject({ booked: 1 });
  });

  test('paid, the event cancelled, Stripe down for refunds: owed, counted by the metric, refunded once on a later sweep', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 4 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    fake.succeed(paymentIntentId);
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    fake.refundsDown = true;
    try {
      expect(await sweepHolds(ctx)).toMatchObject({ refunded: 0, waiting: 1 });
      expect(await paidUnbooked()).toBe(1);
    } finally {
      fake.refundsDown = false;
    }
    const afterLease = new Date(
      Date.now() + 11 * 60_000 + (ctx.config.payments.refundLeaseSeconds + 1) * 1000,
    );
    expect(await sweepHolds(ctx, afterLease)).toMatchObject({ refunded: 1 });
    const refunds = fake.refunds.filter((refund) => refund.payment_intent === paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 10_000,
      idempotencyKey: expect.stringMatching(/^refund:hold-lost:/),
    });
    expect(await paidUnbooked()).toBe(0);
    expect(await sweepHolds(ctx, new Date(afterLease.getTime() + 3_600_000))).toMatchObject({ refunded: 0 });
  });

  test('an unpaid intent whose hold expired is cancelled at Stripe before the seats go back', async () => {
    await settleEarlierHolds();
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    expect(await sweepHolds(ctx)).toMatchObject({ released: 1 });
    expect(fake.intents.get(paymentIntentId)?.status).toBe('canceled');
  });
});

test('with Stripe on but no webhook secret, the webhook is a disabled feature: 404 FEATURE_DISABLED, not a fault', async () => {
  const withoutSecret = await buildTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_BASE: fake.url,
  });
  try {
    const body = JSON.stringify({ type: 'payment_intent.succeeded' });
    const response = await withoutSecret.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
  } finally {
    await withoutSecret.close();
  }
});
