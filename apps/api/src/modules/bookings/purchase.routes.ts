import { ApiErrorSchema, PurchaseOutcomeSchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { localeOfRequest } from '../../lib/request-locale';
import { buyerOf, buyerSession } from '../payments/buyer-session';
import { cancelPurchase, purchaseOutcome } from './purchase-completion.service';
import { purchaseTermsOf } from './purchase-terms';

const params = z.object({ paymentIntentId: z.string().min(1).max(200) });
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 503: ApiErrorSchema };

/** The buyer's page waits on these while the payment is approved elsewhere (a UPI app, Razorpay Checkout). */
export const purchaseRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/:paymentIntentId/outcome',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: "Where the buyer's purchase stands: waiting, booked, failed, expired or refunded",
        description:
          'A payment the provider reports as paid is booked by this call if nothing booked it yet (the provider webhook, the sweeper and this poll all book it once).',
        security: [{ bearer: [] }],
        params,
        response: { 200: PurchaseOutcomeSchema, ...errors },
      },
    },
    async (request) =>
      purchaseOutcome(
        app.db,
        app.paymentProvider,
        buyerOf(request),
        request.params.paymentIntentId,
        purchaseTermsOf(config),
        localeOfRequest(request),
      ),
  );

  app.post(
    '/:paymentIntentId/cancel',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['payments'],
        summary: 'Give up a payment not yet made: its seats are released at once',
        description:
          'Paid meanwhile (the approval won the race), it is booked instead; the answer says which.',
        security: [{ bearer: [] }],
        params,
        response: { 200: PurchaseOutcomeSchema, ...errors },
      },
    },
    async (request) =>
      cancelPurchase(
        app.db,
        app.paymentProvider,
        buyerOf(request),
        request.params.paymentIntentId,
        purchaseTermsOf(config),
        localeOfRequest(request),
      ),
  );
};
