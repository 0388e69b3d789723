import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import { eventKeys } from './keys';

/** GET /events/cities: the distinct cities of upcoming events, the soonest event's city first. */
export function getEventCities(signal?: AbortSignal): Promise<string[]> {
  return apiClient.get<string[]>('/events/cities', { signal });
}

export function eventCitiesQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.cities(),
    queryFn: ({ signal }) => getEventCities(signal),
    staleTime: 5 * 60_000,
    ...preloadedInitialData<string[]>('/events/cities'),
  });
}

/** The city filter's options. */
export function useEventCities() {
  return useQuery(eventCitiesQueryOptions());
}
