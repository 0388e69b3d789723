import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerDetailsResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /users/{id}/full-details: the organizer, their statistics, events and the reports against them. */
export function getOrganizerDetails(id: string, signal?: AbortSignal): Promise<OrganizerDetailsResponse> {
  return apiClient.get<OrganizerDetailsResponse>(`/users/${encodeURIComponent(id)}/full-details`, { signal });
}

export function organizerDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.organizer(id),
    queryFn: ({ signal }) => getOrganizerDetails(id, signal),
    staleTime: 0,
  });
}

export function useOrganizerDetails(id: string) {
  return useQuery(organizerDetailsQueryOptions(id));
}
