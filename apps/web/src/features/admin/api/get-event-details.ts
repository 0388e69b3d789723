import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /events/{id}: one event with its category, organizer and ticket categories, for the details modal. */
export function getEventDetails(id: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(`/events/${encodeURIComponent(id)}`, { signal });
}

export function eventDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.event(id),
    queryFn: ({ signal }) => getEventDetails(id, signal),
    staleTime: 0,
  });
}

/** Loads the event while `id` is set (the modal is open). */
export function useEventDetails(id: string | null) {
  return useQuery({ ...eventDetailsQueryOptions(id ?? ''), enabled: id !== null });
}
