import { eventsRoot } from '@/lib/query-keys';

/**
 * Query keys of what an organizer sets up for a sale. They live under the events root, so a write elsewhere that
 * refreshes the events (a booking, an edit of the event's categories) refreshes the codes' figures too.
 */
export const saleSetupKeys = {
  event: (eventId: string) => [...eventsRoot, 'sale-setup', eventId, 'event'] as const,
  promoCodes: (eventId: string) => [...eventsRoot, 'sale-setup', eventId, 'promo-codes'] as const,
  questions: (eventId: string) => [...eventsRoot, 'sale-setup', eventId, 'questions'] as const,
};

export const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;
