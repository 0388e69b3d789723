import { eventCancelRefusal } from '@ticketmela/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventRow, events, type TicketCategoryRow, ticketCategories } from '../../db/schema/events';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { type EventActor, throwIfRefused } from './event-permissions';

// ---------------------------------------------------------------------------------------------------
// The locks of an edit and of a cancellation (organizer-admin spec §4, §5, §7; docs/decisions/0007).
//
// Seats sold = totalSeats - availableSeats (bookings and payments in progress). Lock order for every
// writer of seat counts: the event's ticket_categories rows in id order, then the events row; the same
// order inventory.service's takeSeats/returnSeats update them in, so an edit and a seat sale never
// interleave (the edit waits, then counts the sale) and never deadlock.
// ---------------------------------------------------------------------------------------------------

/** The event's ticket categories, locked in id order (the first half of the lock order above). */
export async function lockTicketCategories(tx: DbOrTx, eventId: string): Promise<TicketCategoryRow[]> {
  return tx
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.id))
    .for('update');
}

/** The events row, locked (the second half of the lock order above); 404 when there is none. */
export async function lockEvent(tx: DbOrTx, eventId: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event) throw notFound(msg('Event not found'));
  return event;
}

/**
 * Locks an event's ticket categories and then its row, in the order above, before any of its bookings is locked
 * (a booking's cancellation). The locked event row, or undefined when there is none.
 */
export async function lockEventForBookingChanges(tx: DbOrTx, eventId: string): Promise<EventRow | undefined> {
  await lockTicketCategories(tx, eventId);
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

/**
 * Locks an event its organizer or an admin is about to cancel and checks that it may be: not cancelled
 * already (409) and, for its organizer, not past (409). An admin may cancel one that has begun or passed
 * (decision 0029: whatever happened to its date, an admin can always refund everyone in full). Call it inside
 * the cancelling transaction.
 */
export async function lockEventToCancel(
  tx: DbOrTx,
  eventId: string,
  actor: EventActor,
  now: Date,
): Promise<EventRow> {
  const event = await lockEvent(tx, eventId);
  throwIfRefused(eventCancelRefusal(event, actor, now));
  return event;
}

/**
 * Locks an organizer's upcoming, active events for cancelling, in id order (as every writer of several events locks
 * them), and answers their ids. FOR UPDATE, as `lockEventToCancel` does for one event: a booking statement reads its
 * event under a key-share lock, which a plain UPDATE of the row would not make it wait for, so it could still book
 * an event this transaction is cancelling.
 */
export async function lockUpcomingEventsOf(tx: DbOrTx, organizerId: string, now: Date): Promise<string[]> {
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.cancelled, false), gt(events.date, now)))
    .orderBy(asc(events.id))
    .for('update');
  return upcoming.map((event) => event.id);
}

/**
 * Flags an event cancelled, for good, and says whether this call did it (false when it was already
 * cancelled or does not exist). Only modules/event-cancellation calls it, in the same transaction as
 * the cancellation of the event's bookings and their full refunds.
 */
export async function flagEventCancelled(tx: DbOrTx, eventId: string, reason: string | null, now: Date) {
  const [cancelled] = await tx
    .update(events)
    .set({ cancelled: true, cancelledReason: reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.cancelled, false)))
    .returning({ id: events.id });
  return Boolean(cancelled);
}
