import {
  ApiErrorSchema,
  EventListQuerySchema,
  EventSchema,
  IdParamsSchema,
  SeatsResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { toEventDto } from './event.serializer';
import { findEventById, listEvents, remainingSeats } from './events.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // organizer=me needs to know who "me" is; every other filter is public.
      preHandler: async (request, reply) => {
        if ((request.query as { organizer?: string }).organizer === 'me')
          await app.authenticate.call(app, request, reply);
      },
      schema: {
        tags: ['events'],
        summary: 'Events, soonest first, optionally filtered',
        description:
          'Without filters: every event, including past and cancelled ones. search: title contains (case-insensitive); category: category id; city: exact; date: same day (YYYY-MM-DD, India time); maxPrice: price at most (rupees; category events use their lowest price); organizer: an organizer id or "me"; upcoming=true: non-cancelled events from now on.',
        querystring: EventListQuerySchema,
        response: { 200: z.array(EventSchema), ...errors },
      },
    },
    async (request) => {
      const { organizer, ...filters } = request.query;
      const organizerId = organizer === 'me' ? currentUser(request).id : organizer;
      const rows = await listEvents(app.db, { ...filters, organizerId }, new Date());
      return rows.map(toEventDto);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event with its category, organizer name and ticket categories',
        params: IdParamsSchema,
        response: { 200: EventSchema, ...errors },
      },
    },
    async (request) => toEventDto(await findEventById(app.db, request.params.id)),
  );

  app.get(
    '/:id/seats',
    {
      schema: {
        tags: ['events'],
        summary: 'Seats still available',
        params: IdParamsSchema,
        response: { 200: SeatsResponseSchema, ...errors },
      },
    },
    async (request) => ({ remainingSeats: await remainingSeats(app.db, request.params.id) }),
  );
};
