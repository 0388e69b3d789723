import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { managedEventKeys } from './keys';

/** GET /events?organizer=me: every event of the signed-in organizer (past and cancelled ones too), soonest first. */
export function getMyEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiClient.get<Event[]>('/events', { query: { organizer: 'me' }, signal });
}

export function myEventsQueryOptions() {
  return queryOptions({
    queryKey: managedEventKeys.mine(),
    queryFn: ({ signal }) => getMyEvents(signal),
    // Seats sell while the organizer watches; keep the numbers fresh when they come back to the page.
    staleTime: 0,
  });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}
