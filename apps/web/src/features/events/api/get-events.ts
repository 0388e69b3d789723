import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import { eventKeys } from './keys';

/** The query parameters GET /events accepts (EventListQuerySchema in the domain package). */
export interface EventsQuery {
  search?: string;
  category?: string;
  city?: string;
  /** India day, YYYY-MM-DD. */
  date?: string;
  maxPrice?: number;
  organizer?: string;
  /** Only non-cancelled events that have not started. */
  upcoming?: boolean;
  limit?: number;
}

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
