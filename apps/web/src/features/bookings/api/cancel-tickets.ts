import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelTicketsBody, CancelTicketsResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { refreshAfterCancellation } from './refresh-after-cancellation';

/**
 * POST /bookings/{id}/partial-cancellations: cancels some tickets of one of my bookings and keeps the rest (at least
 * one must stay; every ticket is DELETE /bookings/{id}). Answers the booking as left and the part's refund.
 */
export function cancelTickets(bookingId: string, body: CancelTicketsBody): Promise<CancelTicketsResponse> {
  return apiClient.post<CancelTicketsResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/partial-cancellations`,
    body,
  );
}

/** Cancels the tickets, then refreshes what the cancellation changes (the ticket page and dashboard show what is left). */
export function useCancelTicketsMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: CancelTicketsBody }) =>
      cancelTickets(bookingId, body),
    onSettled: () => refreshAfterCancellation(queryClient, userId),
  });
}
