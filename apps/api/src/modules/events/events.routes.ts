import {
  ApiErrorSchema,
  CancelEventBodySchema,
  EventCitiesSchema,
  EventListQuerySchema,
  EventMutationResponseSchema,
  EventPageSchema,
  EventSchema,
  IdParamsSchema,
  SeatsResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { editEvent, removeEvent } from '../admin/event-moderation.service';
import { resolveCategoryFilter } from './category-filter';
import { toEventDto } from './event.serializer';
import { toEventCardDto } from './event-card.serializer';
import { booleanField, parseEventForm, readEventSubmission } from './event-form.parser';
import { assertEventEditable } from './event-permissions';
import {
  readEventDetail,
  readEventList,
  readEventPage,
  readRemainingSeats,
  readUpcomingCities,
} from './event-reads';
import { createEvent, type PhotoChange } from './events.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = {
  ...errors,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
};
const security = [{ bearer: [] }];

const FORM_DESCRIPTION =
  'multipart/form-data (or a JSON object with the same fields): title, description, date (ISO-8601; without a zone it is India time), categoryId, city, venue (JSON {name, address, coordinates {lat, lng} | null, placeId}), hasTicketCategories (true/false), price and totalSeats (simple pricing) or ticketCategories (JSON [{_id?, name, price, totalSeats, description}], 1-5), useDefaultRefundPolicy (true/false), customRefundPolicy (JSON {sevenDaysOrMore, oneToDays, lessThanDay, description}; when not using the default), photo (file: PNG, JPEG or WebP up to 5 MB). Prices in rupees with at most 2 decimals.';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // DELETE may come with `content-type: application/json` and no body at all: that is "no reason",
  // not a 400. Scoped to these routes; every other body is parsed by Fastify's own JSON parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && (body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  app.get(
    '/',
    {
      // organizer=me needs to know who "me" is; every other filter is public.
      preHandler: async (request, reply) => {
        if ((request.query as { organizer?: string }).organizer === 'me')
          await app.authenticate.call(app, request, reply);
      },
      serializerCompiler: plainJsonSerializer,
      config: { catalogCache: true },
      schema: {
        tags: ['events'],
        summary: 'Events, soonest first, optionally filtered',
        description:
          'Without filters: every event, including past and cancelled ones. search: title contains (case-insensitive); category: a category id, name (case-insensitive) or slug (food-drink for Food & Drink; one that names no category lists nothing); city: exact; date: same day (YYYY-MM-DD, India time); maxPrice: price at most (rupees, 0 or more, plain digits; category events use their lowest price); organizer: an organizer id or "me"; upcoming=true: non-cancelled events from now on. Without page: a JSON array of events (limit: at most that many). With page (1-based): {events, pagination} with only the fields an event card shows, limit (default 12, at most 48) to a page, and pagination.total counting every match.',
        querystring: EventListQuerySchema,
        response: { 200: z.union([z.array(EventSchema), EventPageSchema]), ...errors },
      },
    },
    async (request) => {
      const { organizer, category, ...rest } = request.query;
      const organizerId = organizer === 'me' ? currentUser(request).id : organizer;
      const categoryId = category ? await resolveCategoryFilter(app.db, category) : undefined;
      if (categoryId === null) {
        // A category no link could mean: nothing is in it.
        return rest.page === undefined
          ? []
          : { events: [], pagination: { current: rest.page, pages: 0, total: 0 } };
      }
      const filters = { ...rest, category: categoryId };
      if (filters.page !== undefined) {
        const { rows, pagination } = await readEventPage(app.db, { ...filters, organizerId }, new Date());
        return { events: rows.map(toEventCardDto), pagination };
      }
      const rows = await readEventList(app.db, { ...filters, organizerId }, new Date());
      return rows.map(toEventDto);
    },
  );

  app.get(
    '/cities',
    {
      serializerCompiler: plainJsonSerializer,
      config: { catalogCache: true },
      schema: {
        tags: ['events'],
        summary: "The event list's city options: distinct cities of upcoming events, soonest first",
        response: { 200: EventCitiesSchema },
      },
    },
    async () => readUpcomingCities(app.db, new Date()),
  );

  app.get(
    '/:id',
    {
      serializerCompiler: plainJsonSerializer,
      config: { catalogCache: true },
      schema: {
        tags: ['events'],
        summary: 'One event with its category, organizer name and ticket categories',
        params: IdParamsSchema,
        response: { 200: EventSchema, ...errors },
      },
    },
    async (request) => toEventDto(await readEventDetail(app.db, request.params.id)),
  );

  app.get(
    '/:id/seats',
    {
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['events'],
        summary: 'Seats still available',
        params: IdParamsSchema,
        response: { 200: SeatsResponseSchema, ...errors },
      },
    },
    async (request) => ({ remainingSeats: await readRemainingSeats(app.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['events'],
        summary: 'Create an event (any signed-in user; a first event makes a user an organizer)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        response: { 201: EventMutationResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const submission = await readEventSubmission(request);
      const now = new Date();
      const values = parseEventForm(submission.fields, 'create', now);
      const event = await createEvent(app.db, currentUser(request), values, submission.photo, {
        images: app.imageStorage,
        now,
      });
      return reply.status(201).send({ message: 'Event created successfully', event: toEventDto(event) });
    },
  );

  app.patch(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['events'],
        summary: 'Edit an event (its organizer or an admin; never below the seats already sold)',
        description: `${FORM_DESCRIPTION} The whole form is sent each time. A new photo replaces the old one; removePhoto=true removes it.`,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        params: IdParamsSchema,
        response: { 200: EventMutationResponseSchema, ...writeErrors },
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
      return { message: 'Event updated successfully', event: toEventDto(event) };
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
        response: { 200: EventMutationResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const reason = request.body?.cancelledReason ?? null;
      // An admin's "Delete" is this cancellation, audited ('event.delete'): see admin/event-moderation.
      const event = await removeEvent(app.db, request.params.id, currentUser(request), reason, new Date());
      return { message: 'Event cancelled successfully', event: toEventDto(event) };
    },
  );
};
