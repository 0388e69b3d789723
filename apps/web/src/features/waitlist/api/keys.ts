import { bookingsRoot, eventsRoot } from '@/lib/query-keys';

/**
 * Query keys of the waitlist feature. An event's lines live under the events root, so a booking or a cancellation
 * (which refresh that root) refreshes who waits too; the person's own entries under the bookings root, so a
 * purchase (which refreshes that root) shows an offer as converted.
 */
export const waitlistKeys = {
  event: (eventId: string, userId: string | null) =>
    [...eventsRoot, 'waitlist', eventId, userId ?? 'visitor'] as const,
  eventAll: (eventId: string) => [...eventsRoot, 'waitlist', eventId] as const,
  mineAll: () => [...bookingsRoot, 'waitlist'] as const,
  mine: (userId: string) => [...bookingsRoot, 'waitlist', userId, 'list'] as const,
  entry: (entryId: string) => [...bookingsRoot, 'waitlist', 'entry', entryId] as const,
  manage: (eventId: string) => [...eventsRoot, 'waitlist-manage', eventId] as const,
  questions: (eventId: string) => [...eventsRoot, 'waitlist-questions', eventId] as const,
};
