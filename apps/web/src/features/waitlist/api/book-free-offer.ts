import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResponse, CheckoutDetails } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingsRoot, eventsRoot } from '@/lib/query-keys';

/** POST /waitlist/{id}/free-booking: books the free tickets an offer holds, with the names and answers. */
export function bookFreeOffer({
  entryId,
  details,
}: {
  entryId: string;
  details: CheckoutDetails;
}): Promise<BookingResponse> {
  return apiClient.post<BookingResponse>(`/waitlist/${encodeURIComponent(entryId)}/free-booking`, details);
}

/**
 * `onBooked` is the mutation's own callback, not `mutate`'s: it runs even when the form that sent the request is gone
 * by then (the offer, read again meanwhile, shows as bought), so the buyer is still taken to the ticket.
 */
export function useBookFreeOfferMutation(onBooked: (response: BookingResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookFreeOffer,
    onSuccess: onBooked,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsRoot }),
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
      ]),
  });
}
