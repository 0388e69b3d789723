import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ticket } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingsRoot } from '@/lib/query-keys';

/** Query keys of the tickets feature; under the bookings root, so a booking's cancellation refreshes its ticket. */
export const ticketKeys = {
  detail: (userId: string, bookingId: string) => [...bookingsRoot, userId, 'ticket', bookingId] as const,
};

/** GET /bookings/{id}/qr: the digital ticket of one of my bookings; 404 'Ticket not found' for others' or cancelled. */
export function getTicket(bookingId: string, signal?: AbortSignal): Promise<Ticket> {
  return apiClient.get<Ticket>(`/bookings/${encodeURIComponent(bookingId)}/qr`, { signal });
}

export function ticketQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: ticketKeys.detail(userId, bookingId),
    queryFn: ({ signal }) => getTicket(bookingId, signal),
  });
}

export function useTicket(userId: string, bookingId: string) {
  return useQuery(ticketQueryOptions(userId, bookingId));
}
