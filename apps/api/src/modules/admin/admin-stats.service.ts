import { type AdminStats, paiseToRupees } from '@ticketmela/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, partialCancellations, refunds } from '../../db/schema/bookings';
import { events } from '../../db/schema/events';

/**
 * What a booking's partial cancellations kept (decision 0041): the cancelled tickets' value less the refunds paid back
 * for them. The booking's own amount is only what is left, so this is added to it.
 */
const keptOfCancelledTickets = sql`coalesce((select sum(${partialCancellations.valuePaise} - case when ${refunds.status} = 'processed' then ${partialCancellations.refundPaise} else 0 end)
  from ${partialCancellations} left join ${refunds} on ${refunds.id} = ${partialCancellations.refundId}
  where ${partialCancellations.bookingId} = ${bookings.id}), 0)`;

/**
 * The admin dashboard's numbers (docs/decisions, admin console). A read across modules, so it reads
 * the tables itself: two aggregate queries, no rows brought back.
 *
 * - Events: every event; active = not cancelled and dated now or later; cancelled = cancelled.
 * - Bookings: every booking; active = not cancelled.
 * - Revenue (rupees): what was paid for bookings (their tickets cancelled since included) less the refunds already
 *   paid back (the same rule as an attendee's "total spent", so the platform's revenue is the sum of what everyone spent).
 */
export async function adminStats(db: DbOrTx, now: Date): Promise<AdminStats> {
  const [eventCounts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active:
        sql<number>`count(*) filter (where not ${events.cancelled} and ${events.date} >= ${now})`.mapWith(
          Number,
        ),
      cancelled: sql<number>`count(*) filter (where ${events.cancelled})`.mapWith(Number),
    })
    .from(events);
  const [bookingCounts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where not ${bookings.cancelled})`.mapWith(Number),
      netPaise:
        sql<number>`coalesce(sum(${bookings.totalAmountPaise} - case when ${bookings.refundStatus} = 'processed' then ${bookings.refundAmountPaise} else 0 end + ${keptOfCancelledTickets}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings);
  return {
    totalEvents: eventCounts?.total ?? 0,
    activeEvents: eventCounts?.active ?? 0,
    cancelledEvents: eventCounts?.cancelled ?? 0,
    totalBookings: bookingCounts?.total ?? 0,
    activeBookings: bookingCounts?.active ?? 0,
    totalRevenue: paiseToRupees(bookingCounts?.netPaise ?? 0),
  };
}
