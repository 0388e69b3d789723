import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /events without filters: every event on the platform, past and cancelled ones included, soonest first. */
export function getAllEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiClient.get<Event[]>('/events', { signal });
}

export function allEventsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.events(),
    queryFn: ({ signal }) => getAllEvents(signal),
    staleTime: 0,
  });
}

export function useAllEvents() {
  return useQuery(allEventsQueryOptions());
}
