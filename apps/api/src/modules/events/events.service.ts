import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';

/**
 * The one place an event becomes cancelled. Cancelling is permanent; the caller's transaction also
 * carries the refunds of the event's bookings once bookings exist (issue: after-the-booking).
 * Returns false when the event was already cancelled or does not exist.
 */
export async function markEventCancelled(tx: DbOrTx, eventId: string, reason: string | null, now: Date) {
  const [cancelled] = await tx
    .update(events)
    .set({ cancelled: true, cancelledReason: reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.cancelled, false)))
    .returning({ id: events.id });
  return Boolean(cancelled);
}

/** Cancels every upcoming event of an organizer (used when the organizer's account is deleted). */
export async function cancelEventsOfOrganizer(tx: DbOrTx, organizerId: string, reason: string, now: Date) {
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.cancelled, false), gt(events.date, now)));
  for (const event of upcoming) await markEventCancelled(tx, event.id, reason, now);
  return upcoming.length;
}
