import {
  ApiErrorSchema,
  BanUserBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ProfileStatsSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { toUserDto } from './user.serializer';
import { deleteAccount, profileStats, setBan, updateProfile } from './users.service';

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
      await deleteAccount(app.db, currentUser(request).id, new Date());
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
      const user = await setBan(app.db, request.params.id, { reason: request.body.reason, at: new Date() });
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
      const user = await setBan(app.db, request.params.id, null);
      return { user: toUserDto(user), message: 'User unbanned successfully' };
    },
  );
};
