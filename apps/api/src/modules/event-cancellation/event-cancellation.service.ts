import type { Database, DbOrTx } from '../../db/client';
import { cancelBookingsOfCancelledEvent } from '../bookings/refunds.service';
import type { EventWithRelations } from '../events/event.serializer';
import { flagEventCancelled, lockEventToCancel, lockUpcomingEventsOf } from '../events/event-locks';
import type { EventActor } from '../events/event-permissions';
import { findEventById } from '../events/event-reads';
import type { EventWriteHook } from '../events/events.service';
import { queueEventCancelledMails } from '../mail/event-change-mails.service';

/**
 * The one place an event becomes cancelled, and so THE place where cancelling an event refunds every
 * active booking of it in full (queued in the same transaction, sent after commit by the refund worker).
 * It spans the events and bookings modules, which is why it lives above both: the events service never
 * imports the bookings side. Returns false when the event was already cancelled or does not exist.
 */
export async function cancelEventWithBookings(
  tx: DbOrTx,
  eventId: string,
  reason: string | null,
  now: Date,
): Promise<boolean> {
  const cancelled = await flagEventCancelled(tx, eventId, reason, now);
  if (cancelled) {
    await cancelBookingsOfCancelledEvent(tx, eventId, now);
    // Every attendee hears of it, in this transaction: the mails exist exactly when the cancellation does.
    await queueEventCancelledMails(tx, eventId, reason, now);
  }
  return cancelled;
}

/** Cancels every upcoming event of an organizer (their account is being deleted), locked first, in id order. */
export async function cancelEventsOfOrganizer(
  tx: DbOrTx,
  organizerId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const eventIds = await lockUpcomingEventsOf(tx, organizerId, now);
  for (const eventId of eventIds) await cancelEventWithBookings(tx, eventId, reason, now);
  return eventIds.length;
}

/**
 * DELETE /api/events/{id}: its organizer or an admin cancels an upcoming event for good, with an
 * optional reason; a cancelled or past event is refused (409). `afterWrite` runs in the same
 * transaction (an admin's deletion is audited there).
 */
export async function cancelEvent(
  db: Database,
  eventId: string,
  actor: EventActor,
  reason: string | null,
  now: Date,
  afterWrite?: EventWriteHook,
): Promise<EventWithRelations> {
  await db.transaction(async (tx) => {
    const event = await lockEventToCancel(tx, eventId, actor, now);
    await cancelEventWithBookings(tx, eventId, reason, now);
    await afterWrite?.(tx, event);
  });
  return findEventById(db, eventId);
}
