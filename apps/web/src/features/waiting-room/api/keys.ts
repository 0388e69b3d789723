import { bookingsRoot, eventsRoot } from '@/lib/query-keys';

/**
 * Query keys of the waiting-room feature. The room's shared answer and the organizer's view live under the events
 * root, so a booking or an edit (which refresh that root) reads them again; the person's own place under the bookings
 * root, so a purchase (which refreshes that root) shows their pass as used.
 */
export const waitingRoomKeys = {
  room: (eventId: string) => [...eventsRoot, 'waiting-room', eventId] as const,
  event: (eventId: string) => [...eventsRoot, 'waiting-room-event', eventId] as const,
  manage: (eventId: string) => [...eventsRoot, 'waiting-room-manage', eventId] as const,
  placeAll: (eventId: string) => [...bookingsRoot, 'queue-place', eventId] as const,
  place: (eventId: string, userId: string) => [...bookingsRoot, 'queue-place', eventId, userId] as const,
};

export const queuePath = (eventId: string) => `/events/${encodeURIComponent(eventId)}/queue`;
