import { ApiErrorSchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { bookPaidIntent } from './paid-booking.service';
import { purchaseTermsOf } from './purchase-terms';

/**
 * Stripe's `payment_intent.succeeded` webhook: a second, idempotent path to the booking, so a buyer who
 * closed the browser after paying still gets the ticket. The signature is checked on the raw body.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ config: AppConfig; stripe: Stripe }> = async (
  app,
  { config, stripe },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature verified)',
        hide: true,
        response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const secret = config.payments.stripeWebhookSecret;
      const signature = request.headers['stripe-signature'];
      if (!secret) {
        throw new AppError(
          'FEATURE_DISABLED',
          msg('Stripe webhooks are not enabled: STRIPE_WEBHOOK_SECRET is not set'),
        );
      }
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('VALIDATION_ERROR', msg('Missing webhook signature'));
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError('VALIDATION_ERROR', msg('Invalid webhook signature'));
      }
      if (event.type === 'payment_intent.succeeded') {
        try {
          await bookPaidIntent(
            app.db,
            app.paymentProvider,
            { intentId: event.data.object.id },
            purchaseTermsOf(config),
          );
        } catch (error) {
          // Not ours, or already refunded because the seats were gone: acknowledged, nothing to retry.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          request.log.warn({ err: error, intent: event.data.object.id }, 'webhook booking not made');
        }
      }
      return { received: true as const };
    },
  );
};
