import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waitlistEntries } from '../../db/schema/waitlist';
import { queueWaitlistClosedMail } from '../mail/waitlist-mails.service';
import { endHoldNow } from '../payments/offer-holds';

/** Why an event's lines close: its organizer switched the list off, it was cancelled, or it has begun. */
export type ClosingReason = 'waitlist_closed' | 'event_cancelled' | 'event_begun';

/**
 * Closes an event's lines in the caller's transaction (decision 0041). The people waiting are closed out; so are
 * open offers, unless the list was only switched off (an offer made is kept). An offer closed has its hold ended now,
 * for the hold sweeper to settle (a payment already made is booked, or refunded when the event is cancelled); holds
 * are ended before entries are locked, the order a decline takes them in. Each person is told by e-mail, except when
 * the event has begun. Returns how many entries were closed.
 */
export async function closeLines(tx: DbOrTx, eventId: string, reason: ClosingReason, now: Date) {
  const statuses = reason === 'waitlist_closed' ? ['waiting'] : ['waiting', 'offered'];
  const open = await tx
    .select({ id: waitlistEntries.id, paymentId: waitlistEntries.paymentId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, statuses)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  for (const entry of open) if (entry.paymentId) await endHoldNow(tx, entry.paymentId, now);
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: 'closed', updatedAt: now })
    .where(
      and(
        inArray(
          waitlistEntries.id,
          open.map((entry) => entry.id),
        ),
        inArray(waitlistEntries.status, statuses),
      ),
    )
    .returning({ id: waitlistEntries.id });
  if (reason !== 'event_begun') {
    for (const entry of closed) await queueWaitlistClosedMail(tx, entry.id, reason, now);
  }
  return closed.length;
}
