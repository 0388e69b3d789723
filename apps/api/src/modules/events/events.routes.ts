import {
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
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { resolveCategoryFilter } from './category-filter';
import { toEventDto } from './event.serializer';
import { toEventCardDto } from './event-card.serializer';
import { EVENT_ERRORS, EVENT_FORM_DESCRIPTION, EVENT_FORM_ERRORS } from './event-form.openapi';
import { parseEventForm, readEventSubmission } from './event-form.parser';
import { readEventPage } from './event-page-read';
import { readEventDetail, readEventList, readRemainingSeats, readUpcomingCities } from './event-reads';
import { createEvent } from './events.service';

const security = [{ bearer: [] }];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
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
          'Without filters: every event, including past and cancelled ones. search: title contains (case-insensitive); category: a category id, name (case-insensitive) or slug (food-drink for Food & Drink; one that names no category lists nothing); city: exact; date: same day (YYYY-MM-DD, India time); maxPrice: price at most (rupees, 0 or more, plain digits; category events use their lowest price); organizer: an organizer id or "me"; upcoming=true: non-cancelled events from now on. Without page: a JSON array of events, at most limit, and at most 1,000 without it. With page (1-based): {events, pagination} with only the fields an event card shows, limit (default 12, at most 48) to a page; pagination.total counts the matches up to 1,000 (100 with search): when more match, it is that limit with pagination.totalIsAtLeast true, and a page past that many events is empty.',
        querystring: EventListQuerySchema,
        response: { 200: z.union([z.array(EventSchema), EventPageSchema]), ...EVENT_ERRORS },
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
        response: { 200: EventSchema, ...EVENT_ERRORS },
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
        response: { 200: SeatsResponseSchema, ...EVENT_ERRORS },
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
        description: EVENT_FORM_DESCRIPTION,
        consumes: ['multipart/form-data', 'application/json'],
        security,
        response: { 201: EventMutationResponseSchema, ...EVENT_FORM_ERRORS },
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
      return reply.status(201).send({
        message: translateFor(request, msg('Event created successfully')),
        event: toEventDto(event),
      });
    },
  );
};
