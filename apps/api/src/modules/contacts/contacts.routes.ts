import {
  ApiErrorSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactMessageSchema,
  ContactSentResponseSchema,
  EventInquiryBodySchema,
  GeneralContactBodySchema,
  IdParamsSchema,
  UpdateContactStatusBodySchema,
} from '@ticketmela/domain';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { localeOfRequest } from '../../lib/request-locale';
import { currentUser } from '../../plugins/auth';
import { sendEventInquiry, sendGeneralContact, updateContactStatus } from './contacts.service';
import { listGeneralContacts, listOrganizerInquiries } from './inquiry-lists';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};
const security = [{ bearer: [] }];

export const EVENT_INQUIRY_SENT_MESSAGE = msg('Message sent to the organizer successfully!');
export const GENERAL_CONTACT_SENT_MESSAGE = msg("Message sent successfully! We'll get back to you soon.");

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Anyone may send these: every attempt counts against the sender's IP, before anything else. */
  const limitPerIp: preValidationAsyncHookHandler = async (request) => {
    await app.contactRateLimiter.consume(request.ip);
  };

  app.post(
    '/event/:id',
    {
      preValidation: limitPerIp,
      schema: {
        tags: ['contacts'],
        summary: "Ask an upcoming event's organizer a question (anyone; rate limited per IP)",
        params: IdParamsSchema,
        body: EventInquiryBodySchema,
        response: { 201: ContactSentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await sendEventInquiry(app.db, { eventId: request.params.id, body: request.body, now: new Date() });
      return reply
        .status(201)
        .send({ status: 'success', message: translateFor(request, EVENT_INQUIRY_SENT_MESSAGE) });
    },
  );

  app.post(
    '/general',
    {
      preValidation: limitPerIp,
      schema: {
        tags: ['contacts'],
        summary: 'Send the platform a message from the Contact Us page (anyone; rate limited per IP)',
        body: GeneralContactBodySchema,
        response: { 201: ContactSentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await sendGeneralContact(app.db, {
        body: request.body,
        now: new Date(),
        locale: localeOfRequest(request),
      });
      return reply
        .status(201)
        .send({ status: 'success', message: translateFor(request, GENERAL_CONTACT_SENT_MESSAGE) });
    },
  );

  app.get(
    '/organizer',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags: ['contacts'],
        summary: "Inquiries about the caller's own events, newest first (admins: every event's)",
        security,
        querystring: ContactListQuerySchema,
        response: { 200: ContactListResponseSchema, ...errors },
      },
    },
    async (request) => listOrganizerInquiries(app.db, { viewer: currentUser(request), query: request.query }),
  );

  app.get(
    '/general',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['contacts'],
        summary: 'General contact messages, newest first (admin)',
        security,
        querystring: ContactListQuerySchema,
        response: { 200: ContactListResponseSchema, ...errors },
      },
    },
    async (request) => listGeneralContacts(app.db, request.query),
  );

  app.patch(
    '/:id/status',
    {
      preValidation: app.requireRole('organizer', 'admin'),
      schema: {
        tags: ['contacts'],
        summary: "Set a message's status, notes and contact method",
        description:
          'Admins: any message (audited). Organizers: inquiries about their own events; anything else is 404.',
        security,
        params: IdParamsSchema,
        body: UpdateContactStatusBodySchema,
        response: { 200: ContactMessageSchema, ...errors },
      },
    },
    async (request) =>
      updateContactStatus(app.db, {
        contactId: request.params.id,
        body: request.body,
        actor: currentUser(request),
        now: new Date(),
      }),
  );
};
