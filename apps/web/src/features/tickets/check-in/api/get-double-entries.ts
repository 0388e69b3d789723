import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoubleEntriesResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/** GET /bookings/event/{id}/double-entries: tickets admitted twice (by doors apart), latest first. */
export function getDoubleEntries(eventId: string, signal?: AbortSignal): Promise<DoubleEntriesResponse> {
  return apiClient.get<DoubleEntriesResponse>(
    `/bookings/event/${encodeURIComponent(eventId)}/double-entries`,
    { signal },
  );
}

export function doubleEntriesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.doubleEntries(eventId),
    queryFn: ({ signal }) => getDoubleEntries(eventId, signal),
  });
}

export function useDoubleEntries(eventId: string | null) {
  return useQuery({ ...doubleEntriesQueryOptions(eventId ?? ''), enabled: eventId !== null });
}
