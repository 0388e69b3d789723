import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelEventBody, EventMutationResponse } from '@ticketmela/domain';
import { apiRequest } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { adminKeys } from './keys';

export interface DeleteEventInput {
  id: string;
  /** Sent only when given (blank means none). */
  reason?: string | null;
}

/** DELETE /events/{id} as an admin: the body has cancelledReason only if one was given (spec §7). */
export function deleteEvent({ id, reason }: DeleteEventInput): Promise<EventMutationResponse> {
  const trimmed = reason?.trim();
  const body: CancelEventBody | undefined = trimmed ? { cancelledReason: trimmed } : undefined;
  return apiRequest<EventMutationResponse>(`/events/${encodeURIComponent(id)}`, { method: 'DELETE', body });
}

export function useDeleteEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
}
