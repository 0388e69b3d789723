import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UndoCheckInBody, VerifyTicketResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

export interface UndoCheckInInput {
  bookingId: string;
  eventId: string;
  /** Sent only when given (blank means none). */
  reason?: string;
}

/** POST /bookings/{id}/undo-check-in: reverses a mistaken check-in; the ticket can be scanned again. */
export function undoCheckIn({ bookingId, reason }: UndoCheckInInput): Promise<VerifyTicketResponse> {
  const trimmed = reason?.trim();
  const body: UndoCheckInBody = trimmed ? { reason: trimmed } : {};
  return apiClient.post<VerifyTicketResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/undo-check-in`,
    body,
  );
}

export function useUndoCheckInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: checkInKeys.event(input.eventId) }),
  });
}
