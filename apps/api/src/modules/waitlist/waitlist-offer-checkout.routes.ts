import {
  ApiErrorSchema,
  BookingResponseSchema,
  IdParamsSchema,
  OfferCheckoutBodySchema,
  PaymentIntentResponseSchema,
} from '@ticketmela/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { currentUser } from '../../plugins/auth';
import { toBookingDto } from '../bookings/booking.serializer';
import { bookHeldFreeSeats } from '../bookings/held-free-booking.service';
import type { Buyer } from '../payments/buyer-session';
import { checkoutHeldSeats } from '../payments/held-seats-checkout';
import { paymentIntentResponse } from '../payments/payment-intent-response';
import { findEntry } from './waitlist-reads';
import { errors, security } from './waitlist-route-schema';

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

/** Taking an offer's held seats: /api/waitlist/:id/payment-intent and .../free-booking (registered by waitlistRoutes). */
export const waitlistOfferCheckoutRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
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
      const entry = await offeredEntryOf(app, buyer.id, request.params.id);
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
