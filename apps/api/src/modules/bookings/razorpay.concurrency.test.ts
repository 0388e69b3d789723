import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../../../test/fake-razorpay';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { startPayment, sweepHolds } from '../../../test/purchase';
import { bookings, payments, providerWebhookEvents, refunds } from '../../db/schema';
import { processDueRefunds } from './refund-sending.service';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('Razorpay races on PostgreSQL', () => {
  let fake: FakeRazorpay;
  let ctx: TestApp;
  let buyer: TestUser;
  let organizerId: string;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    ctx = await buildTestApp(razorpayEnv(fake));
    buyer = await createUser(ctx);
    organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  async function newOrder(totalSeats = 10, as = buyer) {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats });
    const started = await startPayment(ctx, as, event.id, { noOfSeats: 1 }, 100);
    expect(started.statusCode, started.body).toBe(200);
    return { event, orderId: started.json().paymentIntentId as string };
  }

  const verify = (orderId: string, paymentId: string, as: TestUser = buyer) =>
    injectAs(ctx, as, {
      method: 'POST',
      url: '/api/payments/razorpay/verify',
      payload: {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: fake.checkoutSignature(orderId, paymentId),
      },
    });

  const deliver = (event: object, eventId?: string) => {
    const { body, headers } = fake.signed(event, { eventId });
    return ctx.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers, payload: body });
  };

  const bookingsOf = (eventId: string) => ctx.db.select().from(bookings).where(eq(bookings.eventId, eventId));

  test.each([
    ['captured', 'payment.captured'],
    ['authorized', 'payment.authorized'],
  ] as const)(
    'a %s payment: 20 verifications and 20 webhooks at once make exactly one booking',
    async (status, type) => {
      const { event, orderId } = await newOrder();
      const payment = fake.pay(orderId, { status });
      const webhook = fake.event(type, { payment });
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => verify(orderId, payment.id)),
        ...Array.from({ length: 20 }, (_, i) => deliver(webhook, `evt_race_${status}_${i % 4}`)),
      ]);
      const verifications = answers.slice(0, 20).map((answer) => answer.statusCode);
      const webhooks = answers.slice(20).map((answer) => answer.statusCode);
      expect(
        verifications.filter((code) => code !== 200 && code !== 201),
        answers[0]!.body,
      ).toEqual([]);
      expect(verifications.filter((code) => code === 201).length).toBeLessThanOrEqual(1);
      expect(webhooks.every((code) => code === 200)).toBe(true);
      const booked = await bookingsOf(event.id);
      expect(booked).toHaveLength(1);
      expect(new Set(answers.slice(0, 20).map((answer) => answer.json().booking._id))).toEqual(
        new Set([booked[0]!.id]),
      );
      expect(fake.payments.get(payment.id)?.status).toBe('captured');
      expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toEqual([]);
    },
  );

  test('the same webhook 5 times at once, with its siblings out of order: one booking, each event recorded once', async () => {
    const { event, orderId } = await newOrder();
    const payment = fake.pay(orderId, { status: 'authorized' });
    const captured = fake.event('payment.captured', {
      payment: { ...payment, status: 'captured', captured: true },
    });
    const paid = fake.event('order.paid', { payment, order: fake.orders.get(orderId)! });
    const authorized = fake.event('payment.authorized', { payment });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(paid, 'evt_dup_paid')),
      ...Array.from({ length: 5 }, () => deliver(captured, 'evt_dup_captured')),
      ...Array.from({ length: 5 }, () => deliver(authorized, 'evt_dup_authorized')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(15).fill(200));
    expect(await bookingsOf(event.id)).toHaveLength(1);
    const recorded = await ctx.db.select().from(providerWebhookEvents);
    expect(
      recorded
        .filter((row) => row.eventId.startsWith('evt_dup_'))
        .map((row) => row.eventId)
        .sort(),
    ).toEqual(['evt_dup_authorized', 'evt_dup_captured', 'evt_dup_paid']);
  });

  test('paid after the hold expired and the seat was sold: webhooks, verifications and sweeps at once refund it once, in full', async () => {
    await sweepHolds(ctx, new Date(Date.now() + 60 * 60_000));
    const { event, orderId } = await newOrder(1);
    expect(await sweepHolds(ctx)).toMatchObject({ released: 1 });
    const other = await createUser(ctx);
    const sold = await newOrderFor(event.id, other);
    const soldPayment = fake.pay(sold);
    expect((await verify(sold, soldPayment.id, other)).statusCode).toBe(201);

    const late = fake.pay(orderId);
    const lateEvent = fake.event('payment.captured', { payment: late });
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => deliver(lateEvent, `evt_late_${i % 3}`)),
      ...Array.from({ length: 10 }, () => verify(orderId, late.id)),
      sweepHolds(ctx, later),
    ]);
    for (const answer of answers.slice(0, 10))
      expect((answer as { statusCode: number }).statusCode).toBe(200);
    for (const answer of answers.slice(10, 20)) {
      const response = answer as { statusCode: number; json(): { code: string } };
      expect([409, 400]).toContain(response.statusCode);
    }
    const made = fake.refunds.filter((refund) => refund.payment_id === late.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(10_000);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.providerIntentId, orderId));
    expect(row?.status).toBe('refunded');
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });

  test('a refund whose answer was lost after Razorpay made it: workers retrying at once make no second refund', async () => {
    const { orderId } = await newOrder();
    const payment = fake.pay(orderId);
    const booked = await verify(orderId, payment.id);
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking._id as string;
    fake.hangNextRefund = true;
    // The cancellation queues the refund; the worker's call is made at Razorpay and its answer never comes.
    expect(
      (await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${bookingId}` })).statusCode,
    ).toBe(200);
    await processDueRefunds(ctx.db, ctx.app.paymentProvider, new Date());
    const [failed] = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(failed).toMatchObject({ status: 'failed', providerRefundId: null });
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    // Later, every process's worker tries it again at once.
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    await Promise.all(
      Array.from({ length: 5 }, () => processDueRefunds(ctx.db, ctx.app.paymentProvider, later)),
    );
    const made = fake.refunds.filter((refund) => refund.payment_id === payment.id);
    expect(made).toHaveLength(1);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
    expect(row).toMatchObject({ status: 'processed', providerRefundId: made[0]!.id });
  });

  async function newOrderFor(eventId: string, as: TestUser) {
    const started = await startPayment(ctx, as, eventId, { noOfSeats: 1 }, 100);
    expect(started.statusCode, started.body).toBe(200);
    return started.json().paymentIntentId as string;
  }
});
