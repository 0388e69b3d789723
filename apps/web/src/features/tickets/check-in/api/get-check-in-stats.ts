import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInStats } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/** How often the door's "N of M checked in" asks again: other doors check people in too. */
export const CHECK_IN_STATS_POLL_MS = 5_000;

/** GET /bookings/event/{id}/check-in-stats: tickets and seats checked in (organizer of the event or admin). */
export function getCheckInStats(eventId: string, signal?: AbortSignal): Promise<CheckInStats> {
  return apiClient.get<CheckInStats>(`/bookings/event/${encodeURIComponent(eventId)}/check-in-stats`, {
    signal,
  });
}

export function checkInStatsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.stats(eventId),
    queryFn: ({ signal }) => getCheckInStats(eventId, signal),
    staleTime: 0,
    // Polls while the page is in front; a refusal (403, 404) stops it, there is nothing to follow.
    refetchInterval: (query) => (query.state.status === 'error' ? false : CHECK_IN_STATS_POLL_MS),
  });
}

export function useCheckInStats(eventId: string | null) {
  return useQuery({ ...checkInStatsQueryOptions(eventId ?? ''), enabled: eventId !== null });
}
