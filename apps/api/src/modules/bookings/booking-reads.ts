import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, partialCancellations } from '../../db/schema/bookings';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import type { BookingAttendeeRow, BookingWithRelations } from './booking.serializer';

// The bookings as their holder reads them: each with what the answer shows of its event, when its payment started,
// its lines, its tickets' holders and its tax documents.

/** Who holds each of its tickets (decision 0042), read with the booking (json: cancelledAt comes as text). */
const extras = (booking: { id: typeof bookings.id }) => ({
  attendees: sql<BookingAttendeeRow[]>`(select coalesce(json_agg(json_build_object(
      'id', a.id, 'bookingId', a.booking_id, 'position', a.position, 'ticketCategoryId', a.ticket_category_id,
      'categoryName', a.category_name, 'name', a.name, 'email', a.email, 'answers', a.answers,
      'cancelledAt', a.cancelled_at) order by a.position), '[]'::json)
    from booking_attendees a where a.booking_id = ${booking.id})`.as('attendees'),
});

const withRelations = {
  event: {
    columns: {
      id: true,
      title: true,
      date: true,
      city: true,
      venueName: true,
      photo: true,
      photoThumb: true,
      cancelled: true,
      dateChangedAt: true,
    },
  },
  // When the buyer committed (their seat hold): a date change after it lets them cancel in full (decision 0029).
  // What it charged: with a promo code's discount, the order's list price (decision 0042).
  payment: { columns: { createdAt: true, method: true, methodDetail: true, amountPaise: true } },
  items: true,
  // Its invoice and credit notes, as references (issue 27).
  taxDocuments: { columns: { id: true, kind: true, number: true, issuedAt: true } },
  // Tickets cancelled while the rest were kept, oldest first, with where each one's refund stands (decision 0041).
  partialCancellations: {
    orderBy: asc(partialCancellations.cancelledAt),
    with: { refund: { columns: { status: true } } },
  },
} as const;

export async function findBookingWithRelations(
  db: DbOrTx,
  id: string,
): Promise<BookingWithRelations | undefined> {
  return (await db.query.bookings.findFirst({ where: eq(bookings.id, id), with: withRelations, extras })) as
    | BookingWithRelations
    | undefined;
}

export async function listCancelledBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: and(eq(bookings.userId, userId), eq(bookings.cancelled, true)),
    orderBy: [desc(bookings.cancellationDate)],
    with: withRelations,
    extras,
  })) as BookingWithRelations[];
}

/** A booking of this user; anyone else's booking is simply not found. */
export async function findOwnBooking(
  db: DbOrTx,
  userId: string,
  bookingId: string,
): Promise<BookingWithRelations> {
  const booking = await findBookingWithRelations(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound(msg('Ticket not found'));
  return booking;
}

export async function listUserBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: eq(bookings.userId, userId),
    orderBy: [desc(bookings.createdAt)],
    with: withRelations,
    extras,
  })) as BookingWithRelations[];
}
