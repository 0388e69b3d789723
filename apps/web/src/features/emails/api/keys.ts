import type { MailKind, MailStatus } from '@ticketmela/domain';
import { adminRoot } from '@/lib/query-keys';

export interface EmailListFilters {
  page: number;
  kind: MailKind | '';
  status: MailStatus | '';
}

/** Query keys of the outbox, under the admin console's root (an admin's write refreshes the whole console). */
export const emailKeys = {
  all: [...adminRoot, 'emails'] as const,
  list: (filters: EmailListFilters) => [...adminRoot, 'emails', 'list', filters] as const,
  detail: (id: string) => [...adminRoot, 'emails', 'detail', id] as const,
};
