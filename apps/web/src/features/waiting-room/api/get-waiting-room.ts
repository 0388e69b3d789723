import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingRoom } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import { queuePath, waitingRoomKeys } from './keys';

/** How often a screen showing the queue asks again: the server makes one answer a second for every watcher. */
export const ROOM_POLL_MS = 2000;

/**
 * GET /events/{id}/queue (anyone): the room's one shared answer (on-sale time, who is being let through, how fast,
 * sold out). `enabled: false`: the event sells without a queue.
 */
export function getWaitingRoom(eventId: string, signal?: AbortSignal): Promise<WaitingRoom> {
  return apiClient.get<WaitingRoom>(queuePath(eventId), { signal });
}

/**
 * `pollMs`: how long until the room is asked again, from its last answer (false: not again by itself). The answer is
 * a second old at most when it arrives, so it is never taken as fresh for longer than the poll.
 */
export function waitingRoomQueryOptions(
  eventId: string,
  pollMs: (room: WaitingRoom | undefined) => number | false = () => false,
) {
  return queryOptions({
    queryKey: waitingRoomKeys.room(eventId),
    queryFn: ({ signal }) => getWaitingRoom(eventId, signal),
    // Without a room (most events) the answer the page was drawn with holds for a minute: the page asks nothing on
    // arrival (the purchase path refuses without a pass anyway if a room is switched on meanwhile).
    staleTime: (query) => (query.state.data?.enabled === false ? 60_000 : 1000),
    // A failed poll (a network blip) is asked again at the next tick; a refusal stops it.
    refetchInterval: (query) => (query.state.status === 'error' ? false : pollMs(query.state.data)),
    ...preloadedInitialData<WaitingRoom>(queuePath(eventId)),
  });
}

export function useWaitingRoom(eventId: string, pollMs?: (room: WaitingRoom | undefined) => number | false) {
  return useQuery(waitingRoomQueryOptions(eventId, pollMs));
}
