import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { type PaymentIntent, type PaymentProvider, PaymentProviderError } from '../provider';
import {
  type Answer,
  type Collection,
  hmacHex,
  isUnknownId,
  notesOf,
  paidMethodOf,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  refundIdempotencyHeader,
  refundReceipt,
  refundStatusOf,
  sameSignature,
} from './razorpay-api';

/**
 * Razorpay through its REST API with plain fetch (decision 0038: the official `razorpay` package fixes its host to
 * https://api.razorpay.com, so it cannot be pointed at a local stand-in). An intent is a Razorpay Order; its id is
 * what Checkout is opened with. Amounts are integer paise; HTTP Basic auth with the key id and secret.
 */
export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Unset: webhooks are refused (their route answers FEATURE_DISABLED). */
  webhookSecret: string | undefined;
  /** https://api.razorpay.com, or a stand-in's address. */
  apiUrl: string;
  /** Checkout's script, handed to the page with each order. */
  checkoutUrl: string;
  /** Each API call is given up after this long. */
  timeoutMs: number;
}

/** What the page opens Checkout with (PaymentIntentResponse.razorpay). */
export interface RazorpayCheckoutOptions {
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  checkoutScriptUrl: string;
}

export interface RazorpayProvider extends PaymentProvider {
  readonly name: 'razorpay';
  /** Checkout's answer is genuine: hex HMAC-SHA256 of `order_id|payment_id` under the key secret. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook is genuine: hex HMAC-SHA256 of the raw body under the webhook secret; false without a secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  readonly webhooksEnabled: boolean;
  checkoutOptions(intent: Pick<PaymentIntent, 'id' | 'amountPaise'>): RazorpayCheckoutOptions;
}

export function createRazorpayPaymentProvider(options: RazorpayOptions): RazorpayProvider {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const base = options.apiUrl.replace(/\/+$/, '');

  /** One API call; the network failing, a timeout or a 5xx throws PaymentProviderError, other answers return. */
  async function request<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} failed`, { cause: error });
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch (error) {
      if (response.ok)
        throw new PaymentProviderError(`Razorpay ${method} ${path}: no JSON answer`, { cause: error });
    }
    if (response.status >= 500) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} answered ${response.status}`);
    }
    return { status: response.status, body: parsed as T };
  }

  /** A call that must succeed: anything but a 2xx is the provider failing. */
  async function ok<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    const answer = await request<T>(method, path, body, headers);
    if (answer.status >= 300) {
      const description = (answer.body as { error?: { description?: string } } | null)?.error?.description;
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} answered ${answer.status}${description ? `: ${description}` : ''}`,
      );
    }
    return answer.body;
  }

  const orderPath = (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}`;
  const paymentPath = (paymentId: string) => `/v1/payments/${encodeURIComponent(paymentId)}`;
  const paymentsOf = async (orderId: string) =>
    (await ok<Collection<RazorpayPayment>>('GET', `${orderPath(orderId)}/payments`)).items ?? [];

  /**
   * Captures an authorised payment of the order's full amount. A capture that fails (another caller captured it
   * first, or Razorpay is down) is answered by reading the payment again: captured now, or still authorised (null).
   */
  async function capture(payment: RazorpayPayment): Promise<RazorpayPayment | null> {
    try {
      const answer = await request<RazorpayPayment>('POST', `${paymentPath(payment.id)}/capture`, {
        amount: payment.amount,
        currency: payment.currency,
      });
      if (answer.status < 300 && answer.body?.status === 'captured') return answer.body;
      const again = await ok<RazorpayPayment>('GET', paymentPath(payment.id));
      return again.captured ? again : null;
    } catch {
      return null;
    }
  }

  async function toIntent(order: RazorpayOrder, payments: RazorpayPayment[]): Promise<PaymentIntent> {
    const metadata = notesOf(order.notes);
    const intent: PaymentIntent = {
      id: order.id,
      clientSecret: order.id,
      status: order.status === 'paid' ? 'succeeded' : 'requires_payment_method',
      amountPaise: order.amount,
      currency: order.currency.toLowerCase(),
      metadata,
      method: null,
      lastError: null,
    };
    // A refunded payment was captured first: the order was paid (as Stripe's refunded intent stays 'succeeded').
    const captured = payments.find((payment) => payment.captured);
    if (captured) return { ...intent, status: 'succeeded', method: paidMethodOf(captured) };
    const authorized = payments.find(
      (payment) => payment.status === 'authorized' && payment.amount === order.amount,
    );
    if (authorized) {
      const done = await capture(authorized);
      return done
        ? { ...intent, status: 'succeeded', method: paidMethodOf(done) }
        : { ...intent, status: 'processing', method: paidMethodOf(authorized) };
    }
    const failed = payments.filter((payment) => payment.status === 'failed');
    if (
      intent.status === 'requires_payment_method' &&
      failed.length > 0 &&
      failed.length === payments.length
    ) {
      // Razorpay's reason is English; so is ours, kept as a provider's reason is (translated when shown)
      intent.lastError = failed.at(-1)?.error_description ?? translate('en', msg('The payment failed'));
    }
    return intent;
  }

  async function capturedPaymentOf(orderId: string): Promise<RazorpayPayment> {
    const captured = (await paymentsOf(orderId)).find((payment) => payment.captured);
    if (!captured)
      throw new PaymentProviderError(`Razorpay order ${orderId} has no captured payment to refund`);
    return captured;
  }

  return {
    name: 'razorpay',
    methods: ['upi', 'card', 'netbanking', 'wallet'],
    webhooksEnabled: Boolean(options.webhookSecret),

    async createIntent({ amountPaise, currency, metadata, idempotencyKey }) {
      // Razorpay's orders API has no idempotency key: the payment (idempotencyKey is its id) records the order's id,
      // and a retry of the same hold answers the recorded order (payments.service), so one attempt makes one order.
      const order = await ok<RazorpayOrder>('POST', '/v1/orders', {
        amount: amountPaise,
        currency: currency.toUpperCase(),
        receipt: idempotencyKey.slice(0, 40),
        notes: metadata,
      });
      return toIntent(order, []);
    },

    async retrieveIntent(orderId) {
      const answer = await request<RazorpayOrder>('GET', orderPath(orderId));
      if (isUnknownId(answer)) return null;
      if (answer.status >= 300) {
        throw new PaymentProviderError(`Razorpay GET order answered ${answer.status}`);
      }
      return toIntent(answer.body, await paymentsOf(orderId));
    },

    /**
     * Razorpay's orders cannot be cancelled (its API has no such call): an order whose hold expired can still be paid.
     * The hold sweeper gives the seats back anyway (only a payment in flight keeps them), and asks about the order for
     * a day afterwards; a late payment is booked if its seats are still there, or refunded in full (bookPaidIntent), by
     * whichever of the buyer's return, the webhook or that reconciliation sees it first (decision 0039).
     */
    async cancelIntent() {},

    async refund({ intentId, amountPaise, idempotencyKey }) {
      const payment = await capturedPaymentOf(intentId);
      const refunds =
        (await ok<Collection<RazorpayRefund>>('GET', `${paymentPath(payment.id)}/refunds`)).items ?? [];
      // A call that timed out after Razorpay made the refund is found here, and never made twice.
      const mine = refunds.filter((refund) => notesOf(refund.notes).idempotency_key === idempotencyKey);
      const standing = mine.find((refund) => refund.status !== 'failed');
      if (standing) return { id: standing.id, status: refundStatusOf(standing) };
      const refunded = Math.max(
        payment.amount_refunded ?? 0,
        refunds
          .filter((refund) => refund.status !== 'failed')
          .reduce((sum, refund) => sum + refund.amount, 0),
      );
      const remaining = payment.amount - refunded;
      if (remaining <= 0) {
        // Everything was refunded already (by another key, or by hand in the Dashboard): nothing more can be.
        const last = mine.at(-1) ?? refunds.filter((refund) => refund.status !== 'failed').at(-1);
        if (!last)
          throw new PaymentProviderError(`Razorpay payment ${payment.id} has nothing left to refund`);
        return { id: last.id, status: refundStatusOf(last) };
      }
      // Each attempt of a key (a new one only after Razorpay failed the last) has its own header key and receipt.
      const attemptKey = refundIdempotencyHeader(idempotencyKey, mine.length + 1);
      const refund = await ok<RazorpayRefund>(
        'POST',
        `${paymentPath(payment.id)}/refund`,
        {
          amount: Math.min(amountPaise, remaining),
          speed: 'normal',
          receipt: refundReceipt(attemptKey),
          notes: { idempotency_key: idempotencyKey },
        },
        { 'X-Refund-Idempotency': attemptKey },
      );
      return { id: refund.id, status: refundStatusOf(refund) };
    },

    verifyCheckoutSignature(orderId, paymentId, signature) {
      return sameSignature(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      if (!options.webhookSecret) return false;
      return sameSignature(hmacHex(options.webhookSecret, rawBody), signature);
    },

    checkoutOptions: (intent) => ({
      keyId: options.keyId,
      orderId: intent.id,
      amountPaise: intent.amountPaise,
      currency: 'INR',
      checkoutScriptUrl: options.checkoutUrl,
    }),
  };
}
