import {
  ApiErrorSchema,
  BanUserBodySchema,
  DeleteAccountBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  OrganizerDetailsResponseSchema,
  ProfileStatsSchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
  UserResponseSchema,
} from '@ticketmela/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { signSessionToken } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { removeAccount } from '../admin/account-removal.service';
import { organizerDetails } from '../admin/organizer-details.service';
import { banUser, unbanUser } from '../admin/user-ban.service';
import { assertOwnerConfirmed } from './account-confirmation';
import { toUserDto } from './user.serializer';
import { profileStats, updateProfile } from './users.service';

/**
 * A guess at the account's password from a signed-in session counts as a sign-in attempt would (decision 0030): per
 * address, and a wrong one against the account's own closing allowance, so a stolen session cannot try passwords
 * without end.
 */
async function countingPasswordGuess<T>(
  app: FastifyInstance,
  ip: string,
  userId: string,
  field: string,
  check: () => Promise<T>,
): Promise<T> {
  const key = `account:${userId}`;
  await app.authRateLimiter.consume(ip);
  await app.signInThrottle.assertOpen(key);
  try {
    const result = await check();
    await app.signInThrottle.clear(key);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.field === field) await app.signInThrottle.recordFailure(key);
    throw error;
  }
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
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
        description:
          'Changing the e-mail or the password also needs currentPassword (a wrong one is a 400 on that field). A new password ends every other session and answers a new token for this one.',
        security,
        body: UpdateProfileBodySchema,
        response: { 200: UpdateProfileResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const signedIn = currentUser(request);
      const update = () => updateProfile(app.db, signedIn, request.body, new Date());
      const { user, passwordChanged } =
        request.body.currentPassword === undefined
          ? await update()
          : await countingPasswordGuess(app, request.ip, signedIn.id, 'currentPassword', update);
      const token = passwordChanged
        ? await signSessionToken(
            { sub: user.id, role: user.role, ver: user.tokenVersion },
            config.jwtSecret,
            config.jwtExpiresIn,
          )
        : undefined;
      return { user: toUserDto(user), message: 'Profile updated successfully', token };
    },
  );

  app.delete(
    '/delete',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete the signed-in account',
        description:
          "Needs the account's password, or for an account without one a Google sign-in of the same account made in the last 10 minutes (googleCredential). The only admin cannot delete their account (409).",
        security,
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await countingPasswordGuess(app, request.ip, user.id, 'password', () =>
        assertOwnerConfirmed(app.db, user, request.body, config),
      );
      await removeAccount(app.db, user.id, { kind: 'self' }, new Date());
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
