import {
  ApiErrorSchema,
  CreatePromoCodeBodySchema,
  IdParamsSchema,
  IdSchema,
  MessageResponseSchema,
  PromoCodeListSchema,
  PromoCodeResponseSchema,
  UpdatePromoCodeBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from './promo-codes.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['promo-codes'];
const CodeParamsSchema = z.object({ id: IdSchema, codeId: IdSchema });

/** An event's promo codes, kept by its organizer or an admin: /api/events/:id/promo-codes (decision 0042). */
export const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/promo-codes',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "An event's promo codes with their uses, orders, tickets, revenue and discount given",
        security,
        params: IdParamsSchema,
        response: { 200: PromoCodeListSchema, ...errors },
      },
    },
    async (request) => ({
      promoCodes: await listPromoCodes(app.db, request.params.id, currentUser(request)),
    }),
  );

  app.post(
    '/:id/promo-codes',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Create a promo code for an upcoming event',
        description:
          'A code is unique per event in any case (409 DUPLICATE on `code`). Categories are named as the event names them.',
        security,
        params: IdParamsSchema,
        body: CreatePromoCodeBodySchema,
        response: { 201: PromoCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const promoCode = await createPromoCode(
        app.db,
        request.params.id,
        request.body,
        currentUser(request),
        new Date(),
      );
      return reply.status(201).send({ message: translateFor(request, msg('Promo code created')), promoCode });
    },
  );

  app.patch(
    '/:id/promo-codes/:codeId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Change a promo code: its terms, limits, dates, or switch it on or off',
        description:
          'A code that has been used keeps its text (409 CONFLICT); its total limit cannot go below its uses.',
        security,
        params: CodeParamsSchema,
        body: UpdatePromoCodeBodySchema,
        response: { 200: PromoCodeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const promoCode = await updatePromoCode(
        app.db,
        request.params.id,
        request.params.codeId,
        request.body,
        currentUser(request),
        new Date(),
      );
      return { message: translateFor(request, msg('Promo code updated')), promoCode };
    },
  );

  app.delete(
    '/:id/promo-codes/:codeId',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a promo code nobody has used (a used one is switched off instead: 409 IN_USE)',
        security,
        params: CodeParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePromoCode(app.db, request.params.id, request.params.codeId, currentUser(request));
      return { message: translateFor(request, msg('Promo code deleted')) };
    },
  );
};
