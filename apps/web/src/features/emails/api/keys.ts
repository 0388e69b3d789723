import type { MailKind, MailStatus } from '@ticketmela/domain';

export interface EmailListFilters {
  page: number;
  kind: MailKind | '';
  status: MailStatus | '';
}

export const emailKeys = {
  all: ['admin', 'emails'] as const,
  list: (filters: EmailListFilters) => ['admin', 'emails', 'list', filters] as const,
  detail: (id: string) => ['admin', 'emails', 'detail', id] as const,
};
