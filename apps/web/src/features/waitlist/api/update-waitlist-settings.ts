import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedWaitlist, WaitlistSettingsBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/** PUT /events/{id}/waitlist/settings: switches the list on or off and sets how long offers hold their seats. */
export function updateWaitlistSettings(
  eventId: string,
  body: WaitlistSettingsBody,
): Promise<ManagedWaitlist> {
  return apiClient.put<ManagedWaitlist>(`/events/${encodeURIComponent(eventId)}/waitlist/settings`, body);
}

export function useUpdateWaitlistSettingsMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistSettingsBody) => updateWaitlistSettings(eventId, body),
    onSuccess: async (managed) => {
      queryClient.setQueryData(waitlistKeys.manage(eventId), managed);
      // Switched off, the event page stops offering the list (and the people waiting are let go).
      await queryClient.invalidateQueries({ queryKey: waitlistKeys.eventAll(eventId) });
    },
  });
}
