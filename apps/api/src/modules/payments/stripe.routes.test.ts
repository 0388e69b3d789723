import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, startPayment } from '../../../test/purchase';
import { releaseExpiredHolds } from './payments.service';

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

  test('paid after the hold expired and the seats sold out: refunded through Stripe, with an idempotency key', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 1 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    fake.succeed(paymentIntentId);
    await releaseExpiredHolds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 11 * 60_000));
    const rival = await createUser(ctx);
    const other = (await startPayment(ctx, rival, event.id, { noOfSeats: 1 }, 100)).json();
    fake.succeed(other.paymentIntentId);
    expect((await book(ctx, rival, event.id, other.paymentIntentId)).statusCode).toBe(201);
    const late = await book(ctx, buyer, event.id, paymentIntentId);
    expect(late.statusCode).toBe(409);
    const refund = fake.refunds.find((candidate) => candidate.payment_intent === paymentIntentId);
    expect(refund).toMatchObject({ amount: 10_000 });
    expect(refund?.idempotencyKey).toMatch(/^refund:hold-lost:/);
  });

  test('an unpaid intent whose hold expired is cancelled at Stripe', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    const { paymentIntentId } = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
    await releaseExpiredHolds(ctx.db, ctx.app.paymentProvider, new Date(Date.now() + 11 * 60_000));
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
