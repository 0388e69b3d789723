import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import { processDueRefunds } from '../modules/bookings/refunds.service';
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

/**
 * Chooses the payment provider and runs the background work: the sweeper that returns the seats of
 * expired holds, and the refund worker. HOLD_SWEEP_INTERVAL_SECONDS=0 turns both off (tests drive them).
 */
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

    // Refunds are durable work: queued rows are sent (and failed ones retried with backoff) by this
    // worker, which starts with whatever a previous process left unfinished.
    let refunding = false;
    const sendRefunds = () => {
      if (refunding) return;
      refunding = true;
      processDueRefunds(app.db, app.paymentProvider, new Date())
        .then((sent) => {
          if (sent > 0) app.log.info({ sent }, 'processed queued refunds');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'refund worker failed'))
        .finally(() => {
          refunding = false;
        });
    };
    app.addHook('onReady', async () => sendRefunds());
    const refundTimer = setInterval(sendRefunds, payments.sweepIntervalSeconds * 1000);
    refundTimer.unref();
    app.addHook('onClose', async () => clearInterval(refundTimer));
  }
});
