import type { QueryClient } from '@tanstack/react-query';
import { eventsRoot, profileStatsKey } from '@/lib/query-keys';
import { bookingKeys } from './keys';

/**
 * What cancelling a booking, or some of its tickets, changes: the user's bookings and tickets (both lists, every
 * event's seat count and the ticket pages live under the bookings root), the events (their available seats) and the
 * profile statistics (Total Bookings, Upcoming Events and Total Spent).
 */
export function refreshAfterCancellation(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventsRoot }),
    queryClient.invalidateQueries({ queryKey: profileStatsKey(userId) }),
  ]);
}
