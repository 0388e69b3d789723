import {
  ApiErrorSchema,
  DoorListQuerySchema,
  DoorListSchema,
  DoorRefusalsResponseSchema,
  DoorSyncBodySchema,
  DoorSyncResponseSchema,
  DoubleEntriesResponseSchema,
  IdParamsSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { localeOfRequest } from '../../lib/request-locale';
import { currentUser } from '../../plugins/auth';
import { buildDoorList } from './door-list.service';
import { listDoorRefusals } from './door-refusals.service';
import { syncDoorScans } from './door-sync.service';
import { listDoubleEntries } from './double-entries.service';
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
 * sealed check-in list a door downloads, the upload of its queued scans, and the double entries and refused
 * admissions they revealed. Organizer of the event or admin only.
 */
export const doorRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
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
          'Uncancelled tickets of a non-cancelled event, each keyed by a hash of its QR signature and encrypted under a key derived from it (decision 0024). ' +
          'With `since` (the generatedAt of the list the door holds) the answer is a delta (`delta: true`): the entries of tickets added or changed since then (put in by `k`) and in `removed` the `k` of tickets cancelled since then (drop them). ' +
          'It may repeat changes from up to 2 minutes before `since`; applying it is idempotent. Without `since`, with one older than 6 hours or in the future, or for a cancelled event, the full list (`delta: false`, `removed` empty).',
        security,
        params: IdParamsSchema,
        querystring: DoorListQuerySchema,
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
        request.query.since === undefined ? undefined : new Date(request.query.since),
      );
      reply.header('cache-control', 'no-store');
      return list;
    },
  );

  app.post(
    '/door-sync',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: "Upload a door's queued scans (in scan order) once its network is back",
        description:
          'Each scan counts once (its nonce). An offline admission checks the ticket in at the scan time; of two admissions of one ticket the earliest stands and the later is a double entry.',
        security,
        body: DoorSyncBodySchema,
        response: { 200: DoorSyncResponseSchema, ...errors },
      },
    },
    async (request) => ({
      results: await syncDoorScans(
        app.db,
        request.body,
        currentUser(request),
        config.qrSecret,
        new Date(),
        localeOfRequest(request),
      ),
    }),
  );

  app.get(
    '/event/:id/double-entries',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary:
          'Tickets admitted twice by doors that were offline: the admission that stands and the later one',
        security,
        params: IdParamsSchema,
        response: { 200: DoubleEntriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      doubleEntries: await listDoubleEntries(app.db, request.params.id, currentUser(request)),
    }),
  );

  app.get(
    '/event/:id/door-refusals',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        summary: 'Admissions made by doors offline that the server refused on sync, latest first',
        description:
          'A cancelled booking, a ticket of another event, a forged or unknown QR, or an event cancelled meanwhile: the door let someone in whom the server would not. Each with the answer the door was told and, when it was a ticket of this event, the ticket.',
        security,
        params: IdParamsSchema,
        response: { 200: DoorRefusalsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      refusals: await listDoorRefusals(
        app.db,
        request.params.id,
        currentUser(request),
        localeOfRequest(request),
      ),
    }),
  );
};
