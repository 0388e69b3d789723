import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueuePlace } from '@ticketmela/domain';
import { apiClient, isApiError } from '@/lib/api-client';
import { queuePath, waitingRoomKeys } from './keys';

/**
 * GET /events/{id}/queue/me (signed in): the person's own place (their number, whether their turn has come, their
 * pass), or null when they have not joined (the server answers 404).
 */
export async function getMyQueuePlace(eventId: string, signal?: AbortSignal): Promise<QueuePlace | null> {
  try {
    return await apiClient.get<QueuePlace>(`${queuePath(eventId)}/me`, { signal });
  } catch (error) {
    if (isApiError(error) && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Asked once when a screen opens, then only when the room's shared answer says something has changed for this
 * person (their number drawn or let through): never on every poll of the room.
 */
export function myQueuePlaceQueryOptions(eventId: string, userId: string) {
  return queryOptions({
    queryKey: waitingRoomKeys.place(eventId, userId),
    queryFn: ({ signal }) => getMyQueuePlace(eventId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMyQueuePlace(eventId: string, userId: string | null) {
  return useQuery({ ...myQueuePlaceQueryOptions(eventId, userId ?? ''), enabled: userId !== null });
}
