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
          'Newest first (createdAt, then id, both descending). Filters: action (e.g. user.ban, event.delete), actorId (a user id), targetType (user, event, category, report, contact, booking); limit 1-100 (default 20). Paging: cursor, the nextCursor of an earlier answer (null at the end), reads the entries after it; without it, page (from 1) reads by offset within the first 1,000 matching entries (a page past them is empty), and with it page only numbers pagination.current. pagination.total counts the matches up to 1,000: when more match, it is 1,000 with pagination.totalIsAtLeast true.',
        security,
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogListResponseSchema, ...errors },
      },
    },
    async (request) => listAuditLog(app.db, request.query, localeOfRequest(request)),
  );
};
