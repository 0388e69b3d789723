import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventWaitlist } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/**
 * GET /events/{id}/waitlist: whether people may join, who waits per line, and (signed in) the caller's own entries.
 */
export function getEventWaitlist(eventId: string, signal?: AbortSignal): Promise<EventWaitlist> {
  return apiClient.get<EventWaitlist>(`/events/${encodeURIComponent(eventId)}/waitlist`, { signal });
}

export function eventWaitlistQueryOptions(eventId: string, userId: string | null) {
  return queryOptions({
    queryKey: waitlistKeys.event(eventId, userId),
    queryFn: ({ signal }) => getEventWaitlist(eventId, signal),
  });
}

export function useEventWaitlist(eventId: string, userId: string | null, enabled = true) {
  return useQuery({ ...eventWaitlistQueryOptions(eventId, userId), enabled });
}
