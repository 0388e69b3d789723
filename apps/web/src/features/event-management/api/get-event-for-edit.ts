import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { managedEventKeys } from './keys';

/** GET /events/{id}: the event to fill the edit form with (always fresh: the form must start from the truth). */
export function getEventForEdit(id: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(`/events/${encodeURIComponent(id)}`, { signal });
}

export function eventForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: managedEventKeys.forEdit(id),
    queryFn: ({ signal }) => getEventForEdit(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useEventForEdit(id: string) {
  return useQuery(eventForEditQueryOptions(id));
}
