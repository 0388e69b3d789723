import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { refreshAfterCancellation } from './refresh-after-cancellation';

/**
 * DELETE /bookings/{id}: cancels one of my bookings of an upcoming event; the answer says how the refund went.
 * 404 'No booking found'; 409 EVENT_PAST or EVENT_CANCELLED.
 */
export function cancelBooking(bookingId: string): Promise<CancelBookingResponse> {
  return apiClient.delete<CancelBookingResponse>(`/bookings/${encodeURIComponent(bookingId)}`);
}

/** Cancels, then refreshes what the cancellation changes. */
export function useCancelBookingMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => refreshAfterCancellation(queryClient, userId),
  });
}
