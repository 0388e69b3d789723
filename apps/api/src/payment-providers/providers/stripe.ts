import type { PaidMethod } from '@ticketmela/domain';
import Stripe from 'stripe';
import {
  type PaymentIntent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderRefund,
} from '../provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API address (a local fake in tests); Stripe's own by default. */
  apiBase?: string;
}

/** The card that paid, when Stripe expanded the intent's payment method (brand and last four digits). */
function paidMethodOf(intent: Stripe.PaymentIntent): PaidMethod | null {
  if (intent.status !== 'succeeded') return null;
  const method = intent.payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  if (!card) return { kind: 'card', detail: null };
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return { kind: 'card', detail: `${brand} •••• ${card.last4}` };
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountPaise: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    method: paidMethodOf(intent),
    lastError: intent.last_payment_error?.message ?? null,
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

export function createStripeClient(options: StripeProviderOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Card payments through Stripe: amounts in paise (INR's smallest unit), an idempotency key per call. */
export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${what} failed`, { cause: error });
    }
  };

  return {
    name: 'stripe',
    methods: ['card'],

    createIntent: ({ amountPaise, currency, metadata, idempotencyKey }) =>
      call('create intent', async () =>
        toIntent(
          await stripe.paymentIntents.create(
            { amount: amountPaise, currency, metadata, allowed_payment_method_types: ['card'] },
            { idempotencyKey: `intent:${idempotencyKey}` },
          ),
        ),
      ),

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new PaymentProviderError('Stripe retrieve intent failed', { cause: error });
      }
    },

    async cancelIntent(id) {
      const intent = await this.retrieveIntent(id);
      if (!intent || ['succeeded', 'canceled', 'processing'].includes(intent.status)) return;
      await call('cancel intent', () => stripe.paymentIntents.cancel(id));
    },

    refund: ({ intentId, amountPaise, idempotencyKey }) =>
      call('refund', async (): Promise<ProviderRefund> => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountPaise },
          { idempotencyKey: `refund:${idempotencyKey}` },
        );
        const status =
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        return { id: refund.id, status };
      }),
  };
}
