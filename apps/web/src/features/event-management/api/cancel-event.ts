import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelEventBody, EventMutationResponse } from '@ticketmela/domain';
import { apiRequest } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';

export interface CancelEventInput {
  id: string;
  /** Sent only when given (blank means none). */
  reason?: string | null;
}

/** DELETE /events/{id}: cancels the event for good, with the reason attendees will read. */
export function cancelEvent({ id, reason }: CancelEventInput): Promise<EventMutationResponse> {
  const trimmed = reason?.trim();
  const body: CancelEventBody | undefined = trimmed ? { cancelledReason: trimmed } : undefined;
  return apiRequest<EventMutationResponse>(`/events/${encodeURIComponent(id)}`, { method: 'DELETE', body });
}

export function useCancelEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsRoot }),
  });
}
