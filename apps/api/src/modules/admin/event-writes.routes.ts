import {
  ApiErrorSchema,
  CancelEventBodySchema,
  EventMutationResponseSchema,
  IdParamsSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { toEventDto } from '../events/event.serializer';
import { EVENT_ERRORS, EVENT_FORM_DESCRIPTION, EVENT_FORM_ERRORS } from '../events/event-form.openapi';
import { booleanField, parseEventForm, readEventSubmission } from '../events/event-form.parser';
import { assertEventEditable } from '../events/event-permissions';
import type { PhotoChange } from '../events/events.service';
import { editEvent, removeEvent } from './event-moderation.service';

const security = [{ bearer: [] }];

/**
 * Under /api/events, beside the events module's routes: an event's edit and cancellation, its organizer's or an
 * admin's (audited). They live here because an admin's change spans the events module, the audit log and the
 * event's cancellation with its bookings (event-moderation.service.ts), which the events module may not import.
 */
export const eventWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // DELETE may come with `content-type: application/json` and no body at all: that is "no reason",
  // not a 400. Scoped to these routes; every other body is parsed by Fastify's own JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && (body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.patch(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['events'],
        summary: 'Edit an event (its organizer or an admin; never below the seats already sold)',
        description: `${EVENT_FORM_DESCRIPTION} The whole form is sent each time. A new photo replaces the old one; removePhoto=true removes it.`,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        params: IdParamsSchema,
        response: { 200: EventMutationResponseSchema, ...EVENT_FORM_ERRORS },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const submission = await readEventSubmission(request);
      await assertEventEditable(app.db, request.params.id, actor);
      const now = new Date();
      const values = parseEventForm(submission.fields, 'edit', now);
      const photoChange: PhotoChange = submission.photo
        ? { kind: 'replace', bytes: submission.photo }
        : booleanField(submission.fields, 'removePhoto')
          ? { kind: 'remove' }
          : { kind: 'keep' };
      // An admin's edit is audited ('event.update') in the edit's transaction.
      const event = await editEvent(app.db, request.params.id, actor, values, photoChange, {
        images: app.imageStorage,
        now,
      });
      return { message: translateFor(request, msg('Event updated successfully')), event: toEventDto(event) };
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['events'],
        summary:
          "Cancel an upcoming event for good, refunding every booking in full (its organizer, or an admin: the admin tables' Delete), with an optional reason",
        security,
        params: IdParamsSchema,
        body: CancelEventBodySchema,
        response: { 200: EventMutationResponseSchema, ...EVENT_ERRORS, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const reason = request.body?.cancelledReason ?? null;
      // An admin's "Delete" is this cancellation, audited ('event.delete'): see event-moderation.service.ts.
      const event = await removeEvent(app.db, request.params.id, currentUser(request), reason, new Date());
      return {
        message: translateFor(request, msg('Event cancelled successfully')),
        event: toEventDto(event),
      };
    },
  );
};
