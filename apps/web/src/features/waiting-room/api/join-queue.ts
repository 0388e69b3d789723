import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuePlace } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { queuePath, waitingRoomKeys } from './keys';

/**
 * POST /events/{id}/queue (signed in): takes the person's one place in the room (201), or answers the place they
 * already hold (200). 409 QUEUE_CLOSED, SOLD_OUT, EVENT_CANCELLED or EVENT_PAST; 429 RATE_LIMITED.
 */
export function joinQueue(eventId: string): Promise<QueuePlace> {
  return apiClient.post<QueuePlace>(queuePath(eventId), {});
}

export function useJoinQueueMutation(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinQueue(eventId),
    onSuccess: (place) => queryClient.setQueryData(waitingRoomKeys.place(eventId, userId), place),
    // Joined or refused, the room may not be what this page showed (sold out, closed): read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitingRoomKeys.room(eventId) }),
  });
}
