import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_LIST_PAGE_SIZE, type EmailListResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { type EmailListFilters, emailKeys } from './keys';

/** GET /admin/emails?page&limit&kind&status: the mail outbox, newest first. */
export function getEmails(filters: EmailListFilters, signal?: AbortSignal): Promise<EmailListResponse> {
  return apiClient.get<EmailListResponse>('/admin/emails', {
    query: {
      page: filters.page,
      limit: EMAIL_LIST_PAGE_SIZE,
      kind: filters.kind || undefined,
      status: filters.status || undefined,
    },
    signal,
  });
}

export function emailsQueryOptions(filters: EmailListFilters) {
  return queryOptions({
    queryKey: emailKeys.list(filters),
    queryFn: ({ signal }) => getEmails(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useEmails(filters: EmailListFilters) {
  return useQuery(emailsQueryOptions(filters));
}
