import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import { eventKeys } from './keys';

/** GET /events/{id}: one event (404 'Event not found'; 400 for a malformed id). */
export function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(`/events/${encodeURIComponent(id)}`, { signal });
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    ...preloadedInitialData<Event>(`/events/${encodeURIComponent(id)}`),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
