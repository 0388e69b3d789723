import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE, type ContactListResponse, type ContactStatus } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface GeneralContactsQuery {
  page: number;
  /** '' is every status. */
  status: ContactStatus | '';
}

/** GET /contacts/general?page&limit=20[&status]: one page of the general contact messages, newest first. */
export function getGeneralContacts(
  { page, status }: GeneralContactsQuery,
  signal?: AbortSignal,
): Promise<ContactListResponse> {
  return apiClient.get<ContactListResponse>('/contacts/general', {
    query: { page, limit: CONTACT_PAGE_SIZE, status: status || undefined },
    signal,
  });
}

export function generalContactsQueryOptions(query: GeneralContactsQuery) {
  return queryOptions({
    queryKey: adminKeys.contacts(query.status, query.page),
    queryFn: ({ signal }) => getGeneralContacts(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useGeneralContacts(query: GeneralContactsQuery) {
  return useQuery(generalContactsQueryOptions(query));
}
