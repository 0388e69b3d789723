import { ApiErrorSchema, DeleteAccountBodySchema, MessageResponseSchema } from '@ticketmela/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { translateFor } from '../../i18n/translate';
import { currentUser } from '../../plugins/auth';
import { assertOwnerConfirmed } from '../users/account-confirmation';
import { countingPasswordGuess } from '../users/password-guess';
import { removeAccount } from './account-removal.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };
const security = [{ bearer: [] }];

/**
 * Under /api/users, beside the profile routes: the signed-in person closes their own account. It lives in the admin
 * module because the removal spans modules (their upcoming events and bookings cancelled with refunds), the same
 * flow as an admin's DELETE /api/users/{id} (user-admin.routes).
 */
export const accountRemovalRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
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
      return { message: translateFor(request, msg('Account deleted successfully')) };
    },
  );
};
