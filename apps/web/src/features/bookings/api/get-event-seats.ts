import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeatsResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** GET /events/{id}/seats: the seats still available. */
export function getEventSeats(eventId: string, signal?: AbortSignal): Promise<SeatsResponse> {
  return apiClient.get<SeatsResponse>(`/events/${encodeURIComponent(eventId)}/seats`, {
    signal,
  });
}

export function eventSeatsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: bookingKeys.eventSeats(eventId),
    queryFn: ({ signal }) => getEventSeats(eventId, signal),
    // Seats sell while the page is open: always ask again when the panel mounts.
    staleTime: 0,
  });
}

export function useEventSeats(eventId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventSeatsQueryOptions(eventId), enabled: options.enabled ?? true });
}
