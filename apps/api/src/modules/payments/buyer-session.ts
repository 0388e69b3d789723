import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import { unauthorized } from '../../lib/app-error';
import { verifySessionToken } from '../../lib/tokens';
import { bearerToken } from '../../plugins/auth';

const buyerIds = new WeakMap<FastifyRequest, string>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The purchase routes' session check: the token only. Whether the account still exists and is not banned is
 * checked by the route's own statements (the purchase facts read, the hold, the booking), so a purchase step does
 * not spend a round trip on reading the user first. A refusal that might be the buyer's standing reads it once
 * (purchase-facts.ts) and answers as the auth plugin would: 401 for a deleted account, 403 with the ban's reason.
 */
export function buyerSession(config: AppConfig): preValidationAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifySessionToken(token, config.jwtSecret);
    if (!claims || !UUID.test(claims.sub))
      throw unauthorized('Your session has expired. Please sign in again.');
    buyerIds.set(request, claims.sub);
  };
}

/** The signed-in buyer's id, set by `buyerSession`. */
export function buyerIdOf(request: FastifyRequest): string {
  const id = buyerIds.get(request);
  if (!id) throw unauthorized();
  return id;
}
