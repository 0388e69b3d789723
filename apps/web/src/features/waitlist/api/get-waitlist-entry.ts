import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/** GET /waitlist/{id}: one of the signed-in person's entries (404 for anyone else's). */
export function getWaitlistEntry(entryId: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return apiClient.get<WaitlistEntry>(`/waitlist/${encodeURIComponent(entryId)}`, { signal });
}

export function waitlistEntryQueryOptions(entryId: string) {
  return queryOptions({
    queryKey: waitlistKeys.entry(entryId),
    queryFn: ({ signal }) => getWaitlistEntry(entryId, signal),
  });
}

/** `pollMs`: asked again that often (while a purchase the server books is awaited), else only when needed. */
export function useWaitlistEntry(entryId: string, pollMs: number | false = false) {
  return useQuery({ ...waitlistEntryQueryOptions(entryId), refetchInterval: pollMs });
}
