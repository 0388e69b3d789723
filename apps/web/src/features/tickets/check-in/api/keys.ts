/**
 * Query keys of door check-in. Everything about one event's attendees sits under ['check-in', 'event', id], so a
 * verification or an undo refreshes the live count and the attendee list together.
 */
export const checkInKeys = {
  all: ['check-in'] as const,
  event: (eventId: string) => ['check-in', 'event', eventId] as const,
  stats: (eventId: string) => ['check-in', 'event', eventId, 'stats'] as const,
  attendees: (eventId: string) => ['check-in', 'event', eventId, 'attendees'] as const,
  doubleEntries: (eventId: string) => ['check-in', 'event', eventId, 'double-entries'] as const,
  doorRefusals: (eventId: string) => ['check-in', 'event', eventId, 'door-refusals'] as const,
  eventSummary: (eventId: string) => ['check-in', 'event-summary', eventId] as const,
  verifiableEvents: (userId: string, scope: VerifiableScope) =>
    ['check-in', 'verifiable-events', userId, scope] as const,
  /** The events whose check-in list is on this device (IndexedDB, not the server). */
  deviceEvents: ['check-in', 'device-events'] as const,
};

/** Organizers verify their own events; admins may verify any event. */
export type VerifiableScope = 'mine' | 'all';
