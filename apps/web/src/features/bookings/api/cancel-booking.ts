import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot, profileStatsKey } from '@/lib/query-keys';
import { bookingKeys } from './keys';

/**
 * DELETE /bookings/{id}: cancels one of my bookings of an upcoming event; the answer says how the refund went.
 * 404 'No booking found'; 409 EVENT_PAST or EVENT_CANCELLED.
 */
export function cancelBooking(bookingId: string): Promise<CancelBookingResponse> {
  return apiClient.delete<CancelBookingResponse>(`/bookings/${encodeURIComponent(bookingId)}`);
}

/**
 * Cancels, then refreshes what the cancellation changes: the user's bookings (both lists and every event's
 * seat count live under the bookings root), the events (their available seats) and the profile statistics
 * (Total Bookings, Upcoming Events and Total Spent change).
 */
export function useCancelBookingMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
        queryClient.invalidateQueries({ queryKey: profileStatsKey(userId) }),
      ]),
  });
}
