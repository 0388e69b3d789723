import { useQuery } from '@tanstack/react-query';
import type { ContactListResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { contactKeys } from './keys';

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
