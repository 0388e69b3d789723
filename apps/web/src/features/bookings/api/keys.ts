/** Query keys of the bookings feature; the user's bookings are scoped by user id. */
export const bookingKeys = {
  all: ['bookings'] as const,
  user: (userId: string) => ['bookings', userId, 'list'] as const,
  eventSeats: (eventId: string) => ['bookings', 'event-seats', eventId] as const,
};

/**
 * The events feature keeps its queries under ['events', ...]. Features never import each other, so the
 * booking flow refreshes them by this prefix after a booking (seat counts change on the detail and the lists).
 */
export const EVENTS_QUERY_PREFIX = ['events'] as const;
