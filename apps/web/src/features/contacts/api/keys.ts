import type { ContactStatus } from '@ticketmela/domain';

/** The two inboxes: general messages from the Contact Us form (admins), and inquiries about events (organizers). */
export type ContactBox = 'general' | 'organizer';

/** Query keys of both inboxes; every status change invalidates `all`. */
export const contactKeys = {
  all: ['contacts'] as const,
  page: (box: ContactBox, status: ContactStatus | '', page: number) =>
    ['contacts', box, status, page] as const,
  pendingCount: () => ['contacts', 'organizer', 'pending-count'] as const,
};
