import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** GET /bookings/user: the signed-in user's bookings, newest first (cancelled ones included). */
export function getUserBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiClient.get<Booking[]>('/bookings/user', { signal });
}

export function userBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: bookingKeys.user(userId),
    queryFn: ({ signal }) => getUserBookings(signal),
  });
}

export function useUserBookings(userId: string) {
  return useQuery(userBookingsQueryOptions(userId));
}

/** The user's booking for an event that still stands (not cancelled), if any; the newest wins. */
export function findActiveBooking(bookings: Booking[] | undefined, eventId: string): Booking | undefined {
  return bookings?.find((booking) => booking.eventId?._id === eventId && !booking.cancelled);
}
