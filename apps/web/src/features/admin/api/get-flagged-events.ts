import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlaggedEvent } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /reports/events/flagged: every reported event with its reports, most reported first. */
export function getFlaggedEvents(signal?: AbortSignal): Promise<FlaggedEvent[]> {
  return apiClient.get<FlaggedEvent[]>('/reports/events/flagged', { signal });
}

export function flaggedEventsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.flaggedEvents(),
    queryFn: ({ signal }) => getFlaggedEvents(signal),
    staleTime: 0,
  });
}

export function useFlaggedEvents() {
  return useQuery(flaggedEventsQueryOptions());
}
