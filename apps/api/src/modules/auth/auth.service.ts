import type { LoginBody } from '@ticketmela/domain';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { verifyGoogleIdToken } from '../../lib/google-id-token';
import { verifyPassword } from '../../lib/passwords';
import { signSessionToken } from '../../lib/tokens';
import { bannedError } from '../../plugins/auth';
import type { SignInThrottle } from '../../plugins/rate-limit';
import {
  createGoogleUser,
  findUserByEmail,
  findUserByGoogleId,
  findUserByIdentifier,
  linkGoogleAccount,
  recordLogin,
} from '../users/users.service';
import type { KnownDevice } from './known-device';

/** One message for every wrong-credentials case, so it never tells which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = msg('Invalid email/phone or password');

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

async function issueSession(db: DbOrTx, user: UserRow, config: AppConfig, now: Date) {
  const signedIn = await recordLogin(db, user.id, now);
  const token = await signSessionToken(
    { sub: signedIn.id, role: signedIn.role, ver: signedIn.tokenVersion },
    config.jwtSecret,
    config.jwtExpiresIn,
  );
  return { user: signedIn, token };
}

/**
 * Whose wrong passwords an attempt counts against (decision 0030): a known device of the account counts alone, so
 * failures typed elsewhere never close the account there; any other attempt counts against the account itself,
 * whichever identifier (e-mail or phone) was typed. An identifier without an account gets its own key, closed the
 * same way, so closing never tells whether an account exists.
 */
function throttleKeyFor(user: UserRow | undefined, identifier: string, device: KnownDevice | null): string {
  if (!user || user.deletedAt) return `unknown:${identifier.trim().toLowerCase()}`;
  if (device && device.userId === user.id) return `device:${device.deviceId}`;
  return `account:${user.id}`;
}

export async function loginWithPassword(
  db: DbOrTx,
  body: LoginBody,
  config: AppConfig,
  now: Date,
  guard: { throttle: SignInThrottle; device: KnownDevice | null },
) {
  const user = await findUserByIdentifier(db, body.identifier);
  const key = throttleKeyFor(user, body.identifier, guard.device);
  await guard.throttle.assertOpen(key);
  // verifyPassword runs even without a user, so a missing account takes as long as a wrong password.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || user.deletedAt || !passwordMatches) {
    await guard.throttle.recordFailure(key);
    throw invalidCredentials();
  }
  if (user.isBanned) throw bannedError(user);
  await guard.throttle.clear(key);
  return issueSession(db, user, config, now);
}

/**
 * Google sign-in: the ID token is verified (signature, audience, issuer, expiry). The first sign-in
 * creates the account; a verified Google e-mail that matches an existing account links to it.
 */
export async function loginWithGoogle(db: DbOrTx, credential: string, config: AppConfig, now: Date) {
  if (!config.googleClientId) {
    throw new AppError('FEATURE_DISABLED', msg('Google sign-in is not enabled on this server'));
  }
  const identity = await verifyGoogleIdToken(credential, {
    clientId: config.googleClientId,
    jwksUrl: config.googleJwksUrl,
  });
  if (!identity) throw new AppError('UNAUTHORIZED', msg('Google login failed'));

  let user = await findUserByGoogleId(db, identity.googleId);
  if (!user) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail && !byEmail.deletedAt) {
      if (!identity.emailVerified) {
        throw new AppError(
          'DUPLICATE',
          msg('An account with this email already exists. Sign in with your password.'),
          'email',
        );
      }
      user = byEmail.isBanned ? byEmail : await linkGoogleAccount(db, byEmail.id, identity.googleId);
    } else {
      user = await createGoogleUser(db, identity);
    }
  }
  if (user.deletedAt) throw new AppError('UNAUTHORIZED', msg('Google login failed'));
  if (user.isBanned) throw bannedError(user);
  return issueSession(db, user, config, now);
}
