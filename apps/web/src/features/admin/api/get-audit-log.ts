import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogListResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { type AuditLogFilters, adminKeys } from './keys';

/**
 * GET /admin/audit-log?cursor&limit&action&targetType: one page of the audit trail, newest first, after the entry the
 * cursor names (decision 0047): never an offset, so a page deep in the log costs what the first one does.
 */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal): Promise<AuditLogListResponse> {
  return apiClient.get<AuditLogListResponse>('/admin/audit-log', {
    query: {
      cursor: filters.cursor ?? undefined,
      limit: AUDIT_LOG_PAGE_SIZE,
      action: filters.action || undefined,
      targetType: filters.targetType || undefined,
    },
    signal,
  });
}

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
