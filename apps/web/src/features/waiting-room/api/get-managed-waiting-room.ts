import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedWaitingRoom } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { queuePath, waitingRoomKeys } from './keys';

/** GET /events/{id}/queue/manage (the event's organizer or an admin): the room with the draw's record. */
export function getManagedWaitingRoom(eventId: string, signal?: AbortSignal): Promise<ManagedWaitingRoom> {
  return apiClient.get<ManagedWaitingRoom>(`${queuePath(eventId)}/manage`, { signal });
}

/** While the room lets people through, its figures are asked again this often. */
export const MANAGED_ROOM_POLL_MS = 5000;

export function managedWaitingRoomQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: waitingRoomKeys.manage(eventId),
    queryFn: ({ signal }) => getManagedWaitingRoom(eventId, signal),
    refetchInterval: (query) => {
      const room = query.state.data;
      return room?.enabled && room.started && !room.soldOut ? MANAGED_ROOM_POLL_MS : false;
    },
  });
}

export function useManagedWaitingRoom(eventId: string) {
  return useQuery(managedWaitingRoomQueryOptions(eventId));
}
