/**
 * Query keys of the admin console. Events and categories shown here live under the app-wide 'events' and
 * 'categories' roots, so an admin's write refreshes the catalog and the event form too (and their writes refresh
 * these lists).
 */
export const EVENTS_ROOT_KEY = ['events'] as const;
export const CATEGORIES_ROOT_KEY = ['categories'] as const;

export interface AuditLogFilters {
  page: number;
  action: string;
  targetType: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['events', 'admin', 'stats'] as const,
  events: () => ['events', 'admin', 'all'] as const,
  event: (id: string) => ['events', 'admin', 'one', id] as const,
  flaggedEvents: () => ['events', 'admin', 'flagged'] as const,
  categories: () => ['categories', 'admin'] as const,
  organizer: (id: string) => ['admin', 'organizer', id] as const,
  auditLog: (filters: AuditLogFilters) => ['admin', 'audit-log', filters] as const,
  auditLogAll: () => ['admin', 'audit-log'] as const,
};
