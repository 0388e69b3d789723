import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys, type VerifiableScope } from './keys';

/**
 * The events the picker offers: GET /events?organizer=me for an organizer, GET /events (every event, past and
 * cancelled ones too) for an admin. The server checks ownership again on every verification.
 */
export function getVerifiableEvents(scope: VerifiableScope, signal?: AbortSignal): Promise<Event[]> {
  return apiClient.get<Event[]>('/events', { query: scope === 'mine' ? { organizer: 'me' } : {}, signal });
}

export function verifiableEventsQueryOptions(userId: string, scope: VerifiableScope) {
  return queryOptions({
    queryKey: checkInKeys.verifiableEvents(userId, scope),
    queryFn: ({ signal }) => getVerifiableEvents(scope, signal),
  });
}

export function useVerifiableEvents(userId: string, scope: VerifiableScope, enabled: boolean) {
  return useQuery({ ...verifiableEventsQueryOptions(userId, scope), enabled });
}
