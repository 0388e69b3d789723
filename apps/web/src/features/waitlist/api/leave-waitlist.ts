import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistEntry } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { waitlistKeys } from './keys';

/** DELETE /waitlist/{id}: leaves the line ('left'), or declines an offer ('declined': its seats go to the next). */
export function leaveWaitlist(entryId: string): Promise<WaitlistEntry> {
  return apiClient.delete<WaitlistEntry>(`/waitlist/${encodeURIComponent(entryId)}`);
}

export function useLeaveWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (entry) => queryClient.setQueryData(waitlistKeys.entry(entry._id), entry),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.mineAll() }),
        // The event's lines (and a declined offer's seats) change.
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
      ]),
  });
}
