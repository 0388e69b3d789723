import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMailDetail } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { emailKeys } from './keys';

/** GET /admin/emails/{id}: one mail with its rendered HTML (inline images as data URLs) and text part. */
export function getEmail(id: string, signal?: AbortSignal): Promise<OutboxMailDetail> {
  return apiClient.get<OutboxMailDetail>(`/admin/emails/${encodeURIComponent(id)}`, { signal });
}

export function emailQueryOptions(id: string) {
  return queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) => getEmail(id, signal),
    staleTime: 0,
  });
}

export function useEmail(id: string) {
  return useQuery(emailQueryOptions(id));
}
