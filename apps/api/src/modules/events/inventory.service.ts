import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, ticketCategories } from '../../db/schema';

export interface SeatLine {
  ticketCategoryId: string;
  quantity: number;
}

/**
 * Takes seats from stock with conditional updates that never go below zero: every category line,
 * then the event's total. Returns false when any of them has too few seats left; the caller's
 * transaction must then roll back. Lines are taken in id order so concurrent buyers never deadlock.
 */
export async function takeSeats(
  tx: DbOrTx,
  eventId: string,
  seats: number,
  lines: SeatLine[],
): Promise<boolean> {
  for (const line of [...lines].sort((a, b) => a.ticketCategoryId.localeCompare(b.ticketCategoryId))) {
    const taken = await tx
      .update(ticketCategories)
      .set({ availableSeats: sql`${ticketCategories.availableSeats} - ${line.quantity}` })
      .where(
        and(
          eq(ticketCategories.id, line.ticketCategoryId),
          eq(ticketCategories.eventId, eventId),
          gte(ticketCategories.availableSeats, line.quantity),
        ),
      )
      .returning({ id: ticketCategories.id });
    if (taken.length === 0) return false;
  }
  const taken = await tx
    .update(events)
    .set({ availableSeats: sql`${events.availableSeats} - ${seats}` })
    .where(and(eq(events.id, eventId), eq(events.cancelled, false), gte(events.availableSeats, seats)))
    .returning({ id: events.id });
  return taken.length > 0;
}

/** Gives seats back to their categories and the event (a released hold, a cancelled booking). */
export async function returnSeats(
  tx: DbOrTx,
  eventId: string,
  seats: number,
  lines: SeatLine[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.ticketCategoryId.localeCompare(b.ticketCategoryId))) {
    await tx
      .update(ticketCategories)
      .set({
        availableSeats: sql`least(${ticketCategories.availableSeats} + ${line.quantity}, ${ticketCategories.totalSeats})`,
      })
      .where(eq(ticketCategories.id, line.ticketCategoryId));
  }
  await tx
    .update(events)
    .set({ availableSeats: sql`least(${events.availableSeats} + ${seats}, ${events.totalSeats})` })
    .where(eq(events.id, eventId));
}
