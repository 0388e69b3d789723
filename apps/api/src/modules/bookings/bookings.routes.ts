import {
  ApiErrorSchema,
  type Booking,
  BookingResponseSchema,
  BookingSchema,
  CancelBookingResponseSchema,
  CancellationQuoteSchema,
  CancelTicketsBodySchema,
  CancelTicketsResponseSchema,
  CreateBookingBodySchema,
  FreeBookingBodySchema,
  IdParamsSchema,
  paiseToRupees,
  RefundStatusResponseSchema,
  TicketSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { plainJsonSerializer } from '../../lib/http/plain-json-serializer';
import { localeOfRequest } from '../../lib/request-locale';
import { currentUser } from '../../plugins/auth';
import { buyerOf, buyerSession } from '../payments/buyer-session';
import { toBookingDto } from './booking.serializer';
import { findOwnBooking, listCancelledBookings, listUserBookings } from './booking-reads';
import { cancelBookingByUser } from './cancellation.service';
import { bookFreeSelection } from './free-booking.service';
import { bookPaidIntent } from './paid-booking.service';
import { cancelTicketsByUser, quoteCancellation } from './partial-cancellation.service';
import { purchaseTermsOf } from './purchase-terms';
import { retryRefundOfBooking } from './refund-sending.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const security = [{ bearer: [] }];

export const bookingsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['bookings'],
        summary: 'Book the seats a succeeded payment intent paid for',
        description: 'Idempotent: the same intent answers the same booking (200) instead of a second one.',
        security,
        body: CreateBookingBodySchema,
        response: { 201: BookingResponseSchema, 200: BookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { booking, created } = await bookPaidIntent(
        app.db,
        app.paymentProvider,
        {
          intentId: request.body.paymentIntentId,
          buyer: buyerOf(request),
          eventId: request.body.eventId,
        },
        purchaseTermsOf(config),
      );
      return reply.status(created ? 201 : 200).send({
        message: translateFor(
          request,
          created ? msg('Booking successful!') : msg('Booking already confirmed'),
        ),
        booking: toBookingDto(booking),
      });
    },
  );

  app.post(
    '/free',
    {
      preValidation: buyerSession(config),
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['bookings'],
        summary: 'Book free tickets (a free event or free ticket categories) without a payment',
        description:
          'The server prices the selection and refuses it (402) unless the total is 0. The seats are taken in the same transaction as the booking, never below zero. One active booking per person and event; the same idempotencyKey answers the same booking (200).',
        security,
        body: FreeBookingBodySchema,
        response: { 201: BookingResponseSchema, 200: BookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { booking, created } = await bookFreeSelection(app.db, buyerOf(request), request.body, {
        now: new Date(),
        qrSecret: config.qrSecret,
        passSecret: config.jwtSecret,
        locale: localeOfRequest(request),
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

  app.get(
    '/user',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in user's bookings, newest first",
        security,
        response: { 200: z.array(BookingSchema), ...errors },
      },
    },
    async (request) =>
      Promise.all((await listUserBookings(app.db, currentUser(request).id)).map(toBookingDto)),
  );

  app.get(
    '/user/cancelled',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "The signed-in user's cancelled bookings",
        security,
        response: { 200: z.array(BookingSchema), ...errors },
      },
    },
    async (request) => (await listCancelledBookings(app.db, currentUser(request).id)).map(toBookingDto),
  );

  app.get(
    '/:id/qr',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'The digital ticket of one of my bookings',
        security,
        params: IdParamsSchema,
        response: { 200: TicketSchema, ...errors },
      },
    },
    async (request) => {
      const booking = toBookingDto(await findOwnBooking(app.db, currentUser(request).id, request.params.id));
      if (!booking.qrCode || !booking.eventId) throw new AppError('NOT_FOUND', msg('Ticket not found'));
      return {
        bookingId: booking._id,
        qrCode: booking.qrCode,
        ticketId: booking.ticketId,
        verified: booking.verified,
        event: {
          _id: booking.eventId._id,
          title: booking.eventId.title,
          date: booking.eventId.date,
          location: booking.eventId.location,
        },
        seats: booking.noOfSeats,
        hasTicketCategories: booking.hasTicketCategories,
        ticketItems: booking.ticketItems,
        totalQuantity: booking.totalQuantity,
        totalAmount: booking.totalAmount,
      };
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel one of my bookings of an upcoming event, refunded per the policy frozen on it',
        security,
        params: IdParamsSchema,
        response: { 200: CancelBookingResponseSchema, ...errors },
      },
    },
    async (request) =>
      cancelBookingByUser(app.db, app.paymentProvider, currentUser(request), request.params.id, new Date(), {
        refundLeaseMs: config.payments.refundLeaseSeconds * 1000,
        locale: localeOfRequest(request),
      }),
  );

  app.post(
    '/:id/cancellation-quote',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary:
          'What cancelling some tickets of one of my bookings (or all: an empty body) would refund now',
        description:
          'Counted as the cancellation would count it: the policy frozen on the booking (in full when the event moved since it was bought) over what those tickets cost, rounded down to a paisa. Nothing is changed.',
        security,
        params: IdParamsSchema,
        body: CancelTicketsBodySchema,
        response: { 200: CancellationQuoteSchema, ...errors },
      },
    },
    async (request) =>
      quoteCancellation(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
        localeOfRequest(request),
      ),
  );

  app.post(
    '/:id/partial-cancellations',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel some tickets of one of my bookings and keep the rest, refunded per the policy frozen on it',
        description:
          'A seat count of a single-price booking or category lines of a category booking; at least one ticket stays (every ticket is DELETE /api/bookings/{id}). The booking keeps its QR code with the quantity left; the seats go back; the refund for the cancelled part never takes the refunds past what was paid.',
        security,
        params: IdParamsSchema,
        body: CancelTicketsBodySchema,
        response: { 200: CancelTicketsResponseSchema, ...errors },
      },
    },
    async (request) =>
      cancelTicketsByUser(
        app.db,
        app.paymentProvider,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
        { refundLeaseMs: config.payments.refundLeaseSeconds * 1000, locale: localeOfRequest(request) },
      ),
  );

  app.get(
    '/:id/refund-status',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'Where the refund of one of my bookings stands (a failed refund is retried when asked)',
        security,
        params: IdParamsSchema,
        response: { 200: RefundStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(app.db, currentUser(request).id, request.params.id);
      const current =
        booking.refundStatus === 'failed'
          ? await retryRefundOfBooking(app.db, app.paymentProvider, booking.id, new Date(), {
              leaseMs: config.payments.refundLeaseSeconds * 1000,
            })
          : null;
      const fresh = current ? await findOwnBooking(app.db, booking.userId, booking.id) : booking;
      return {
        status: fresh.refundStatus as Booking['refundStatus'],
        amount: paiseToRupees(fresh.refundAmountPaise),
        refundId: fresh.refundId,
      };
    },
  );
};
