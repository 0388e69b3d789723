import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import type { EventsQuery } from './events-query';
import { eventKeys } from './keys';

/** GET /events: a JSON array of events; the query narrows it on the server (upcoming=true, limit, ...). */
export function getEvents(query: EventsQuery = {}, signal?: AbortSignal): Promise<Event[]> {
  return apiClient.get<Event[]>('/events', { query: { ...query }, signal });
}

export function eventsQueryOptions(query: EventsQuery = {}) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
    ...preloadedInitialData<Event[]>('/events', { ...query }),
  });
}

export function useEvents(query: EventsQuery = {}) {
  return useQuery(eventsQueryOptions(query));
}
