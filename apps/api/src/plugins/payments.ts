import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { AppConfig } from '../config';
import type { PaymentProvider } from '../payment-providers/provider';
import {
  createRazorpayPaymentProvider,
  type RazorpayProvider,
} from '../payment-providers/providers/razorpay';
import { createStripeClient, createStripePaymentProvider } from '../payment-providers/providers/stripe';
import { createTestPaymentProvider, type TestPaymentProvider } from '../payment-providers/providers/test';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
    /** Present only while the built-in test provider is active. */
    testPaymentProvider: TestPaymentProvider | null;
    /** The Stripe client while Stripe is the provider (the webhook verifies signatures with it). */
    stripe: Stripe | null;
    /** The Razorpay provider while it is the provider (its routes verify Checkout's and webhooks' signatures). */
    razorpay: RazorpayProvider | null;
  }
}

/** Chooses the payment provider. The background work that uses it lives in modules/background. */
export const paymentsPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const { payments } = options.config;
  if (payments.provider === 'razorpay') {
    const razorpay = createRazorpayPaymentProvider({
      keyId: payments.razorpay.keyId!,
      keySecret: payments.razorpay.keySecret!,
      webhookSecret: payments.razorpay.webhookSecret,
      apiUrl: payments.razorpay.apiUrl,
      checkoutUrl: payments.razorpay.checkoutUrl,
      timeoutMs: payments.razorpay.timeoutMs,
    });
    app.decorate('stripe', null);
    app.decorate('razorpay', razorpay);
    app.decorate('paymentProvider', razorpay);
    app.decorate('testPaymentProvider', null);
  } else if (payments.provider === 'stripe') {
    const stripe = createStripeClient({
      secretKey: payments.stripeSecretKey!,
      apiBase: payments.stripeApiBase,
    });
    app.decorate('stripe', stripe);
    app.decorate('razorpay', null);
    app.decorate('paymentProvider', createStripePaymentProvider(stripe));
    app.decorate('testPaymentProvider', null);
  } else {
    const testProvider = createTestPaymentProvider(app.db);
    app.decorate('stripe', null);
    app.decorate('razorpay', null);
    app.decorate('paymentProvider', testProvider);
    app.decorate('testPaymentProvider', testProvider);
  }
});
