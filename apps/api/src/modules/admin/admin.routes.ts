import { ApiErrorSchema, AuditLogListResponseSchema, AuditLogQuerySchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/request-locale';
import { listAuditLog } from './audit-log.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const security = [{ bearer: [] }];

/** Under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin actions, newest first (admin)',
        description:
          'Filters: action (e.g. user.ban, event.delete), actorId (a user id), targetType (user, event, category, report, contact, booking); page from 1, limit 1-100 (default 20).',
        security,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogListResponseSchema, ...errors },
      },
    },
    async (request) => listAuditLog(app.db, request.query, localeOfRequest(request)),
  );
};
