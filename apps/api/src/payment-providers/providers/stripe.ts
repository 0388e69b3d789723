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

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountPaise: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
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
        return toIntent(await stripe.paymentIntents.retrieve(id));
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
