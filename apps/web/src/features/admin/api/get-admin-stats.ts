import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /events/admin/stats: the platform's event, booking and revenue totals. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiClient.get<AdminStats>('/events/admin/stats', { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 0,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
