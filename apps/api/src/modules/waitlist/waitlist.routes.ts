import { IdParamsSchema, JoinWaitlistBodySchema, WaitlistEntrySchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { toWaitlistEntryDto } from './waitlist.serializer';
import { waitlistOfferCheckoutRoutes } from './waitlist-offer-checkout.routes';
import { joinWaitlist, leaveWaitlist } from './waitlist-places.service';
import { entriesOfPerson, findEntry } from './waitlist-reads';
import { errors, security } from './waitlist-route-schema';

async function ownEntryDto(app: { db: Parameters<typeof findEntry>[0] }, userId: string, entryId: string) {
  const entry = await findEntry(app.db, entryId);
  if (!entry || entry.userId !== userId) throw notFound(msg('No waitlist entry found'));
  return toWaitlistEntryDto(entry);
}

/** A person's places in line and their offers: /api/waitlist. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: "Join a sold-out event's (or ticket category's) waitlist",
        description:
          'Refused while the seats can be bought (409 SEATS_AVAILABLE), when the organizer switched the list off (409 WAITLIST_CLOSED) and for a second place in the same line (409 ALREADY_ON_WAITLIST).',
        security,
        body: JoinWaitlistBodySchema,
        response: { 201: WaitlistEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const entryId = await joinWaitlist(app.db, userId, request.body, new Date());
      return reply.status(201).send(await ownEntryDto(app, userId, entryId));
    },
  );

  app.get(
    '/mine',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'My places on waitlists and my offers, newest first',
        security,
        response: { 200: z.array(WaitlistEntrySchema), ...errors },
      },
    },
    async (request) => (await entriesOfPerson(app.db, currentUser(request).id)).map(toWaitlistEntryDto),
  );

  app.get(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'One of my places on a waitlist, with its offer',
        security,
        params: IdParamsSchema,
        response: { 200: WaitlistEntrySchema, ...errors },
      },
    },
    async (request) => ownEntryDto(app, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'Leave a waitlist, or decline its offer (the held seats go to the next person)',
        security,
        params: IdParamsSchema,
        response: { 200: WaitlistEntrySchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await leaveWaitlist(app.db, userId, request.params.id, new Date());
      return ownEntryDto(app, userId, request.params.id);
    },
  );

  await app.register(waitlistOfferCheckoutRoutes, { config });
};
