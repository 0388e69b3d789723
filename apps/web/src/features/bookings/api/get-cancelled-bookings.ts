import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** Key of the cancelled list, under the bookings root so every booking write refreshes it. */
export const cancelledBookingsKey = (userId: string) => [...bookingKeys.all, userId, 'cancelled'] as const;

/** GET /bookings/user/cancelled: the signed-in user's cancelled bookings, most recently cancelled first. */
export function getCancelledBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiClient.get<Booking[]>('/bookings/user/cancelled', { signal });
}

export function cancelledBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cancelledBookingsKey(userId),
    queryFn: ({ signal }) => getCancelledBookings(signal),
  });
}

export function useCancelledBookings(userId: string) {
  return useQuery(cancelledBookingsQueryOptions(userId));
}
