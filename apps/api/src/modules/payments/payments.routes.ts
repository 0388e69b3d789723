import {
  ApiErrorSchema,
  CreatePaymentIntentBodySchema,
  PaymentIntentResponseSchema,
  TestCardConfirmBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { localeOfRequest } from '../../lib/request-locale';
import { buyerOf, buyerSession } from './buyer-session';
import { paymentIntentResponse } from './payment-intent-response';
import { createPaymentIntent } from './payments.service';
import { assertBuyerStandingNow } from './purchase-facts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/create-payment-intent',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary:
          'Hold the selected seats and start a payment for them (UPI, card, and with Razorpay netbanking and wallets)',
        description:
          'The server prices the selection itself and refuses an amount that differs. The seats are held for SEAT_HOLD_MINUTES (10 by default); an unpaid hold gives them back exactly once. One account holds at most 10 seats of an event across its holds (409 HOLD_LIMIT) and starts at most HOLDS_PER_ACCOUNT_PER_HOUR holds an hour (429 HOLD_RATE_LIMITED). The same idempotencyKey answers the hold and intent its first request made.',
        security: [{ bearer: [] }],
        body: CreatePaymentIntentBodySchema,
        response: { 200: PaymentIntentResponseSchema, ...errors, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const started = await createPaymentIntent(app.db, app.paymentProvider, buyerOf(request), request.body, {
        now: new Date(),
        holdMinutes: config.payments.holdMinutes,
        passSecret: config.jwtSecret,
        holdsPerAccountPerHour: config.payments.holdsPerAccountPerHour,
        locale: localeOfRequest(request),
      });
      return paymentIntentResponse(app, started);
    },
  );

  if (app.testPaymentProvider) {
    const testProvider = app.testPaymentProvider;
    app.post(
      '/test/confirm',
      {
        preValidation: buyerSession(config),
        serializerCompiler: plainJsonSerializer,
        schema: {
          tags: ['payments'],
          summary: 'Test mode: pay an intent with a test card (4242 4242 4242 4242 succeeds)',
          description:
            '4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds. Exists only while the built-in test provider is active.',
          security: [{ bearer: [] }],
          body: TestCardConfirmBodySchema,
          response: {
            200: z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() }),
            ...errors,
            402: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { clientSecret, ...card } = request.body;
        const payer = buyerOf(request);
        const { intent, check, recorded } = await testProvider.confirmCard(
          clientSecret,
          card,
          new Date(),
          payer,
        );
        // The statement required the payer's good standing: when it wrote nothing, a banned or closed account
        // hears that first, as from the auth plugin.
        if (!recorded) await assertBuyerStandingNow(app.db, payer);
        if (!intent) throw new AppError('NOT_FOUND', msg('This payment could not be found.'));
        if (!check.ok) throw new AppError('PAYMENT_FAILED', check.message, check.field);
        return { status: 'succeeded' as const, paymentIntentId: intent.id };
      },
    );
  }
};
