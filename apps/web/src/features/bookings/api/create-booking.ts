import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingResponse, CreateBookingBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { bookingKeys } from './keys';

/**
 * POST /bookings: books the seats a succeeded payment intent paid for. Idempotent per intent (201 the first
 * time, 200 with the same booking after). 402 when the payment has not completed; 409 SOLD_OUT (with a refund
 * message) when the hold was lost and the seats have sold out since, PROMO_CODE_USED_UP (refunded too) when its
 * promo code was used up since.
 */
export function createBooking(body: CreateBookingBody): Promise<BookingResponse> {
  return apiClient.post<BookingResponse>('/bookings', body);
}

/** Books, then shows the booking at once (the side panel turns to "You're Registered!") and refreshes seats. */
export function useCreateBookingMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: async ({ booking }) => {
      queryClient.setQueryData<Booking[]>(bookingKeys.user(userId), (previous) => [
        booking,
        ...(previous ?? []).filter((existing) => existing._id !== booking._id),
      ]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
      ]);
    },
  });
}
