import { QUEUE_PASS_MINUTES } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { checkQueuePass } from './queue-pass';
import { findOwnPlace } from './waiting-room-reads';

const PASS_REQUIRED = msg(
  'Tickets for this event are sold through its queue. Join the queue and buy when your turn comes.',
);

/** The buyer and event a pass must name. */
export interface PassOwner {
  eventId: string;
  userId: string;
}

/**
 * The number the buyer's pass admits, for the statement that takes the seats (queue-pass-use.ts); null while the
 * event's room is off (a pass then changes nothing). While it is on: 403 QUEUE_PASS_REQUIRED without a pass, with one
 * that lapsed, or with another's.
 */
export async function queuePassNumber(
  roomOn: boolean,
  token: string | undefined,
  owner: PassOwner,
  passSecret: string,
  now: Date,
): Promise<number | null> {
  if (!roomOn) return null;
  if (!token) throw new AppError('QUEUE_PASS_REQUIRED', PASS_REQUIRED);
  const check = await checkQueuePass(token, passSecret, owner, now);
  if (check.ok) return check.number;
  if (check.reason === 'expired')
    throw new AppError(
      'QUEUE_PASS_REQUIRED',
      msg('Your turn in the queue has passed: a pass is good for {minutes} minutes.', {
        minutes: QUEUE_PASS_MINUTES,
      }),
    );
  throw new AppError('QUEUE_PASS_REQUIRED', PASS_REQUIRED);
}

/**
 * After a take with a pass was refused: throws when the pass was the reason (it made its one hold already: 409
 * QUEUE_PASS_USED; its place is not admitted: 403), and returns when the refusal lies elsewhere (the seats went).
 */
export async function explainQueuePassRefusal(
  db: DbOrTx,
  owner: PassOwner,
  passNumber: number,
): Promise<void> {
  const place = await findOwnPlace(db, owner.eventId, owner.userId);
  if (place?.passUsedAt)
    throw new AppError('QUEUE_PASS_USED', msg('Your queue pass has already been used for a booking.'));
  if (!place?.admittedAt || place.number !== passNumber)
    throw new AppError('QUEUE_PASS_REQUIRED', PASS_REQUIRED);
}
