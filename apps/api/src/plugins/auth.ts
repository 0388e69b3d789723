import { normalizeRole, type Role } from '@ticketmela/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { UserRow } from '../db/schema';
import { AppError, unauthorized } from '../lib/app-error';
import { verifySessionToken } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; read through `currentUser(request)`. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
}

/** The 403 every authenticated call of a banned user gets, login included. */
export function bannedError(user: Pick<UserRow, 'banReason' | 'bannedAt'>): AppError {
  return new AppError('BANNED', 403, 'Your account has been banned. Please contact support.', undefined, {
    banReason: user.banReason,
    bannedAt: user.bannedAt?.toISOString() ?? null,
  });
}

export function currentUser(request: FastifyRequest): UserRow {
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
  /** Reads the signed-in user's row (the users module answers it; plugins never import modules). */
  findUser: (id: string) => Promise<UserRow | undefined>;
}

/** Verifies the bearer token, then reads the user (and so the ban flag) from the database every time. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifySessionToken(token, options.config.jwtSecret);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    const user = await options.findUser(claims.sub);
    if (!user || user.deletedAt) throw unauthorized('Your session has expired. Please sign in again.');
    if (user.isBanned) throw bannedError(user);
    request.user = user;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => {
    const handler: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(normalizeRole(currentUser(request).role))) {
        throw new AppError('FORBIDDEN', 403, 'You do not have permission to do this');
      }
    };
    return handler;
  });
});
