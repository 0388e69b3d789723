import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeRazorpay, startFakeRazorpay } from '../../../test/fake-razorpay';
import { PaymentProviderError } from '../provider';
import { createRazorpayPaymentProvider, type RazorpayProvider } from './razorpay';

let fake: FakeRazorpay;
let provider: RazorpayProvider;

const metadata = (paymentId: string) => ({ paymentId, eventId: 'event-1', userId: 'user-1' });
const newOrder = (paymentId = crypto.randomUUID(), amountPaise = 49_900) =>
  provider.createIntent({
    amountPaise,
    currency: 'inr',
    metadata: metadata(paymentId),
    idempotencyKey: paymentId,
  });

beforeAll(async () => {
  fake = await startFakeRazorpay();
  provider = createRazorpayPaymentProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    checkoutUrl: fake.checkoutUrl,
    // The stand-in's "lost answer" is a refund call that never returns: this bounds the test's wait for it.
    timeoutMs: 1000,
  });
});
afterAll(() => fake.close());

describe('the Razorpay provider against the stand-in', () => {
  test('an intent is an INR order in paise, its receipt our payment id and its notes our metadata', async () => {
    const paymentId = crypto.randomUUID();
    const intent = await newOrder(paymentId);
    const order = fake.orders.get(intent.id)!;
    expect(order).toMatchObject({
      amount: 49_900,
      currency: 'INR',
      receipt: paymentId,
      notes: metadata(paymentId),
    });
    expect(intent).toMatchObject({
      id: order.id,
      clientSecret: order.id,
      status: 'requires_payment_method',
      amountPaise: 49_900,
      currency: 'inr',
      metadata: metadata(paymentId),
      method: null,
    });
    expect(provider.checkoutOptions(intent)).toEqual({
      keyId: fake.keyId,
      orderId: order.id,
      amountPaise: 49_900,
      currency: 'INR',
      checkoutScriptUrl: fake.checkoutUrl,
    });
  });

  test('a captured UPI payment makes the order succeeded, paid by its UPI id', async () => {
    const intent = await newOrder();
    fake.pay(intent.id, { vpa: 'ravi@oksbi' });
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      method: { kind: 'upi', detail: 'ravi@oksbi' },
    });
  });

  test('a card payment names its network and last four digits', async () => {
    const intent = await newOrder();
    fake.pay(intent.id, { method: 'card', network: 'RuPay', last4: '4242' });
    expect((await provider.retrieveIntent(intent.id))?.method).toEqual({
      kind: 'card',
      detail: 'RuPay •••• 4242',
    });
  });

  test('an authorised payment of the whole amount is captured when read, and reported succeeded', async () => {
    const intent = await newOrder();
    const payment = fake.pay(intent.id, { status: 'authorized' });
    expect((await provider.retrieveIntent(intent.id))?.status).toBe('succeeded');
    expect(fake.payments.get(payment.id)).toMatchObject({ status: 'captured', captured: true });
    // Read again (another caller): already captured, no second capture asked for.
    expect((await provider.retrieveIntent(intent.id))?.status).toBe('succeeded');
  });

  test('an authorised payment of another amount is not captured', async () => {
    const intent = await newOrder();
    const payment = fake.pay(intent.id, { status: 'authorized', amount: 100 });
    expect((await provider.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    expect(fake.payments.get(payment.id)?.status).toBe('authorized');
  });

  test('only failed payments: payable again, with the reason of the last one', async () => {
    const intent = await newOrder();
    expect((await provider.retrieveIntent(intent.id))?.lastError).toBeNull();
    fake.pay(intent.id, { status: 'failed' });
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Payment was unsuccessful as the UPI request was declined.',
    });
  });

  test('an order cannot be cancelled: it stays payable, and a payment arriving later succeeds', async () => {
    const intent = await newOrder();
    await provider.cancelIntent(intent.id);
    expect(await provider.retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      metadata: intent.metadata,
    });
    fake.pay(intent.id);
    expect((await provider.retrieveIntent(intent.id))?.status).toBe('succeeded');
    expect(fake.orders.get(intent.id)?.notes).toEqual(intent.metadata);
  });

  test('an unknown order is null; Razorpay down is a provider error', async () => {
    expect(await provider.retrieveIntent('order_doesnotexist0')).toBeNull();
    const intent = await newOrder();
    fake.down = true;
    try {
      await expect(provider.retrieveIntent(intent.id)).rejects.toBeInstanceOf(PaymentProviderError);
    } finally {
      fake.down = false;
    }
    expect(fake.orders.get(intent.id)?.status).toBe('created');
  });

  test('wrong keys are refused by Razorpay and are a provider error', async () => {
    const wrong = createRazorpayPaymentProvider({
      keyId: fake.keyId,
      keySecret: 'not-the-secret',
      webhookSecret: undefined,
      apiUrl: fake.url,
      checkoutUrl: fake.checkoutUrl,
      timeoutMs: 1000,
    });
    const before = fake.unauthorized;
    await expect(
      wrong.createIntent({
        amountPaise: 100,
        currency: 'inr',
        metadata: {},
        idempotencyKey: crypto.randomUUID(),
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.unauthorized).toBe(before + 1);
  });

  test('a refund is made once per key, never more than was captured, and a repeated key answers the same refund', async () => {
    const intent = await newOrder(undefined, 10_000);
    const payment = fake.pay(intent.id);
    const first = await provider.refund({
      intentId: intent.id,
      amountPaise: 6000,
      idempotencyKey: 'booking:a',
    });
    expect(first.status).toBe('succeeded');
    expect(
      await provider.refund({ intentId: intent.id, amountPaise: 6000, idempotencyKey: 'booking:a' }),
    ).toEqual(first);
    // Another key asks for more than is left: the rest is refunded, no more.
    const second = await provider.refund({
      intentId: intent.id,
      amountPaise: 10_000,
      idempotencyKey: 'hold-lost:b',
    });
    const made = fake.refunds.filter((refund) => refund.payment_id === payment.id);
    expect(made.map((refund) => refund.amount)).toEqual([6000, 4000]);
    expect(made[0]).toMatchObject({ notes: { idempotency_key: 'booking:a' }, speed_requested: 'normal' });
    expect(made[0]!.receipt!.length).toBeLessThanOrEqual(40);
    // Nothing left: a third key answers the existing state instead of asking Razorpay for a refund it would refuse.
    expect(
      await provider.refund({ intentId: intent.id, amountPaise: 100, idempotencyKey: 'booking:c' }),
    ).toEqual(second);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(2);
  });

  test('a refund whose answer was lost is found by its key, never made twice', async () => {
    const intent = await newOrder(undefined, 20_000);
    const payment = fake.pay(intent.id);
    fake.hangNextRefund = true;
    await expect(
      provider.refund({ intentId: intent.id, amountPaise: 20_000, idempotencyKey: 'booking:lost' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    const again = await provider.refund({
      intentId: intent.id,
      amountPaise: 20_000,
      idempotencyKey: 'booking:lost',
    });
    const made = fake.refunds.filter((refund) => refund.payment_id === payment.id);
    expect(made).toHaveLength(1);
    expect(again).toEqual({ id: made[0]!.id, status: 'succeeded' });
  });

  test('a refund Razorpay reports pending is pending; one that failed there is made again under the same key', async () => {
    const intent = await newOrder(undefined, 30_000);
    const payment = fake.pay(intent.id);
    fake.newRefundStatus = 'pending';
    try {
      const pending = await provider.refund({
        intentId: intent.id,
        amountPaise: 30_000,
        idempotencyKey: 'booking:p',
      });
      expect(pending.status).toBe('pending');
      // Razorpay could not process it (refund.failed): its money is back on the payment.
      const failed = fake.refunds.find((refund) => refund.id === pending.id)!;
      failed.status = 'failed';
      fake.payments.get(payment.id)!.amount_refunded = 0;
      const retried = await provider.refund({
        intentId: intent.id,
        amountPaise: 30_000,
        idempotencyKey: 'booking:p',
      });
      expect(retried.id).not.toBe(pending.id);
      expect(fake.refunds.filter((refund) => refund.payment_id === payment.id)).toHaveLength(2);
    } finally {
      fake.newRefundStatus = 'processed';
    }
  });

  test("Checkout's and webhooks' signatures are checked in constant time against the right secret", async () => {
    const intent = await newOrder();
    const payment = fake.pay(intent.id);
    const good = fake.checkoutSignature(intent.id, payment.id);
    expect(provider.verifyCheckoutSignature(intent.id, payment.id, good)).toBe(true);
    expect(provider.verifyCheckoutSignature(intent.id, 'pay_other', good)).toBe(false);
    expect(provider.verifyCheckoutSignature(intent.id, payment.id, good.slice(1))).toBe(false);
    expect(provider.verifyCheckoutSignature(intent.id, payment.id, 'zz')).toBe(false);
    const { body, headers } = fake.signed({ event: 'order.paid' });
    expect(provider.verifyWebhookSignature(Buffer.from(body), headers['x-razorpay-signature']!)).toBe(true);
    expect(provider.verifyWebhookSignature(Buffer.from(`${body} `), headers['x-razorpay-signature']!)).toBe(
      false,
    );
    const other = fake.signed({ event: 'order.paid' }, { secret: 'another-secret' });
    expect(
      provider.verifyWebhookSignature(Buffer.from(other.body), other.headers['x-razorpay-signature']!),
    ).toBe(false);
  });
});
