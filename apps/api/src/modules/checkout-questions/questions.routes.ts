import {
  ApiErrorSchema,
  IdParamsSchema,
  QuestionListBodySchema,
  QuestionListSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { listQuestions, saveQuestions } from './questions.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['checkout-questions'];

/** An event's checkout questions: /api/events/:id/questions (decision 0042). */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/questions',
    {
      schema: {
        tags,
        summary: "The questions an event's checkout asks, in order (anyone may read them)",
        params: IdParamsSchema,
        response: { 200: QuestionListSchema, ...errors },
      },
    },
    async (request) => ({ questions: await listQuestions(app.db, request.params.id) }),
  );

  app.put(
    '/:id/questions',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Save an event's whole list of checkout questions, in the order asked (at most 10)",
        description:
          'An item with `_id` rewrites that question, one without adds a question; a question left out is retired (no longer asked, its answers kept).',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: QuestionListBodySchema,
        response: {
          200: QuestionListSchema.extend({ message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const questions = await saveQuestions(
        app.db,
        request.params.id,
        request.body,
        currentUser(request),
        new Date(),
      );
      return { message: translateFor(request, msg('Questions saved')), questions };
    },
  );
};
