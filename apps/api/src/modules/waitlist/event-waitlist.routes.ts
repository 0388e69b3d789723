import {
  EventWaitlistSchema,
  IdParamsSchema,
  isAdmin,
  ManagedWaitlistSchema,
  WaitlistSettingsBodySchema,
} from '@ticketmela/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { verifySessionToken } from '../../lib/tokens';
import { bearerToken, currentUser } from '../../plugins/auth';
import { findEventStanding } from '../events/event-lookups';
import { closeLines } from './waitlist-closing';
import type { findEntry } from './waitlist-reads';
import { errors, security } from './waitlist-route-schema';
import { writeWaitlistSettings } from './waitlist-settings';
import { eventWaitlistView, managedWaitlistView } from './waitlist-views';

/** The session's user id when a valid bearer token came with the request; a visitor is fine too. */
async function viewerOf(request: FastifyRequest, config: AppConfig): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await verifySessionToken(token, config.jwtSecret))?.sub ?? null;
}

async function assertRunsEvent(
  app: { db: Parameters<typeof findEntry>[0] },
  eventId: string,
  user: { id: string; role: string },
) {
  const event = await findEventStanding(app.db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  if (event.organizerId !== user.id && !isAdmin(user.role))
    throw forbidden(msg("Only the event's organizer or an admin can manage its waitlist"));
  return event;
}

/** An event's waitlist: /api/events/:id/waitlist (public), .../manage and .../settings (its organizer, an admin). */
export const eventWaitlistRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/:id/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "An event's waitlist: whether it is open, who waits per line, and (signed in) my places",
        params: IdParamsSchema,
        response: { 200: EventWaitlistSchema, ...errors },
      },
    },
    async (request) => eventWaitlistView(app.db, request.params.id, await viewerOf(request, config)),
  );

  app.get(
    '/:id/waitlist/manage',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: "An event's whole waitlist with its counts, for its organizer or an admin",
        security,
        params: IdParamsSchema,
        response: { 200: ManagedWaitlistSchema, ...errors },
      },
    },
    async (request) => {
      await assertRunsEvent(app, request.params.id, currentUser(request));
      return managedWaitlistView(app.db, request.params.id);
    },
  );

  app.put(
    '/:id/waitlist/settings',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: "Switch an event's waitlist on or off and set how long offers hold their seats",
        description:
          'Switching it off closes the lines: the people waiting are told by e-mail; offers already made run to their end.',
        security,
        params: IdParamsSchema,
        body: WaitlistSettingsBodySchema,
        response: { 200: ManagedWaitlistSchema, ...errors },
      },
    },
    async (request) => {
      const event = await assertRunsEvent(app, request.params.id, currentUser(request));
      if (event.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await writeWaitlistSettings(tx, event.id, request.body, now);
        if (!request.body.enabled) await closeLines(tx, event.id, 'waitlist_closed', now);
      });
      return managedWaitlistView(app.db, event.id);
    },
  );
};
