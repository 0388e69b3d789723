import type { ContactStatus } from '@ticketmela/domain';

/** Query keys of the organizer's inbox; every write invalidates `all`. */
export const contactKeys = {
  all: ['contacts'] as const,
  organizer: (status: ContactStatus | '', page: number) => ['contacts', 'organizer', status, page] as const,
  pendingCount: () => ['contacts', 'organizer', 'pending-count'] as const,
};
