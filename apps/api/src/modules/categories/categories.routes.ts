import {
  ApiErrorSchema,
  CategorySchema,
  CreateCategoryBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { createCategory, deleteCategory } from './categories.service';
import { toCategoryDto } from './category.serializer';
import { listCategories } from './category-usage';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      serializerCompiler: plainJsonSerializer,
      config: { catalogCache: true },
      schema: {
        tags: ['categories'],
        summary: 'Event categories, by name, each with the number of events that use it',
        response: { 200: z.array(CategorySchema) },
      },
    },
    async () => (await listCategories(app.db)).map(toCategoryDto),
  );

  app.post(
    '/',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['categories', 'admin'],
        summary: 'Create a category (admin); names are unique regardless of case',
        security,
        body: CreateCategoryBodySchema,
        response: { 201: CategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toCategoryDto(await createCategory(app.db, currentUser(request).id, request.body))),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['categories', 'admin'],
        summary: 'Delete a category no event uses (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCategory(app.db, currentUser(request).id, request.params.id);
      return { message: translateFor(request, msg('Category deleted successfully')) };
    },
  );
};
