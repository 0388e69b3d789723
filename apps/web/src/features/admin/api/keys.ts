import { adminRoot, categoriesRoot, eventsRoot } from '@/lib/query-keys';

export interface AuditLogFilters {
  action: string;
  targetType: string;
  /** The `nextCursor` the page before this one gave; null for the newest entries. */
  cursor: string | null;
}

/**
 * Query keys of the admin console. Events and categories shown here live under the app-wide events and categories
 * roots, so an admin's write refreshes the catalog and the event form too (and their writes refresh these lists).
 */
export const adminKeys = {
  all: adminRoot,
  stats: () => [...eventsRoot, 'admin', 'stats'] as const,
  events: () => [...eventsRoot, 'admin', 'all'] as const,
  event: (id: string) => [...eventsRoot, 'admin', 'one', id] as const,
  flaggedEvents: () => [...eventsRoot, 'admin', 'flagged'] as const,
  categories: () => [...categoriesRoot, 'admin'] as const,
  organizer: (id: string) => [...adminRoot, 'organizer', id] as const,
  auditLog: (filters: AuditLogFilters) => [...adminRoot, 'audit-log', filters] as const,
  auditLogAll: () => [...adminRoot, 'audit-log'] as const,
};
