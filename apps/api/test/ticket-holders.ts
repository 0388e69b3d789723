import type { Answer } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { bookingAttendees } from '../src/db/schema';

export interface TicketHolderRow {
  name: string;
  email?: string | null;
  categoryName?: string | null;
  answers?: Answer[];
  /** Cancelled on its own (a partial cancellation). */
  cancelled?: boolean;
}

/**
 * Replaces a booking's ticket rows (booking_attendees) with these, positions 1, 2, ... in order: a test names its
 * tickets itself, whichever way its booking was made (the purchase path writes its own rows; a row written straight
 * to bookings has none).
 */
export async function setTicketHolders(db: Database, bookingId: string, holders: TicketHolderRow[]) {
  await db.delete(bookingAttendees).where(eq(bookingAttendees.bookingId, bookingId));
  if (holders.length === 0) return;
  await db.insert(bookingAttendees).values(
    holders.map((holder, index) => ({
      bookingId,
      position: index + 1,
      categoryName: holder.categoryName ?? null,
      name: holder.name,
      email: holder.email ?? null,
      answers: holder.answers ?? [],
      cancelledAt: holder.cancelled ? new Date() : null,
    })),
  );
}
