import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../test/fake-razorpay';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { startPayment, sweepHolds } from '../../../test/purchase';
import { bookings, payments, providerWebhookEvents, refunds } from '../../db/schema';
import { processDueRefunds } from './refund-sending.service';

let fake: FakeRazorpay;
let ctx: TestApp;
let buyer: TestUser;
let organizerId: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  ctx = await buildTestApp(razorpayEnv(fake));
  buyer = await createUser(ctx);
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** Settles what earlier tests of this file left held, so a test's sweep counts only its own. */
const settleEarlierHolds = () => sweepHolds(ctx, new Date(Date.now() + 60 * 60_000));

async function newOrder(seats = 1, pricePaise = 10_000, totalSeats = 10, as = buyer) {
  const event = await createEventRow(ctx, { organizerId, pricePaise, totalSeats });
  const started = await startPayment(ctx, as, event.id, { noOfSeats: seats }, (seats * pricePaise) / 100);
  expect(started.statusCode, started.body).toBe(200);
  return { event, orderId: started.json().paymentIntentId as string, answer: started.json() };
}

function verify(orderId: string, paymentId: string, signature: string, as: TestUser = buyer) {
  return injectAs(ctx, as, {
    method: 'POST',
    url: '/api/payments/razorpay/verify',
    payload: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
  });
}

function deliver(event: object, options: { eventId?: string; secret?: string } = {}) {
  const { body, headers } = fake.signed(event, options);
  return ctx.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload: body });
}

async function bookingsOf(eventId: string) {
  return ctx.db.select().from(bookings).where(eq(bookings.eventId, eventId));
}

