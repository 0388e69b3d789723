import type { VerifyMethod } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { bookings } from '../../db/schema/bookings';

/**
 * A booking's check-in columns (`verified`, `verified_at`, `verified_by`, `verify_method`): the bookings module owns
 * the table and writes them only here; the door (modules/check-in) decides when. The door's conditional check-in and
 * its undo are ONE statement each (decision 0012): it takes the UPDATE below without its WHERE and puts its event's
 * conditions and its answer to it. The door sync (decision 0024) takes its booking row with `lockBookingOfTicket`,
 * after its scan row, and admits with `admitBooking`.
 */

/** Who checked the booking in, when, and how. */
export interface BookingCheckIn {
  by: string;
  at: Date;
  method: VerifyMethod;
}

const checkedInColumns = (checkIn: BookingCheckIn) => ({
  verified: true,
  verifiedAt: checkIn.at,
  verifiedBy: checkIn.by,
  verifyMethod: checkIn.method,
});

/** The check-in's UPDATE of bookings, its WHERE, FROM and RETURNING left to the door's one statement. */
export function checkInBookings(db: DbOrTx, checkIn: BookingCheckIn) {
  return db.update(bookings).set(checkedInColumns(checkIn));
}

/** The booking the door may still check in: this ticket, of the door's event, not checked in, not cancelled. */
export function checkableBooking(ticketId: string, eventId: string) {
  return [
    eq(bookings.ticketId, ticketId),
    eq(bookings.eventId, eventId),
    eq(bookings.verified, false),
    eq(bookings.cancelled, false),
  ];
}

/** The undo's UPDATE of bookings, clearing the check-in; its WHERE and RETURNING left to the door. */
export function clearBookingCheckIns(db: DbOrTx) {
  return db.update(bookings).set({ verified: false, verifiedAt: null, verifiedBy: null, verifyMethod: null });
}

/** The booking, while it is checked in (an undo that lost a race to another matches nothing). */
export const checkedInBooking = (bookingId: string) =>
  and(eq(bookings.id, bookingId), eq(bookings.verified, true));

/**
 * The booking of a ticket with its check-in, its row locked until the transaction ends: parallel syncs of one ticket
 * take turns. The door sync takes it after its scan row, so the two lock in one order and never deadlock.
 */
export async function lockBookingOfTicket(tx: Transaction, ticketId: string) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      ticketId: bookings.ticketId,
      eventId: bookings.eventId,
      cancelled: bookings.cancelled,
      verified: bookings.verified,
      verifiedAt: bookings.verifiedAt,
      verifiedBy: bookings.verifiedBy,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.ticketId, ticketId))
    .for('update');
  return booking;
}

/** An admission the door made offline: the booking (locked by `lockBookingOfTicket`) checked in as it says. */
export async function admitBooking(tx: Transaction, bookingId: string, checkIn: BookingCheckIn) {
  await tx.update(bookings).set(checkedInColumns(checkIn)).where(eq(bookings.id, bookingId));
}

/** The booking of this ticket when it is of this event, or undefined. */
export async function findTicketOfEvent(db: DbOrTx, ticketId: string, eventId: string) {
  const [booking] = await db
    .select({ id: bookings.id, ticketId: bookings.ticketId })
    .from(bookings)
    .where(and(eq(bookings.ticketId, ticketId), eq(bookings.eventId, eventId)));
  return booking;
}
