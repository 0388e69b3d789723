import { normalizeRole, type Role } from '@ticketmela/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { SessionUser, UserRow } from '../db/schema/users';
import { defineStatement, runStatement } from '../db/statement';
import { msg } from '../i18n/message';
import { AppError, unauthorized } from '../lib/app-error';
import { verifySessionToken } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; read through `currentUser(request)`. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

/** The 403 every authenticated call of a banned user gets, login included. */
export function bannedError(user: Pick<UserRow, 'banReason' | 'bannedAt'>): AppError {
  return new AppError('BANNED', msg('Your account has been banned. Please contact support.'), undefined, {
    banReason: user.banReason,
    bannedAt: user.bannedAt?.toISOString() ?? null,
  });
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The bearer token of the Authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export interface AuthPluginOptions {
  config: AppConfig;
}

/**
 * The signed-in user's row, once per request, as one prepared statement: every column a route may show or decide
 * on, never the password hash (docs/decisions/0020). Not cached: a ban or a deletion takes effect on the next call.
 * Only while the token's version is the user's: a password change ends every session signed before it (0028).
 */
const SESSION_USER = defineStatement<SessionUser>(
  'auth_session_user',
  ['id', 'ver'],
  `select id, name, email, phone, role, google_id as "googleId", is_verified as "isVerified",
     is_banned as "isBanned", ban_reason as "banReason", banned_at as "bannedAt", created_at as "createdAt",
     last_login as "lastLogin", deleted_at as "deletedAt", token_version as "tokenVersion", locale
   from users where id = :id and token_version = :ver::int`,
);

/** Verifies the bearer token, then reads the user (and so the ban flag) from the database every time. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifySessionToken(token, options.config.jwtSecret);
    if (!claims) throw unauthorized(msg('Your session has expired. Please sign in again.'));
    const [user] = await runStatement(app.db, SESSION_USER, { id: claims.sub, ver: claims.ver });
    if (!user || user.deletedAt) throw unauthorized(msg('Your session has expired. Please sign in again.'));
    if (user.isBanned) throw bannedError(user);
    request.user = user;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => {
    const handler: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(normalizeRole(currentUser(request).role))) {
        throw new AppError('FORBIDDEN', msg('You do not have permission to do this'));
      }
    };
    return handler;
  });
});
