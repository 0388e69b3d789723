import type { DoorList } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, events, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { assertManagesEvent, type CheckInActor } from './event-access';
import type { SealedEntryCache } from './sealed-entry-cache';

const NOT_YOUR_EVENT = 'You can only download the check-in list of your own events';

/**
 * GET /api/bookings/event/{id}/door-list (decision 0024): the event's uncancelled tickets, each sealed
 * under its own QR signature, for a door that may lose its network. A cancelled event's list is empty,
 * so a refresh tells the door to admit no one. Entries are ordered by lookup key, which says nothing
 * about when a ticket was bought or by whom.
 */
export async function buildDoorList(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
  cache: SealedEntryCache,
  now: Date,
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
  if (!event) throw notFound('Event not found');
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);

  const tickets = event.cancelled
    ? []
    : await db
        .select({
          bookingId: bookings.id,
          ticketId: bookings.ticketId,
          sig: bookings.qrSignature,
          seats: bookings.totalQuantity,
          holder: users.name,
          verified: bookings.verified,
          verifiedAt: bookings.verifiedAt,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.eventId, event.id), eq(bookings.cancelled, false)));

  const entries = await Promise.all(
    tickets.map((ticket) =>
      cache.seal(ticket.sig, {
        bookingId: ticket.bookingId,
        ticketId: ticket.ticketId,
        eventId: event.id,
        seats: ticket.seats,
        holder: ticket.holder,
        checkedInAt: ticket.verified ? (ticket.verifiedAt?.toISOString() ?? now.toISOString()) : null,
      }),
    ),
  );
  entries.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return {
    eventId: event.id,
    eventTitle: event.title,
    generatedAt: now.toISOString(),
    version: 1,
    entries,
  };
}
