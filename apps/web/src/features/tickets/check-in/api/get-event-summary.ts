import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/** GET /events/{id}: the title and date of the event named in the address (/events/verify/{id}). */
export function getEventSummary(eventId: string, signal?: AbortSignal): Promise<Event> {
  return apiClient.get<Event>(`/events/${encodeURIComponent(eventId)}`, { signal });
}

export function eventSummaryQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.eventSummary(eventId),
    queryFn: ({ signal }) => getEventSummary(eventId, signal),
  });
}

export function useEventSummary(eventId: string | null) {
  return useQuery({ ...eventSummaryQueryOptions(eventId ?? ''), enabled: eventId !== null });
}
