import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTACT_PAGE_SIZE, type ContactListResponse, type ContactStatus } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { type ContactBox, contactKeys } from './keys';

export interface ContactPageQuery {
  page: number;
  /** '' is every status. */
  status: ContactStatus | '';
}

/**
 * GET /contacts/general or /contacts/organizer ?page&limit=20[&status]: one page of an inbox, newest first. General
 * is the Contact Us messages (admins only); organizer is the inquiries about the viewer's events.
 */
export function getContacts(
  box: ContactBox,
  { page, status }: ContactPageQuery,
  signal?: AbortSignal,
): Promise<ContactListResponse> {
  return apiClient.get<ContactListResponse>(`/contacts/${box}`, {
    query: { page, limit: CONTACT_PAGE_SIZE, status: status || undefined },
    signal,
  });
}

export function contactsQueryOptions(box: ContactBox, query: ContactPageQuery) {
  return queryOptions({
    queryKey: contactKeys.page(box, query.status, query.page),
    queryFn: ({ signal }) => getContacts(box, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useContacts(box: ContactBox, query: ContactPageQuery) {
  return useQuery(contactsQueryOptions(box, query));
}
