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

/**
 * The admin console's root key. Its audit log lists every status change an admin makes, so the change refreshes it;
 * the admin feature owns the keys under it (features never import each other, so the root is spelled here).
 */
export const ADMIN_ROOT_KEY = ['admin'] as const;
