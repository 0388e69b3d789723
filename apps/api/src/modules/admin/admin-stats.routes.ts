import { AdminStatsSchema, ApiErrorSchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStats } from './admin-stats.service';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Under /api/events/admin: a static path, so the events module's /:id never sees 'admin'. */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Platform statistics (admin)',
        description:
          'activeEvents: not cancelled and dated now or later. activeBookings: not cancelled. totalRevenue: rupees paid for bookings less refunds already paid back.',
        security: [{ bearer: [] }],
        response: { 200: AdminStatsSchema, ...errors },
      },
    },
    async () => adminStats(app.db, new Date()),
  );
};
