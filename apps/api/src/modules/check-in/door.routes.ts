import { ApiErrorSchema, DoorListSchema, IdParamsSchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { buildDoorList } from './door-list.service';
import { SealedEntryCache } from './sealed-entry-cache';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];
const tags = ['check-in'];

/** Sealed entries of about four 5,000-ticket events (roughly 3 MB). */
const SEALED_ENTRY_CACHE_SIZE = 20_000;

/**
 * The door without a network (decision 0024), under /api/bookings beside the check-in routes: the
 * sealed check-in list a door downloads. Organizer of the event or admin only.
 */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const sealedEntries = new SealedEntryCache(SEALED_ENTRY_CACHE_SIZE);

  app.get(
    '/event/:id/door-list',
    {
      preValidation: app.authenticate,
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        summary: "An event's check-in list for a door without a network (entries readable only with the QR)",
        description:
          'Uncancelled tickets of a non-cancelled event, each keyed by a hash of its QR signature and encrypted under a key derived from it (decision 0024).',
        security,
        params: IdParamsSchema,
        response: { 200: DoorListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await buildDoorList(
        app.db,
        request.params.id,
        currentUser(request),
        sealedEntries,
        new Date(),
      );
      reply.header('cache-control', 'no-store');
      return list;
    },
  );
};
