import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitingRoomKeys } from './keys';

/** GET /events/{id}: the event's title, date and state, shown above its queue and its room's settings. */
export function getRoomEvent(eventId: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(`/events/${encodeURIComponent(eventId)}`, { signal });
}

export function roomEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: waitingRoomKeys.event(eventId),
    queryFn: ({ signal }) => getRoomEvent(eventId, signal),
  });
}

export function useRoomEvent(eventId: string) {
  return useQuery(roomEventQueryOptions(eventId));
}
