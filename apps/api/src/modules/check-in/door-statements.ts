import { isAdmin, type VerifyMethod } from '@ticketmela/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Transaction } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { bookingAttendees, bookingItems, bookings } from '../../db/schema/bookings';
import { doorScans } from '../../db/schema/door-scans';
import { events, ticketCategories } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import {
  checkableBooking,
  checkedInBooking,
  checkInBookings,
  clearBookingCheckIns,
} from '../bookings/booking-check-in';
import type { CheckInActor } from './event-access';

/*
 * The door's statements that read a booking with its event, its holder and its ticket lines in one round trip, a
 * read model (apps/api/architecture.json): the one-statement check-in and its undo (decision 0012), whose writes of
 * the check-in columns are the bookings module's (bookings/booking-check-in.ts) and to which this adds the event's
 * conditions and the door's answer; the read that explains a refused scan; a synced scan with its ticket.
 */

/**
 * What an UPDATE of a booking returns for the door: its columns plus, by subquery in the same
 * statement, the attendee's name, the ticket lines in the event's category order and the names on its valid
 * tickets in ticket order (decision 0042).
 */
const doorBookingReturning = {
  id: bookings.id,
  ticketId: bookings.ticketId,
  totalQuantity: bookings.totalQuantity,
  hasTicketCategories: bookings.hasTicketCategories,
  verified: bookings.verified,
  verifiedAt: bookings.verifiedAt,
  verifyMethod: bookings.verifyMethod,
  attendeeName: sql<string>`(select ${qualified(users.name)} from ${users}
    where ${qualified(users.id)} = ${qualified(bookings.userId)})`,
  items: sql<{ categoryName: string; quantity: number }[]>`coalesce((
    select json_agg(
      json_build_object('categoryName', ${qualified(bookingItems.categoryName)}, 'quantity', ${qualified(bookingItems.quantity)})
      order by ${qualified(ticketCategories.position)} nulls last, ${qualified(bookingItems.categoryName)})
    from ${bookingItems} left join ${ticketCategories}
      on ${qualified(ticketCategories.id)} = ${qualified(bookingItems.ticketCategoryId)}
    where ${qualified(bookingItems.bookingId)} = ${qualified(bookings.id)}), '[]'::json)`,
  attendeeNames: sql<string[]>`coalesce((
    select json_agg(${qualified(bookingAttendees.name)} order by ${qualified(bookingAttendees.position)})
    from ${bookingAttendees}
    where ${qualified(bookingAttendees.bookingId)} = ${qualified(bookings.id)}
      and ${qualified(bookingAttendees.cancelledAt)} is null), '[]'::json)`,
};

const ticketEvent = alias(events, 'ticket_event');
const verifier = alias(users, 'verifier');

/**
 * The check-in itself, ONE conditional UPDATE: this ticket, of the door's event, not yet checked in, not
 * cancelled, the event not cancelled and managed by the actor (its organizer, or any admin).
 */
export function checkInAtDoor(
  db: DbOrTx,
  ticketId: string,
  eventId: string,
  actor: CheckInActor,
  checkIn: { at: Date; method: VerifyMethod },
) {
  return checkInBookings(db, { by: actor.id, at: checkIn.at, method: checkIn.method })
    .from(events)
    .where(
      and(
        ...checkableBooking(ticketId, eventId),
        eq(events.id, bookings.eventId),
        eq(events.cancelled, false),
        isAdmin(actor.role) ? undefined : eq(events.organizerId, actor.id),
      ),
    )
    .returning(doorBookingReturning);
}

/**
 * Why the conditional check-in matched nothing, read after the fact in one query: the door's event and the presented
 * ticket side by side, with the ticket's own event and whoever checked it in. Undefined when the door's event is
 * unknown.
 */
export async function readDoorAndTicket(db: DbOrTx, ticketId: string, doorEventId: string) {
  const [door] = await db
    .select({
      organizerId: events.organizerId,
      eventCancelled: events.cancelled,
      ticketEventId: bookings.eventId,
      ticketEventTitle: ticketEvent.title,
      ticketEventOrganizerId: ticketEvent.organizerId,
      cancelled: bookings.cancelled,
      verified: bookings.verified,
      verifiedAt: bookings.verifiedAt,
      verifierName: verifier.name,
    })
    .from(events)
    .leftJoin(bookings, eq(bookings.ticketId, ticketId))
    .leftJoin(ticketEvent, eq(ticketEvent.id, bookings.eventId))
    .leftJoin(verifier, eq(verifier.id, bookings.verifiedBy))
    .where(eq(events.id, doorEventId));
  return door;
}

/** The booking to undo the check-in of, with its event's organizer; its row locked until the transaction ends. */
export async function lockCheckInToUndo(tx: Transaction, bookingId: string) {
  const [current] = await tx
    .select({
      id: bookings.id,
      organizerId: events.organizerId,
      verified: bookings.verified,
      verifiedAt: bookings.verifiedAt,
      verifiedBy: bookings.verifiedBy,
      verifyMethod: bookings.verifyMethod,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return current;
}

/** The undo, one conditional UPDATE answering as the check-in does; nothing when the booking is not checked in. */
export function undoCheckInAtDoor(tx: Transaction, bookingId: string) {
  return clearBookingCheckIns(tx).where(checkedInBooking(bookingId)).returning(doorBookingReturning);
}

/** A scan stored before, with the ticket it became (if any). */
export async function readStoredScan(tx: Transaction, nonce: string) {
  const [stored] = await tx
    .select({ eventId: doorScans.eventId, bookingId: bookings.id, ticketId: bookings.ticketId })
    .from(doorScans)
    .leftJoin(bookings, eq(bookings.id, doorScans.bookingId))
    .where(eq(doorScans.nonce, nonce));
  return stored;
}
