import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { userKeys } from './keys';

/** GET /users/profile: the signed-in user, fresh from the server. */
export function getProfile(signal?: AbortSignal): Promise<UserResponse> {
  return apiClient.get<UserResponse>('/users/profile', { signal });
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
