import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedWaitingRoom, WaitingRoomSettingsBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { queuePath, waitingRoomKeys } from './keys';

/**
 * PUT /events/{id}/queue/settings (the event's organizer or an admin): switches the room on or off and sets the
 * on-sale time. 409 QUEUE_STARTED when the time would move after the draw; 400 (field onSaleAt) for a time already
 * past before the draw.
 */
export function updateWaitingRoomSettings(
  eventId: string,
  body: WaitingRoomSettingsBody,
): Promise<ManagedWaitingRoom> {
  return apiClient.put<ManagedWaitingRoom>(`${queuePath(eventId)}/settings`, body);
}

export function useUpdateWaitingRoomSettingsMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitingRoomSettingsBody) => updateWaitingRoomSettings(eventId, body),
    onSuccess: async (managed) => {
      queryClient.setQueryData(waitingRoomKeys.manage(eventId), managed);
      // The event page shows the room (or stops showing it) at once.
      await queryClient.invalidateQueries({ queryKey: waitingRoomKeys.room(eventId) });
    },
  });
}
