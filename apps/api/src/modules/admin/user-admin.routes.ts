import {
  ApiErrorSchema,
  BanUserBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  OrganizerDetailsResponseSchema,
  UserResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from '../users/user.serializer';
import { removeAccount } from './account-removal.service';
import { organizerDetails } from './organizer-details.service';
import { banUser, unbanUser } from './user-ban.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
const security = [{ bearer: [] }];

/** Under /api/users: an admin's actions on one account (ban, unban, the organizer's full details, removal). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id/ban',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Ban a user (not an admin) with a reason',
        security,
        params: IdParamsSchema,
        body: BanUserBodySchema,
        response: { 200: UserResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const user = await banUser(app.db, admin.id, request.params.id, request.body.reason, new Date());
      return { user: toUserDto(user), message: translateFor(request, msg('User banned successfully')) };
    },
  );

  app.patch(
    '/:id/unban',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban',
        security,
        params: IdParamsSchema,
        response: { 200: UserResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await unbanUser(app.db, currentUser(request).id, request.params.id);
      return { user: toUserDto(user), message: translateFor(request, msg('User unbanned successfully')) };
    },
  );
  app.get(
    '/:id/full-details',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'An organizer with statistics, their events and the reports against them (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: OrganizerDetailsResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => organizerDetails(app.db, request.params.id, new Date()),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Delete a user (not an admin): sign-in removed, their upcoming events cancelled with full refunds, their own upcoming bookings cancelled under their refund policy (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await removeAccount(app.db, request.params.id, { kind: 'admin', adminId: admin.id }, new Date());
      return { message: translateFor(request, msg('User deleted successfully')) };
    },
  );
};
