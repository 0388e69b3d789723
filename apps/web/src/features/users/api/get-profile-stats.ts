import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './keys';

/** GET /users/profile/stats: booking counts and the total spent in rupees. */
export function getProfileStats(signal?: AbortSignal): Promise<ProfileStats> {
  return apiClient.get<ProfileStats>('/users/profile/stats', { signal });
}

export function profileStatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.stats(userId),
    queryFn: ({ signal }) => getProfileStats(signal),
  });
}

export function useProfileStats(userId: string) {
  return useQuery(profileStatsQueryOptions(userId));
}
