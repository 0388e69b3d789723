import {
  ApiErrorSchema,
  CreateReportBodySchema,
  CreateReportResponseSchema,
  FlaggedEventsResponseSchema,
  IdParamsSchema,
  MyEventReportSchema,
  ReportSchema,
  UpdateReportStatusBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { listFlaggedEvents } from './flagged-events';
import { createReport, findMyEventReport, updateReportStatus } from './reports.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['reports'],
        summary: 'Report an upcoming event (signed-in users, once per event)',
        description: 'A second report of the same event answers 409 ALREADY_REPORTED, also when two race.',
        security,
        body: CreateReportBodySchema,
        response: { 201: CreateReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await createReport(app.db, {
        reporter: currentUser(request),
        body: request.body,
        now: new Date(),
      });
      return reply
        .status(201)
        .send({ message: translateFor(request, msg('Report submitted successfully')), report });
    },
  );

  app.get(
    '/event/:id/mine',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['reports'],
        summary: 'Whether the signed-in user has reported this event (the event page shows "Reported")',
        security,
        params: IdParamsSchema,
        response: { 200: MyEventReportSchema, ...errors },
      },
    },
    async (request) =>
      findMyEventReport(app.db, { eventId: request.params.id, userId: currentUser(request).id }),
  );

  app.get(
    '/events/flagged',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reports'],
        summary: 'Events that have reports, most reported first (admin)',
        security,
        response: { 200: FlaggedEventsResponseSchema, ...errors },
      },
    },
    async () => listFlaggedEvents(app.db),
  );

  app.patch(
    '/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['reports'],
        summary: "Set a report's status and notes (admin; audited)",
        security,
        params: IdParamsSchema,
        body: UpdateReportStatusBodySchema,
        response: { 200: ReportSchema, ...errors },
      },
    },
    async (request) =>
      updateReportStatus(app.db, {
        reportId: request.params.id,
        body: request.body,
        admin: currentUser(request),
        now: new Date(),
      }),
  );
};
