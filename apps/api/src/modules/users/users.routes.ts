import {
  ApiErrorSchema,
  ProfileStatsSchema,
  UpdateLocaleBodySchema,
  UpdateProfileBodySchema,
  UpdateProfileResponseSchema,
  UserResponseSchema,
} from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { notFound } from '../../lib/app-error';
import { signSessionToken } from '../../lib/tokens';
import { currentUser } from '../../plugins/auth';
import { countingPasswordGuess } from './password-guess';
import { profileStats } from './profile-stats';
import { updateProfile } from './profile-update';
import { toUserDto } from './user.serializer';
import { saveUserLocale } from './users.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
const security = [{ bearer: [] }];

/**
 * Under /api/users: the signed-in person's own profile. The account's removal (DELETE /delete) and an admin's routes
 * on an account (ban, unban, full details, removal) are mounted at the same prefix from the admin module
 * (admin/account-removal.routes, admin/user-admin.routes), which sits above the modules those flows span.
 */
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
      return {
        user: toUserDto(user),
        message: translateFor(request, msg('Profile updated successfully')),
        token,
      };
    },
  );

  app.put(
    '/me/locale',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Save the signed-in user's language (en or hi)",
        description:
          'Kept on the account (decision 0044): the web follows it on every device, and the e-mails about the account are written in it.',
        security,
        body: UpdateLocaleBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await saveUserLocale(app.db, currentUser(request).id, request.body.locale);
      if (!user) throw notFound(msg('User not found'));
      return { user: toUserDto(user) };
    },
  );
};
