import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingsRoot } from '@/lib/query-keys';

/**
 * The booking behind a ticket, for what the ticket (GET /bookings/{id}/qr) does not carry: the names on its tickets,
 * the buyer's answers and the promo code. Read from GET /bookings/user under the key the bookings feature gives that
 * list, so the ticket page asks for it once.
 */
export function ticketBookingQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: [...bookingsRoot, userId, 'list'] as const,
    queryFn: ({ signal }) => apiClient.get<Booking[]>('/bookings/user', { signal }),
    select: (bookings: Booking[]) => bookings.find((booking) => booking._id === bookingId) ?? null,
  });
}

export function useTicketBooking(userId: string, bookingId: string) {
  return useQuery(ticketBookingQueryOptions(userId, bookingId));
}
