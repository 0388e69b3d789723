import { type DoorList, doorLookupKey } from '@ticketmela/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAttendees, bookings } from '../../db/schema/bookings';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { assertManagesEvent, type CheckInActor } from './event-access';
import type { SealedEntryCache } from './sealed-entry-cache';

const NOT_YOUR_EVENT = msg('You can only download the check-in list of your own events');

/**
 * A transaction commits after its trigger stamped door_changed_at, so a change stamped just before a list's
 * generatedAt may have been invisible to it: a delta answers changes since `since` minus this overlap (the
 * door applies it idempotently). It also covers a small skew between the API's clock and the database's.
 */
export const DOOR_DELTA_OVERLAP_MS = 2 * 60_000;
/** A door that held its list longer than this gets the full list (a delta would be about as large). */
export const DOOR_DELTA_MAX_AGE_MS = 6 * 60 * 60_000;

/** Where a delta starts, or null when the full list is the answer. */
function deltaStart(since: Date | undefined, now: Date, eventCancelled: boolean): Date | null {
  if (!since || eventCancelled) return null;
  const age = now.getTime() - since.getTime();
  if (age < 0 || age > DOOR_DELTA_MAX_AGE_MS) return null;
  return new Date(since.getTime() - DOOR_DELTA_OVERLAP_MS);
}

/** The names on the booking's valid tickets, in ticket order (decision 0042): sealed with the entry, never in clear. */
const namesOfValidTickets = sql<
  string[]
>`coalesce((select json_agg(${bookingAttendees.name} order by ${bookingAttendees.position})
  from ${bookingAttendees}
  where ${bookingAttendees.bookingId} = ${bookings.id} and ${bookingAttendees.cancelledAt} is null), '[]'::json)`;

const byKey = <T extends { k: string }>(a: T, b: T) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);

/**
 * GET /api/bookings/event/{id}/door-list (decision 0024): the event's uncancelled tickets, each sealed
 * under its own QR signature, for a door that may lose its network. A cancelled event's list is empty,
 * so a refresh tells the door to admit no one. Entries are ordered by lookup key, which says nothing
 * about when a ticket was bought or by whom.
 *
 * With `since` (the generatedAt of the list the door holds, at most 6 h old) the answer is a delta: the
 * entries of tickets added or changed since then and the lookup keys of tickets cancelled since then, read
 * from bookings.door_changed_at, which a trigger moves on every change a door's list shows (migration 0005).
 * A cancelled event always gets the full, empty list.
 */
export async function buildDoorList(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
  cache: SealedEntryCache,
  now: Date,
  since?: Date,
): Promise<DoorList> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      organizerId: events.organizerId,
      cancelled: events.cancelled,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);

  const from = deltaStart(since, now, event.cancelled);
  const rows = event.cancelled
    ? []
    : await db
        .select({
          bookingId: bookings.id,
          ticketId: bookings.ticketId,
          sig: bookings.qrSignature,
          seats: bookings.totalQuantity,
          holder: users.name,
          names: namesOfValidTickets,
          verified: bookings.verified,
          verifiedAt: bookings.verifiedAt,
          cancelled: bookings.cancelled,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(
          from
            ? and(eq(bookings.eventId, event.id), gt(bookings.doorChangedAt, from))
            : and(eq(bookings.eventId, event.id), eq(bookings.cancelled, false)),
        );
  const tickets = rows.filter((row) => !row.cancelled);
  const removed = await Promise.all(rows.filter((row) => row.cancelled).map((row) => doorLookupKey(row.sig)));

  const entries = await Promise.all(
    tickets.map((ticket) =>
      cache.seal(ticket.sig, {
        bookingId: ticket.bookingId,
        ticketId: ticket.ticketId,
        eventId: event.id,
        seats: ticket.seats,
        holder: ticket.holder,
        names: ticket.names,
        checkedInAt: ticket.verified ? (ticket.verifiedAt?.toISOString() ?? now.toISOString()) : null,
      }),
    ),
  );
  entries.sort(byKey);
  removed.sort();
  return {
    eventId: event.id,
    eventTitle: event.title,
    generatedAt: now.toISOString(),
    version: 1,
    delta: from !== null,
    removed,
    entries,
  };
}
