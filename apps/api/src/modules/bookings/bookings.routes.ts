import {
  ApiErrorSchema,
  BookingResponseSchema,
  BookingSchema,
  CreateBookingBodySchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { currentUser } from '../../plugins/auth';
import { toBookingDto } from './booking.serializer';
import { bookPaidIntent, listUserBookings } from './bookings.service';

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
      preValidation: app.authenticate,
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
        { intentId: request.body.paymentIntentId, user: currentUser(request), body: request.body },
        config.qrSecret,
      );
      return reply.status(created ? 201 : 200).send({
        message: created ? 'Booking successful!' : 'Booking already confirmed',
        booking: await toBookingDto(booking),
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
};
