import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import { releaseExpiredHolds } from '../modules/payments/payments.service';
import type { PaymentProvider } from '../payments/provider';
import { createStripeClient, createStripePaymentProvider } from '../payments/providers/stripe';
import { createTestPaymentProvider, type TestPaymentProvider } from '../payments/providers/test';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
    /** Present only while the built-in test provider is active. */
    testPaymentProvider: TestPaymentProvider | null;
    /** The Stripe client while Stripe is the provider (the webhook verifies signatures with it). */
    stripe: Stripe | null;
  }
}

/** Chooses the payment provider and runs the sweeper that returns the seats of expired holds. */
export const paymentsPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const { payments } = options.config;
  if (payments.provider === 'stripe') {
    const stripe = createStripeClient({
      secretKey: payments.stripeSecretKey!,
      apiBase: payments.stripeApiBase,
    });
    app.decorate('stripe', stripe);
    app.decorate('paymentProvider', createStripePaymentProvider(stripe));
    app.decorate('testPaymentProvider', null);
  } else {
    const testProvider = createTestPaymentProvider(app.db);
    app.decorate('stripe', null);
    app.decorate('paymentProvider', testProvider);
    app.decorate('testPaymentProvider', testProvider);
  }

  if (payments.sweepIntervalSeconds > 0) {
    const timer = setInterval(() => {
      releaseExpiredHolds(app.db, app.paymentProvider, new Date())
        .then((released) => {
          if (released > 0) app.log.info({ released }, 'released expired seat holds');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'seat hold sweep failed'));
    }, payments.sweepIntervalSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
