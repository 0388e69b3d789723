import type { DeleteAccountBody } from '@ticketmela/domain';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../../db/schema/users';
import { type Message, msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { verifyGoogleIdToken } from '../../lib/google-id-token';
import { accountHasPassword, isAccountPassword } from './users.service';

/** A Google sign-in that confirms an irreversible step must be this recent. */
export const GOOGLE_CONFIRMATION_MAX_AGE_SECONDS = 10 * 60;

const wrong = (message: Message, field: 'password' | 'googleCredential') =>
  new AppError('WRONG_PASSWORD', message, field);

/**
 * Before an account is deleted by its owner, the owner proves they are present, not just their token (decision
 * 0028): the account's password, or for an account without one a fresh Google sign-in of the same Google account.
 * Refusals are 400s naming the field (a 401 would end the web's session).
 */
export async function assertOwnerConfirmed(
  db: DbOrTx,
  user: SessionUser,
  proof: DeleteAccountBody,
  config: Pick<AppConfig, 'googleClientId' | 'googleJwksUrl'>,
): Promise<void> {
  if (proof.password !== undefined) {
    if (!(await isAccountPassword(db, user.id, proof.password))) {
      throw wrong(msg('Your password is incorrect'), 'password');
    }
    return;
  }
  if (proof.googleCredential !== undefined) {
    const identity =
      user.googleId && config.googleClientId
        ? await verifyGoogleIdToken(proof.googleCredential, {
            clientId: config.googleClientId,
            jwksUrl: config.googleJwksUrl,
            maxAgeSeconds: GOOGLE_CONFIRMATION_MAX_AGE_SECONDS,
          })
        : null;
    if (!identity || identity.googleId !== user.googleId) {
      throw wrong(msg('Google did not confirm this account. Please try again.'), 'googleCredential');
    }
    return;
  }
  // Neither given: ask for the one the account has (a Google account without a password confirms with Google).
  throw !user.googleId || (await accountHasPassword(db, user.id))
    ? new AppError('VALIDATION_ERROR', msg('Please enter your password to delete your account'), 'password')
    : new AppError(
        'VALIDATION_ERROR',
        msg('Please confirm with Google to delete your account'),
        'googleCredential',
      );
}
