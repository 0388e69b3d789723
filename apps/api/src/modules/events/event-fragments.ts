import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { events } from '../../db/schema/events';

// An event as the modules above it see it inside their own statements and transactions: SQL fragments for their
// one-statement paths (decision 0021) and conditions for their queries. The events
// and ticket_categories tables are this module's; the modules above reach them only through what it exports.

/**
 * The event `eventId` (an SQL expression of the statement it goes into, such as `p.event_id`; the fragments here
 * name their own row `e`, so it must not be another `e`'s column) is not cancelled, read
 * under a key-share lock: a statement that books for it waits for a cancellation in progress (an organizer's or an
 * admin's cancel locks the event row FOR UPDATE first) and then sees the event cancelled.
 */
export function eventNotCancelledForBooking(eventId: string): string {
  return `exists (select 1 from events e where e.id = ${eventId} and not e.cancelled for key share)`;
}

/**
 * The select of the event `eventId` (an SQL expression) that a booking statement writes its booking under, for its
 * `policy` CTE: what the booking's answer and its ticket mail show of the event, and the refund policy in force now,
 * its description only when it is a custom one (frozen on the booking).
 */
export function eventBookingTerms(eventId: string): string {
  return `select e.id, e.title, e.date, e.city, e.venue_name, e.venue_address, e.photo, e.photo_thumb, e.cancelled,
      e.refund_seven_days_or_more, e.refund_one_to_days, e.refund_less_than_day,
      case when e.use_default_refund_policy then null else e.refund_policy_description end as refund_policy_description
    from events e where e.id = ${eventId}`;
}

/** Whether the event `eventId` (an SQL expression) is cancelled, as a scalar subquery; unlocked. */
export function eventCancelledOf(eventId: string): string {
  return `(select e.cancelled from events e where e.id = ${eventId})`;
}

/**
 * A condition for a query over another table: the event whose id is in `eventId` is active (not cancelled) and not
 * yet begun at `now`.
 */
export function isUpcomingActiveEvent(eventId: AnyPgColumn, now: Date): SQL {
  return sql`exists (select 1 from ${events} where ${and(eq(events.id, eventId), eq(events.cancelled, false), gte(events.date, now))})`;
}
