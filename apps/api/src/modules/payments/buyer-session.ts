import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import { msg } from '../../i18n/message';
import { unauthorized } from '../../lib/app-error';
import { verifySessionToken } from '../../lib/tokens';
import { bearerToken } from '../../plugins/auth';

/** Who is buying: the account and the token version their session was signed with. */
export interface Buyer {
  id: string;
  tokenVersion: number;
}

const buyers = new WeakMap<FastifyRequest, Buyer>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The purchase routes' session check: the token only. Whether the account still exists, is not banned and the
 * token's version is still the account's (a password change ends older sessions: decision 0028) is checked by the
 * route's own statements (the purchase facts read, the hold, the card, the booking), so a purchase step does not
 * spend a round trip on reading the user first. A refusal that might be the buyer's standing reads it once
 * (purchase-facts.ts) and answers as the auth plugin would: 401 for a deleted account, 403 with the ban's reason.
 */
export function buyerSession(config: AppConfig): preValidationAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifySessionToken(token, config.jwtSecret);
    if (!claims || !UUID.test(claims.sub))
      throw unauthorized(msg('Your session has expired. Please sign in again.'));
    buyers.set(request, { id: claims.sub, tokenVersion: claims.ver });
  };
}

/** The signed-in buyer, set by `buyerSession`. */
export function buyerOf(request: FastifyRequest): Buyer {
  const buyer = buyers.get(request);
  if (!buyer) throw unauthorized();
  return buyer;
}
