import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, partialCancellations } from '../../db/schema/bookings';
import { notFound } from '../../lib/app-error';
import type { BookingWithRelations } from './booking.serializer';

// The bookings as their holder reads them: each with what the answer shows of its event, when its payment started,
// its lines and its tax documents.

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
  payment: { columns: { createdAt: true, method: true, methodDetail: true } },
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
  return (await db.query.bookings.findFirst({ where: eq(bookings.id, id), with: withRelations })) as
    | BookingWithRelations
    | undefined;
}

export async function listCancelledBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: and(eq(bookings.userId, userId), eq(bookings.cancelled, true)),
    orderBy: [desc(bookings.cancellationDate)],
    with: withRelations,
  })) as BookingWithRelations[];
}

/** A booking of this user; anyone else's booking is simply not found. */
export async function findOwnBooking(
  db: DbOrTx,
  userId: string,
  bookingId: string,
): Promise<BookingWithRelations> {
  const booking = await findBookingWithRelations(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Ticket not found');
  return booking;
}

export async function listUserBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: eq(bookings.userId, userId),
    orderBy: [desc(bookings.createdAt)],
    with: withRelations,
  })) as BookingWithRelations[];
}
