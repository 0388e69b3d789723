import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyTicketBody, VerifyTicketResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { checkInKeys } from './keys';

/**
 * POST /bookings/verify: checks a ticket in at the door. Refusals come back as ApiError with their own code and
 * message (ALREADY_CHECKED_IN 'Ticket already checked in at ...', WRONG_EVENT, BOOKING_CANCELLED, ...).
 */
export function verifyTicket(body: VerifyTicketBody): Promise<VerifyTicketResponse> {
  return apiClient.post<VerifyTicketResponse>('/bookings/verify', body);
}

export function useVerifyTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTicket,
    // A refusal can also mean someone else just checked the ticket in: refresh the count either way.
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: checkInKeys.event(body.eventId) }),
  });
}
