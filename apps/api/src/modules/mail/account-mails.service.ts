import { createHash, randomUUID } from 'node:crypto';
import { localeOr } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from './outbox.service';

/*
 * The account notices (decision 0028), queued in the transaction of their cause. The users module calls these with
 * what the mail shows, and the account's language (users.locale; English when not given); no table of another module
 * is read here.
 */

/** An account's language (users.locale), English when not known. */

/** `name@example.org` -> `n***@example.org`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The e-mail of an account changed: its OLD address is told (with the new one masked), whoever made the change. */
export async function queueEmailChangedMail(
  tx: DbOrTx,
  change: { name: string; oldEmail: string; newEmail: string; locale?: string | null },
  now: Date,
): Promise<void> {
  await enqueueMail(
    tx,
    {
      kind: 'email_changed',
      // Every change is its own notice (A to B, back to A, to B again: three mails).
      causeId: randomUUID(),
      recipient: change.oldEmail,
      payload: {
        locale: localeOr(change.locale),
        name: change.name,
        newEmailMasked: maskEmail(change.newEmail),
        changedAt: now.toISOString(),
      },
    },
    now,
  );
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A uuid-shaped id of (account, hour): the outbox's unique (kind, cause, recipient) key then keeps repeated
 * registration attempts with one person's details to one mail an hour, without a read.
 */
function hourlyCause(userId: string, now: Date): string {
  const hex = createHash('sha256')
    .update(`registration-attempt:${userId}:${Math.floor(now.getTime() / HOUR_MS)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Someone registered with the e-mail or phone of an existing account: its owner is told (at most hourly). */
export async function queueRegistrationAttemptMail(
  tx: DbOrTx,
  owner: { id: string; name: string; email: string; locale?: string | null },
  matched: 'email' | 'phone',
  now: Date,
): Promise<void> {
  await enqueueMail(
    tx,
    {
      kind: 'registration_attempt',
      causeId: hourlyCause(owner.id, now),
      recipient: owner.email,
      payload: { locale: localeOr(owner.locale), name: owner.name, matched, attemptedAt: now.toISOString() },
    },
    now,
  );
}
