import type { ProfileStats } from '@ticketmela/domain';
import { paiseToRupees } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
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
 * GET /api/users/profile/stats, a read model (apps/api/architecture.json): one read over the person's bookings and
 * those bookings' events, which the users module does not own. Profile statistics over the user's bookings. Cancelled bookings count in no total; what was spent is
 * what was paid less what was refunded. An event is upcoming when its date is after now.
 */
export async function profileStats(db: DbOrTx, userId: string, now: Date): Promise<ProfileStats> {
  const [row] = await db
    .select({
      totalBookings: sql<number>`count(*) filter (where not ${bookings.cancelled})`.mapWith(Number),
      upcomingEvents:
        sql<number>`count(*) filter (where not ${bookings.cancelled} and not ${events.cancelled} and ${events.date} > ${now})`.mapWith(
          Number,
        ),
      completedEvents:
        sql<number>`count(*) filter (where not ${bookings.cancelled} and not ${events.cancelled} and ${events.date} <= ${now})`.mapWith(
          Number,
        ),
      spentPaise:
        sql<number>`coalesce(sum(${bookings.totalAmountPaise} - case when ${bookings.refundStatus} = 'processed' then ${bookings.refundAmountPaise} else 0 end + ${keptOfCancelledTickets}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.userId, userId));
  return {
    totalBookings: row?.totalBookings ?? 0,
    upcomingEvents: row?.upcomingEvents ?? 0,
    completedEvents: row?.completedEvents ?? 0,
    totalSpent: paiseToRupees(row?.spentPaise ?? 0),
  };
}
