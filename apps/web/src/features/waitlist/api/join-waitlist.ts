import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody, WaitlistEntry } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { waitlistKeys } from './keys';

/**
 * POST /waitlist: joins the line for an event's seats (or one category's). 409 SEATS_AVAILABLE when they can be
 * bought now, WAITLIST_CLOSED, ALREADY_ON_WAITLIST, EVENT_CANCELLED or EVENT_PAST when it cannot be joined.
 */
export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiClient.post<WaitlistEntry>('/waitlist', body);
}

export function useJoinWaitlistMutation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    // Joined or refused, the line and the seats may not be what this page showed: read them again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.eventAll(eventId) }),
        queryClient.invalidateQueries({ queryKey: waitlistKeys.mineAll() }),
      ]),
  });
}
