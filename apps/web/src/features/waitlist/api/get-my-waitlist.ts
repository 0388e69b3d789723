import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/** GET /waitlist/mine: the signed-in person's waitlist entries, newest first (offers among them). */
export function getMyWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return apiClient.get<WaitlistEntry[]>('/waitlist/mine', { signal });
}

export function myWaitlistQueryOptions(userId: string) {
  return queryOptions({
    queryKey: waitlistKeys.mine(userId),
    queryFn: ({ signal }) => getMyWaitlist(signal),
  });
}

export function useMyWaitlist(userId: string) {
  return useQuery(myWaitlistQueryOptions(userId));
}
