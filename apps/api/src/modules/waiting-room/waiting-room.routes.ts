import {
  ApiErrorSchema,
  IdParamsSchema,
  ManagedWaitingRoomSchema,
  QueuePlaceSchema,
  WaitingRoomSchema,
  WaitingRoomSettingsBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { findEventStanding } from '../events/event-lookups';
import { assertRunsSale, assertStillSelling, findSaleSetupEvent } from '../events/sale-setup-event';
import { nginxExpiry, SharedRoomAnswers } from './shared-room-answer';
import { findWaitingRoom, managedWaitingRoom, toQueuePlaceDto, toWaitingRoomDto } from './waiting-room-reads';
import { saveWaitingRoomSettings } from './waiting-room-settings';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const security = [{ bearer: [] }];
const NOT_YOURS = msg("Only the event's organizer or an admin can manage its waiting room");

/**
 * An event's waiting room (decision 0049): /api/events/:id/queue (the shared answer), .../queue/me and joining (the
 * signed-in person's own place), .../queue/manage and .../queue/settings (its organizer, an admin).
 */
export const waitingRoomRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const shared = new SharedRoomAnswers();
  const readSharedAnswer = async (eventId: string) => {
    if (!(await findEventStanding(app.db, eventId))) return null;
    const room = await findWaitingRoom(app.db, eventId);
    // Late joiners in Redis count at once, not at the room's next admission step.
    const lastNumber = room ? await app.queueLine.lastNumber(app.db, eventId, room.lastNumber) : 0;
    return toWaitingRoomDto(room && { ...room, lastNumber }, new Date());
  };

  app.get(
    '/:id/queue',
    {
      schema: {
        tags: ['waiting-room'],
        summary: "An event's waiting room: when it opens, which numbers it admits, how fast, sold out or not",
        description:
          'The same answer for everyone, kept a quarter of a second by each process and to the end of the second by nginx (X-Accel-Expires; Cache-Control max-age=1 for browsers): a browser works out its own position from it and its number. `enabled` false: the event sells without a queue.',
        params: IdParamsSchema,
        response: { 200: WaitingRoomSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      const answer = await shared.get(eventId, () => readSharedAnswer(eventId));
      if (!answer) throw notFound(msg('Event not found'));
      return reply
        .header('cache-control', 'public, max-age=1')
        .header('x-accel-expires', nginxExpiry(Date.now()))
        .send(answer);
    },
  );

  app.post(
    '/:id/queue',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waiting-room'],
        summary: "Join an event's waiting room (one place per account; joining again answers the same place)",
        description:
          'Before the on-sale time a place has no number until the draw; after it, the next number. 409 QUEUE_CLOSED without a room, SOLD_OUT when the seats are gone; 429 past the joins allowed a minute per account or address.',
        security,
        params: IdParamsSchema,
        response: { 201: QueuePlaceSchema, 200: QueuePlaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await app.queueJoinRateLimiter.consume(user.id, request.ip);
      const eventId = request.params.id;
      const owner = { eventId, userId: user.id };
      const now = new Date();
      const before = await app.queueLine.ownPlace(app.db, eventId, user.id);
      if (before) return reply.status(200).send(await toQueuePlaceDto(before, owner, config.jwtSecret, now));
      const event = await findEventStanding(app.db, eventId);
      if (!event) throw notFound(msg('Event not found'));
      assertStillSelling(event, now);
      const room = await shared.get(eventId, () => readSharedAnswer(eventId));
      if (room?.soldOut) throw new AppError('SOLD_OUT', msg('Sorry, this event is sold out.'));
      const joined = room?.enabled ? await app.queueLine.join(app.db, eventId, user.id, now) : null;
      if (!joined) throw new AppError('QUEUE_CLOSED', msg('This event has no queue to join'));
      const place = { ...joined, admittedAt: null, passUsedAt: null };
      const dto = await toQueuePlaceDto(place, owner, config.jwtSecret, now);
      return reply.status(201).send(dto);
    },
  );

  app.get(
    '/:id/queue/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waiting-room'],
        summary: "My place in the event's waiting room: my number, and my pass once my turn has come",
        security,
        params: IdParamsSchema,
        response: { 200: QueuePlaceSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const eventId = request.params.id;
      const place = await app.queueLine.ownPlace(app.db, eventId, userId);
      if (!place) throw notFound(msg("You have not joined this event's queue"));
      return toQueuePlaceDto(place, { eventId, userId }, config.jwtSecret, new Date());
    },
  );

  app.get(
    '/:id/queue/manage',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waiting-room'],
        summary: "An event's waiting room for its organizer or an admin, with the draw's seed for an audit",
        security,
        params: IdParamsSchema,
        response: { 200: ManagedWaitingRoomSchema, ...errors },
      },
    },
    async (request) => {
      const event = await findSaleSetupEvent(app.db, request.params.id);
      assertRunsSale(event, currentUser(request), NOT_YOURS);
      return managedWaitingRoom(app.db, app.queueLine, event.id, new Date());
    },
  );

  app.put(
    '/:id/queue/settings',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waiting-room'],
        summary: "Turn an event's waiting room on or off and set its on-sale time",
        description:
          'Before the draw the time may move (to a time to come, before the event); after it, 409 QUEUE_STARTED. Switched off, everyone may buy at once; on again, the line as drawn goes on.',
        security,
        params: IdParamsSchema,
        body: WaitingRoomSettingsBodySchema,
        response: { 200: ManagedWaitingRoomSchema, ...errors },
      },
    },
    async (request) => {
      const event = await findSaleSetupEvent(app.db, request.params.id);
      assertRunsSale(event, currentUser(request), NOT_YOURS);
      const now = new Date();
      assertStillSelling(event, now);
      await saveWaitingRoomSettings(app.db, event, request.body, now);
      shared.clear(event.id);
      return managedWaitingRoom(app.db, app.queueLine, event.id, now);
    },
  );
};
