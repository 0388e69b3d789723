import {
  ApiErrorSchema,
  BanUserBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  OrganizerDetailsResponseSchema,
  ProfileStatsSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { removeAccount } from '../admin/account-removal.service';
import { organizerDetails } from '../admin/organizer-details.service';
import { banUser, unbanUser } from '../admin/user-ban.service';
import { toUserDto } from './user.serializer';
import { profileStats, updateProfile } from './users.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: toUserDto(currentUser(request)) }),
  );

  app.get(
    '/profile/stats',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's booking statistics",
        security,
        response: { 200: ProfileStatsSchema, ...errors },
      },
    },
    async (request) => profileStats(app.db, currentUser(request).id, new Date()),
  );

  app.patch(
    '/update',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update name, e-mail, phone or password',
        security,
        body: UpdateProfileBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, currentUser(request), request.body);
      return { user: toUserDto(user), message: 'Profile updated successfully' };
    },
  );

  app.delete(
    '/delete',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete the signed-in account',
        security,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeAccount(app.db, currentUser(request).id, { kind: 'self' }, new Date());
      return { message: 'Account deleted successfully' };
    },
  );

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
      return { user: toUserDto(user), message: 'User banned successfully' };
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
      return { user: toUserDto(user), message: 'User unbanned successfully' };
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
      return { message: 'User deleted successfully' };
    },
  );
};
