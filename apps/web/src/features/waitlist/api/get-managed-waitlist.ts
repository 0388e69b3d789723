import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedWaitlist } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/** GET /events/{id}/waitlist/manage (the event's organizer or an admin): settings, counts per line, entries. */
export function getManagedWaitlist(eventId: string, signal?: AbortSignal): Promise<ManagedWaitlist> {
  return apiClient.get<ManagedWaitlist>(`/events/${encodeURIComponent(eventId)}/waitlist/manage`, { signal });
}

export function managedWaitlistQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: waitlistKeys.manage(eventId),
    queryFn: ({ signal }) => getManagedWaitlist(eventId, signal),
  });
}

export function useManagedWaitlist(eventId: string) {
  return useQuery(managedWaitlistQueryOptions(eventId));
}
