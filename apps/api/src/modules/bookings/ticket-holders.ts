import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAttendees } from '../../db/schema/bookings';

/**
 * Marks the holders of tickets a partial cancellation took (decision 0042) cancelled, in its transaction: the last
 * valid tickets of each category line cancelled (by the line's name as the booking keeps it), or the last valid ones
 * of a single-price booking. Their rows stay, with their names and answers.
 */
export async function cancelTicketHolders(
  tx: DbOrTx,
  bookingId: string,
  cancelled: { quantity: number; lines: { categoryName: string; quantity: number }[] },
  now: Date,
): Promise<void> {
  const takes =
    cancelled.lines.length > 0
      ? cancelled.lines.map((line) => ({ categoryName: line.categoryName, quantity: line.quantity }))
      : [{ categoryName: null, quantity: cancelled.quantity }];
  for (const take of takes) {
    const last = tx
      .select({ id: bookingAttendees.id })
      .from(bookingAttendees)
      .where(
        and(
          eq(bookingAttendees.bookingId, bookingId),
          isNull(bookingAttendees.cancelledAt),
          take.categoryName === null ? undefined : eq(bookingAttendees.categoryName, take.categoryName),
        ),
      )
      .orderBy(desc(bookingAttendees.position))
      .limit(take.quantity);
    await tx
      .update(bookingAttendees)
      .set({ cancelledAt: now })
      .where(inArray(bookingAttendees.id, sql`(${last})`));
  }
}
