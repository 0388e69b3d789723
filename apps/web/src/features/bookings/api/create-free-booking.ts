import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingResponse, FreeBookingBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { bookingKeys } from './keys';

/**
 * POST /bookings/free: books a selection whose total is 0 (a free event or free ticket categories) without a
 * payment; the server takes the seats in the same transaction. 402 PAYMENT_REQUIRED when the tickets are not free
 * (any more); 409 SOLD_OUT, CONFLICT (already booked), EVENT_PAST or EVENT_CANCELLED when it cannot be booked. The
 * same `idempotencyKey` answers the same booking, so a retry after a lost answer books once.
 */
export function createFreeBooking(body: FreeBookingBody): Promise<BookingResponse> {
  return apiClient.post<BookingResponse>('/bookings/free', body);
}

/** Books, then shows the booking at once (the side panel turns to "You're Registered!") and refreshes seats. */
export function useCreateFreeBookingMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFreeBooking,
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
