import {
  ApiErrorSchema,
  BookingResponseSchema,
  EventWaitlistSchema,
  IdParamsSchema,
  isAdmin,
  JoinWaitlistBodySchema,
  ManagedWaitlistSchema,
  OfferCheckoutBodySchema,
  PaymentIntentResponseSchema,
  WaitlistEntrySchema,
  WaitlistSettingsBodySchema,
} from '@ticketmela/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { verifySessionToken } from '../../lib/tokens';
import { bearerToken, currentUser } from '../../plugins/auth';
import { toBookingDto } from '../bookings/booking.serializer';
import { bookHeldFreeSeats } from '../bookings/held-free-booking.service';
import { findEventStanding } from '../events/event-lookups';
import type { Buyer } from '../payments/buyer-session';
import { checkoutHeldSeats } from '../payments/held-seats-checkout';
import { paymentIntentResponse } from '../payments/payment-intent-response';
import { toWaitlistEntryDto } from './waitlist.serializer';
import { closeLines } from './waitlist-closing';
import { joinWaitlist, leaveWaitlist } from './waitlist-places.service';
import { entriesOfPerson, findEntry } from './waitlist-reads';
import { writeWaitlistSettings } from './waitlist-settings';
import { eventWaitlistView, managedWaitlistView } from './waitlist-views';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];

async function ownEntryDto(app: { db: Parameters<typeof findEntry>[0] }, userId: string, entryId: string) {
  const entry = await findEntry(app.db, entryId);
  if (!entry || entry.userId !== userId) throw notFound(msg('No waitlist entry found'));
  return toWaitlistEntryDto(entry);
}

/** The signed-in person as a buyer (the offer routes read the account first: its ban or closing answers first). */
function buyerOfSession(request: FastifyRequest): Buyer {
  const user = currentUser(request);
  return { id: user.id, tokenVersion: user.tokenVersion };
}

/** The buyer's entry with an offer still open; 404 for someone else's, 409 once it is bought or has ended. */
async function offeredEntryOf(
  app: { db: Parameters<typeof findEntry>[0] },
  buyerId: string,
  entryId: string,
) {
  const entry = await findEntry(app.db, entryId);
  if (!entry || entry.userId !== buyerId) throw notFound(msg('No waitlist entry found'));
  if (entry.status === 'converted')
    throw new AppError('CONFLICT', msg('You have already bought these tickets.'));
  if (entry.status !== 'offered' || !entry.paymentId)
    throw new AppError(
      'HOLD_EXPIRED',
      msg('This offer has ended. The seats went to the next person in line.'),
    );
  return { ...entry, paymentId: entry.paymentId };
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

  app.post(
    '/:id/payment-intent',
    {
      preValidation: app.authenticate,
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['waitlist'],
        summary:
          "Pay for an offer's held seats: starts the payment, as create-payment-intent does for a selection",
        security,
        params: IdParamsSchema,
        body: OfferCheckoutBodySchema,
        response: { 200: PaymentIntentResponseSchema, ...errors, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const buyer = buyerOfSession(request);
      const now = new Date();
      const entry = await findEntry(app.db, request.params.id);
      if (!entry || entry.userId !== buyer.id) throw notFound(msg('No waitlist entry found'));
      if (entry.status === 'converted')
        throw new AppError('CONFLICT', msg('You have already bought these tickets.'));
      if (entry.status !== 'offered' || !entry.paymentId)
        throw new AppError(
          'HOLD_EXPIRED',
          msg('This offer has ended. The seats went to the next person in line.'),
        );
      if (!entry.amountPaise) {
        throw new AppError('VALIDATION_ERROR', msg('These tickets are free: book them without a payment.'));
      }
      const started = await checkoutHeldSeats(
        app.db,
        app.paymentProvider,
        buyer,
        {
          paymentId: entry.paymentId,
          gstDetails: request.body.gstDetails,
          details: { attendees: request.body.attendees, orderAnswers: request.body.orderAnswers },
        },
        now,
      );
      return paymentIntentResponse(app, started);
    },
  );

  app.post(
    '/:id/free-booking',
    {
      preValidation: app.authenticate,
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['waitlist'],
        summary: 'Take an offer of free tickets: books its held seats (once: asked again, 409)',
        security,
        params: IdParamsSchema,
        // Optional: a client of before sends none (every ticket then carries the buyer's name).
        body: OfferCheckoutBodySchema.nullish(),
        response: { 201: BookingResponseSchema, 200: BookingResponseSchema, ...errors, 402: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const buyer = buyerOfSession(request);
      const entry = await offeredEntryOf(app, buyer.id, request.params.id);
      const details = { attendees: request.body?.attendees, orderAnswers: request.body?.orderAnswers };
      const { booking, created } = await bookHeldFreeSeats(app.db, buyer, entry.paymentId, details, {
        now: new Date(),
        qrSecret: config.qrSecret,
      });
      return reply.status(created ? 201 : 200).send({
        message: translateFor(
          request,
          created ? msg('Booking successful!') : msg('Booking already confirmed'),
        ),
        booking: toBookingDto(booking),
      });
    },
  );
};

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
