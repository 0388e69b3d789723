import type { CancelTicketsBody } from '@ticketmela/domain';
import { bookingsRoot } from '@/lib/query-keys';

/**
 * Query keys of the bookings feature; the user's bookings are scoped by user id. A booking also refreshes the
 * events root (lib/query-keys.ts): seat counts change on the detail and the lists.
 */
export const bookingKeys = {
  all: bookingsRoot,
  user: (userId: string) => [...bookingsRoot, userId, 'list'] as const,
  eventSeats: (eventId: string) => [...bookingsRoot, 'event-seats', eventId] as const,
  eventQuestions: (eventId: string) => [...bookingsRoot, 'event-questions', eventId] as const,
  outcome: (paymentIntentId: string) => [...bookingsRoot, 'outcome', paymentIntentId] as const,
  /** Under the root, so a cancellation marks every quote of the booking stale. */
  cancellationQuote: (bookingId: string, body: CancelTicketsBody) =>
    [...bookingsRoot, 'cancellation-quote', bookingId, body] as const,
};
