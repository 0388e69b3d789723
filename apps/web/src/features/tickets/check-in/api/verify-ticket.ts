import type { VerifyTicketBody, VerifyTicketResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /bookings/verify: checks a ticket in at the door. Refusals come back as ApiError with their own code and
 * message (ALREADY_CHECKED_IN 'Ticket already checked in at ...', WRONG_EVENT, BOOKING_CANCELLED, ...). Called
 * directly rather than as a query mutation: a mutation waits while the browser is offline, and the door must
 * decide at once (use-ticket-verification.ts).
 */
export function verifyTicket(body: VerifyTicketBody): Promise<VerifyTicketResponse> {
  return apiClient.post<VerifyTicketResponse>('/bookings/verify', body);
}