describe('Razorpay: the purchase', () => {
  test("the payment intent is a Razorpay order, answered with what Checkout opens with; the test card route doesn't exist", async () => {
    const { orderId, answer } = await newOrder(2, 49_900);
    expect(answer).toMatchObject({
      provider: 'razorpay',
      methods: ['upi', 'card', 'netbanking', 'wallet'],
      paymentIntentId: orderId,
      amount: 998,
      razorpay: {
        keyId: fake.keyId,
        orderId,
        amountPaise: 99_800,
        currency: 'INR',
        checkoutScriptUrl: fake.checkoutUrl,
      },
    });
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 99_800, currency: 'INR' });
    const confirm = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
  });

  test("the buyer's page hands over Checkout's answer: verified, booked once, paid by UPI", async () => {
    const { event, orderId } = await newOrder(2);
    const payment = fake.pay(orderId, { vpa: 'ananya@okaxis' });
    const signature = fake.checkoutSignature(orderId, payment.id);
    const first = await verify(orderId, payment.id, signature);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().booking).toMatchObject({ totalAmount: 200, totalQuantity: 2 });
    const again = await verify(orderId, payment.id, signature);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking._id).toBe(first.json().booking._id);
    expect(await bookingsOf(event.id)).toHaveLength(1);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    expect(row).toMatchObject({ method: 'upi', methodDetail: 'ananya@okaxis' });
  });

  test('Razorpay down while the page verifies: 503 to try again, nothing booked; once it is back, booked', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId, { vpa: 'ananya@okaxis' });
    const signature = fake.checkoutSignature(orderId, payment.id);
    fake.down = true;
    try {
      const refused = await verify(orderId, payment.id, signature);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The payment service is not answering. Please try again in a moment.',
      });
      expect(await bookingsOf(event.id)).toHaveLength(0);
    } finally {
      fake.down = false;
    }
    expect((await verify(orderId, payment.id, signature)).statusCode).toBe(201);
  });

  test('an authorised payment is captured by the verification, then booked', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId, {
      status: 'authorized',
      method: 'card',
      network: 'Visa',
      last4: '1111',
    });
    const verified = await verify(orderId, payment.id, fake.checkoutSignature(orderId, payment.id));
    expect(verified.statusCode, verified.body).toBe(201);
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });

  test('a wrong signature, another order’s signature, an unknown order, another buyer: 400, nothing booked', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId);
    const other = await newOrder();
    const otherPayment = fake.pay(other.orderId);
    const refusals = [
      await verify(orderId, payment.id, 'a'.repeat(64)),
      await verify(orderId, payment.id, fake.checkoutSignature(other.orderId, otherPayment.id)),
      await verify(orderId, otherPayment.id, fake.checkoutSignature(other.orderId, otherPayment.id)),
      await verify(
        'order_unknown00001',
        payment.id,
        fake.checkoutSignature('order_unknown00001', payment.id),
      ),
      await verify(orderId, payment.id, fake.checkoutSignature(orderId, payment.id), await createUser(ctx)),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The payment could not be verified',
      });
    }
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('verifying needs a signed-in buyer and a well-formed body', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId);
    const signature = fake.checkoutSignature(orderId, payment.id);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      payload: { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      payload: { razorpay_order_id: orderId, razorpay_payment_id: payment.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('an order whose amount is not the hold’s (tampered) is refused, nothing booked', async () => {
    const { event, orderId } = await newOrder(1, 50_000);
    // The order at Razorpay says ₹1 was due, and ₹1 was paid.
    fake.orders.get(orderId)!.amount = 100;
    const payment = fake.pay(orderId);
    const refused = await verify(orderId, payment.id, fake.checkoutSignature(orderId, payment.id));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('AMOUNT_MISMATCH');
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('not paid yet (or the payment failed): 402, nothing booked', async () => {
    const { event, orderId } = await newOrder();
    const failed = fake.pay(orderId, { status: 'failed' });
    const refused = await verify(orderId, failed.id, fake.checkoutSignature(orderId, failed.id));
    expect(refused.statusCode).toBe(402);
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });
});

describe('Razorpay: webhooks', () => {
  test('payment.captured books the order of a buyer who closed the tab; the browser later gets the same booking', async () => {
    const { event, orderId } = await newOrder(3);
    const payment = fake.pay(orderId);
    const delivered = await deliver(fake.event('payment.captured', { payment }));
    expect(delivered.statusCode, delivered.body).toBe(200);
    const booked = await bookingsOf(event.id);
    expect(booked).toHaveLength(1);
    const late = await verify(orderId, payment.id, fake.checkoutSignature(orderId, payment.id));
    expect(late.statusCode).toBe(200);
    expect(late.json().booking._id).toBe(booked[0]!.id);
  });

  test('one event delivered 5 times, with its siblings out of order: one booking, each event recorded once', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId, { status: 'authorized' });
    const authorized = fake.event('payment.authorized', { payment });
    const captured = fake.event('payment.captured', {
      payment: { ...payment, status: 'captured', captured: true },
    });
    const paid = fake.event('order.paid', { payment, order: fake.orders.get(orderId)! });
    // Razorpay sends them in any order: the capture's and the order's before the authorisation's.
    for (const [body, id] of [
      [captured, 'evt_cap_1'],
      [paid, 'evt_paid_1'],
      [captured, 'evt_cap_1'],
      [authorized, 'evt_auth_1'],
      [captured, 'evt_cap_1'],
      [paid, 'evt_paid_1'],
      [captured, 'evt_cap_1'],
      [captured, 'evt_cap_1'],
    ] as const) {
      const response = await deliver(body, { eventId: id });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await bookingsOf(event.id)).toHaveLength(1);
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    const recorded = await ctx.db
      .select()
      .from(providerWebhookEvents)
      .where(eq(providerWebhookEvents.provider, 'razorpay'));
    const mine = recorded.filter((row) => ['evt_cap_1', 'evt_paid_1', 'evt_auth_1'].includes(row.eventId));
    expect(mine.map((row) => row.eventId).sort()).toEqual(['evt_auth_1', 'evt_cap_1', 'evt_paid_1']);
    expect(mine.find((row) => row.eventId === 'evt_cap_1')?.outcome).toBe('booked');
  });

  test('payment.failed books nothing; an unknown event is acknowledged and ignored', async () => {
    const { event, orderId } = await newOrder();
    const failed = fake.pay(orderId, { status: 'failed' });
    expect((await deliver(fake.event('payment.failed', { payment: failed }))).statusCode).toBe(200);
    expect((await deliver({ entity: 'event', event: 'invoice.paid', payload: {} })).statusCode).toBe(200);
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('a webhook without a signature, with a wrong one, or tampered after signing is refused before it is read', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId);
    const body = fake.event('payment.captured', { payment });
    expect((await deliver(body, { secret: 'not-the-webhook-secret' })).statusCode).toBe(400);
    const { body: text, headers } = fake.signed(body);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers,
      payload: text.replace(orderId, 'order_other0000001'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: text,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('refund.failed makes our refund due again (a new refund at Razorpay); refund.processed is recorded; replays change nothing', async () => {
    const { event, orderId } = await newOrder(1, 20_000);
    const payment = fake.pay(orderId);
    const booked = await verify(orderId, payment.id, fake.checkoutSignature(orderId, payment.id));
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking._id as string;
    fake.newRefundStatus = 'pending';
    try {
      expect(
        (await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${bookingId}` })).statusCode,
      ).toBe(200);
      await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    } finally {
      fake.newRefundStatus = 'processed';
    }
    const refundRow = async () =>
      (await ctx.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)))[0]!;
    const first = await refundRow();
    expect(first).toMatchObject({ status: 'processed', amountPaise: 20_000 });
    const madeFirst = fake.refunds.find((refund) => refund.id === first.providerRefundId)!;
    expect(madeFirst.notes).toEqual({ idempotency_key: `booking:${bookingId}` });

    // Razorpay could not send it back: the money returns to the payment, and it says so.
    madeFirst.status = 'failed';
    fake.payments.get(payment.id)!.amount_refunded = 0;
    const failedEvent = fake.event('refund.failed', {
      refund: madeFirst,
      payment: fake.payments.get(payment.id)!,
    });
    for (let i = 0; i < 3; i++)
      expect((await deliver(failedEvent, { eventId: 'evt_rf_failed' })).statusCode).toBe(200);
    const failed = await refundRow();
    expect(failed.status).toBe('failed');
    expect(failed.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [bookingAfterFailure] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(bookingAfterFailure?.refundStatus).toBe('failed');

    // The worker sends it again: a second refund at Razorpay, under the same key.
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    const retried = await refundRow();
    expect(retried.status).toBe('processed');
    expect(retried.providerRefundId).not.toBe(first.providerRefundId);
    const second = fake.refunds.find((refund) => refund.id === retried.providerRefundId)!;
    const processedEvent = fake.event('refund.processed', { refund: second });
    expect((await deliver(processedEvent, { eventId: 'evt_rf_processed' })).statusCode).toBe(200);
    // The old refund's failure delivered late changes nothing now.
    expect((await deliver(failedEvent, { eventId: 'evt_rf_failed_again' })).statusCode).toBe(200);
    expect((await refundRow()).status).toBe('processed');
    expect(
      fake.refunds.filter((refund) => refund.payment_id === payment.id && refund.status !== 'failed'),
    ).toHaveLength(1);
    const recorded = await ctx.db
      .select()
      .from(providerWebhookEvents)
      .where(
        and(
          eq(providerWebhookEvents.provider, 'razorpay'),
          eq(providerWebhookEvents.eventId, 'evt_rf_failed'),
        ),
      );
    expect(recorded).toEqual([
      expect.objectContaining({ outcome: 'refund failed', eventType: 'refund.failed' }),
    ]);
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });
});

describe('Razorpay: the hold sweeper and late payments', () => {
  test('an unpaid order whose hold expired gives its seats back; a late payment whose webhook was lost is still booked', async () => {
    await settleEarlierHolds();
    const { event, orderId } = await newOrder(1, 10_000, 1);
    const elevenMinutesOn = new Date(Date.now() + 11 * 60_000);
    expect(await sweepHolds(ctx, elevenMinutesOn)).toMatchObject({ released: 1 });
    const [released] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    // Razorpay cannot cancel the order, so it is not recorded cancelled: the sweeper keeps asking about it.
    expect(released).toMatchObject({ holdStatus: 'released', status: 'requires_payment' });
    // The buyer approves in their UPI app after all; the webhook never comes, nor does the buyer's page.
    fake.pay(orderId, { vpa: 'ananya@okaxis' });
    const later = new Date(elevenMinutesOn.getTime() + 5 * 60_000);
    expect(await sweepHolds(ctx, later)).toMatchObject({ booked: 1 });
    const [booking] = await bookingsOf(event.id);
    expect(booking?.userId).toBe(buyer.user.id);
  });

  test('a released order nobody pays within a day is no longer asked about', async () => {
    await settleEarlierHolds();
    const { orderId } = await newOrder(1, 10_000, 1);
    const elevenMinutesOn = new Date(Date.now() + 11 * 60_000);
    expect(await sweepHolds(ctx, elevenMinutesOn)).toMatchObject({ released: 1 });
    const nextDay = new Date(Date.now() + 25 * 60 * 60_000);
    // Asked once more (with the released orders of earlier tests), found unpaid, and let go.
    expect((await sweepHolds(ctx, nextDay)).waiting).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    expect(row?.status).toBe('canceled');
    // Never claimed again: its lease is where the last ask left it.
    await sweepHolds(ctx, new Date(nextDay.getTime() + 60 * 60_000));
    const [after] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    expect(after?.settleAfter).toEqual(row?.settleAfter);
  });

  test('paid at Razorpay, never verified: the sweeper books it instead of giving the seats back', async () => {
    await settleEarlierHolds();
    const { event, orderId } = await newOrder(1, 10_000, 1);
    fake.pay(orderId);
    expect(await sweepHolds(ctx)).toMatchObject({ booked: 1, released: 0 });
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });

  test('paid after the hold expired and the seats were sold: one full refund, however often it is told', async () => {
    await settleEarlierHolds();
    const { event, orderId } = await newOrder(1, 10_000, 1);
    expect(await sweepHolds(ctx)).toMatchObject({ released: 1 });
    // Someone else buys the last seat.
    const other = await createUser(ctx);
    const started = await startPayment(ctx, other, event.id, { noOfSeats: 1 }, 100);
    const otherOrder = started.json().paymentIntentId as string;
    const otherPayment = fake.pay(otherOrder);
    expect(
      (await verify(otherOrder, otherPayment.id, fake.checkoutSignature(otherOrder, otherPayment.id), other))
        .statusCode,
    ).toBe(201);
    // The first buyer's UPI approval arrives now.
    const late = fake.pay(orderId);
    const lateEvent = fake.event('payment.captured', { payment: late });
    expect((await deliver(lateEvent, { eventId: 'evt_late_1' })).statusCode).toBe(200);
    expect((await deliver(lateEvent, { eventId: 'evt_late_2' })).statusCode).toBe(200);
    const page = await verify(orderId, late.id, fake.checkoutSignature(orderId, late.id));
    expect(page.statusCode).toBe(409);
    expect(page.json()).toMatchObject({ code: 'SOLD_OUT' });
    const made = fake.refunds.filter((refund) => refund.payment_id === late.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amount: 10_000,
      notes: { idempotency_key: `hold-lost:${fake.orders.get(orderId)!.receipt}` },
    });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    expect(row?.status).toBe('refunded');
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });
});

test('with Razorpay on but no webhook secret, its webhook is a disabled feature', async () => {
  const withoutSecret = await buildTestApp(razorpayEnv(fake, false));
  try {
    const { body, headers } = fake.signed({ event: 'order.paid' });
    const response = await withoutSecret.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers,
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
  } finally {
    await withoutSecret.close();
  }
});

test('PAYMENT_PROVIDER=razorpay without its keys refuses to start; other providers have no Razorpay routes', async () => {
  const { loadConfig } = await import('../../config');
  expect(() =>
    loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', DATA_DIR: ctx.config.dataDir }),
  ).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  const testProvider = await buildTestApp();
  try {
    const response = await testProvider.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  } finally {
    await testProvider.close();
  }
});
