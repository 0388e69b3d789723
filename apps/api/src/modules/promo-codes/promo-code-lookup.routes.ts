import {
  ApiErrorSchema,
  IdParamsSchema,
  PromoCodeLookupQuerySchema,
  PromoCodeLookupSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookUpPromoCode } from './promo-code-lookup';

/** GET /api/events/{id}/promo-codes/lookup: public, so a shared link's ?code= shows its discount before sign-in. */
export const promoCodeLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/promo-codes/lookup',
    {
      // Anyone may ask, so every lookup counts against the asker's IP before anything else: codes are not guessed.
      preValidation: async (request) => {
        await app.promoLookupRateLimiter.consume(request.ip);
      },
      schema: {
        tags: ['promo-codes'],
        summary:
          "What an event's promo code takes off, or why it cannot be used (anyone; rate limited per IP)",
        params: IdParamsSchema,
        querystring: PromoCodeLookupQuerySchema,
        response: {
          200: PromoCodeLookupSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => lookUpPromoCode(app.db, request.params.id, request.query.code, new Date()),
  );
};
