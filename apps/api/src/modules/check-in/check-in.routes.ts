import { Readable } from 'node:stream';
import {
  ApiErrorSchema,
  CheckInStatsSchema,
  EventAttendeesQuerySchema,
  EventAttendeesResponseSchema,
  IdParamsSchema,
  UndoCheckInBodySchema,
  VerifyTicketBodySchema,
  VerifyTicketResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { attendeesCsvFilename } from './attendees.csv';
import { eventCheckInStats, findManagedEvent, listEventAttendees } from './attendees.service';
import { attendeesCsvChunks } from './attendees-csv-stream';
import { undoCheckIn, verifyTicket } from './check-in.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['check-in'];

/**
 * Door check-in and attendee lists, under /api/bookings next to the bookings routes (static paths
 * /verify and /event/... never collide with /{id}). Organizer of the event or admin only.
 */
export const checkInRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/verify',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Check a ticket in at the door (signed QR, bare ticket id or the manual wrapper)',
        description:
          'Once only: of any number of simultaneous scans of one ticket exactly one succeeds; the others answer 409 ALREADY_CHECKED_IN.',
        security,
        body: VerifyTicketBodySchema,
        response: { 200: VerifyTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await verifyTicket(
        app.db,
        {
          qrData: request.body.qrData,
          eventId: request.body.eventId,
          method: request.body.method ?? 'manual',
          ...(request.body.nonce
            ? { scan: { nonce: request.body.nonce, deviceId: request.body.deviceId ?? null } }
            : {}),
        },
        currentUser(request),
        config.qrSecret,
        new Date(),
      );
      return { message: translateFor(request, msg('Ticket verified successfully')), booking };
    },
  );

  app.post(
    '/:id/undo-check-in',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Undo the check-in of a booking (recorded in the audit log)',
        security,
        params: IdParamsSchema,
        body: UndoCheckInBodySchema.nullish(),
        response: { 200: VerifyTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const reason = request.body?.reason || null;
      const booking = await undoCheckIn(app.db, request.params.id, currentUser(request), reason);
      return { message: translateFor(request, msg('Check-in undone')), booking };
    },
  );

  app.get(
    '/event/:id',
    {
      preValidation: app.authenticate,
      // A page of attendees is 50 nested bookings: written as built, not validated again on each reply (decision 0046).
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary:
          "A page of an event's attendees (newest first, cancelled ones flagged) with the event's booking statistics",
        description: "The next page: `cursor` = the answer's `nextCursor` (null after the last page).",
        security,
        params: IdParamsSchema,
        querystring: EventAttendeesQuerySchema,
        response: { 200: EventAttendeesResponseSchema, ...errors },
      },
    },
    async (request) =>
      listEventAttendees(app.db, request.params.id, currentUser(request), {
        limit: request.query.limit,
        after: request.query.cursor,
      }),
  );

  app.get(
    '/event/:id/check-in-stats',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'How many tickets and seats of an event are checked in (one aggregate query)',
        security,
        params: IdParamsSchema,
        response: { 200: CheckInStatsSchema, ...errors },
      },
    },
    async (request) => eventCheckInStats(app.db, request.params.id, currentUser(request)),
  );

  app.get(
    '/event/:id/attendees.csv',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "An event's attendee list as a CSV download, streamed a page of bookings at a time",
        security,
        params: IdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv, UTF-8 with a byte order mark'), ...errors },
      },
    },
    async (request, reply) => {
      const event = await findManagedEvent(app.db, request.params.id, currentUser(request));
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${attendeesCsvFilename(event.title)}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is read (Fastify serializes no stream); the schema's string is for the documentation.
          .send(Readable.from(attendeesCsvChunks(app.db, event)) as unknown as string)
      );
    },
  );
};
