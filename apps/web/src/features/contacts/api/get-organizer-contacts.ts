import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE, type ContactListResponse, type ContactStatus } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { contactKeys } from './keys';

export interface OrganizerContactsQuery {
  page: number;
  /** '' is every status. */
  status: ContactStatus | '';
}

/** GET /contacts/organizer?page&limit=20[&status]: one page of inquiries about the organizer's events. */
export function getOrganizerContacts(
  { page, status }: OrganizerContactsQuery,
  signal?: AbortSignal,
): Promise<ContactListResponse> {
  return apiClient.get<ContactListResponse>('/contacts/organizer', {
    query: { page, limit: CONTACT_PAGE_SIZE, status: status || undefined },
    signal,
  });
}

export function organizerContactsQueryOptions(query: OrganizerContactsQuery) {
  return queryOptions({
    queryKey: contactKeys.organizer(query.status, query.page),
    queryFn: ({ signal }) => getOrganizerContacts(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useOrganizerContacts(query: OrganizerContactsQuery) {
  return useQuery(organizerContactsQueryOptions(query));
}

/** How many inquiries about the organizer's events still wait for an answer (the dashboard's Messages button). */
export function usePendingInquiryCount(enabled = true) {
  return useQuery({
    queryKey: contactKeys.pendingCount(),
    queryFn: ({ signal }) =>
      apiClient.get<ContactListResponse>('/contacts/organizer', {
        query: { page: 1, limit: 1, status: 'pending' },
        signal,
      }),
    select: (answer) => answer.pagination.total,
    enabled,
    staleTime: 30_000,
  });
}
