import { type AdminStats, paiseToRupees } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { readPlatformTallies } from '../tallies/tally-reads';

/**
 * The admin dashboard's numbers from the platform's tallies (decision 0046): a few rows, not a count of every event
 * and booking.
 *
 * - Events: every event; active = not cancelled and dated now or later; cancelled = cancelled.
 * - Bookings: every booking; active = not cancelled.
 * - Revenue (rupees): what was paid for bookings (their tickets cancelled since included) less the refunds already
 *   paid back (the same rule as an attendee's "total spent", so the platform's revenue is the sum of what everyone spent).
 */
export async function adminStats(db: DbOrTx, now: Date): Promise<AdminStats> {
  const tally = await readPlatformTallies(db, now);
  return {
    totalEvents: tally.events,
    activeEvents: tally.activeEvents,
    cancelledEvents: tally.cancelledEvents,
    totalBookings: tally.bookings,
    activeBookings: tally.activeBookings,
    totalRevenue: paiseToRupees(tally.netPaise),
  };
}
