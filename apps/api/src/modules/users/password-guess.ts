import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * A guess at the account's password from a signed-in session counts as a sign-in attempt would (decision 0030): per
 * address, and a wrong one against the account's own closing allowance, so a stolen session cannot try passwords
 * without end. Used by the profile update here and by the account's own removal (admin/account-removal.routes).
 */
export async function countingPasswordGuess<T>(
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
