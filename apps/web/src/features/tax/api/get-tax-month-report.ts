import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxMonthReport } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { taxKeys } from './keys';

/**
 * GET /tax/documents?month=YYYY-MM: the month's documents and its GSTR-1 summary; an admin names the organizer
 * (`organizerId`), an organizer sees their own.
 */
export function getTaxMonthReport(
  month: string,
  organizerId: string | undefined,
  signal?: AbortSignal,
): Promise<TaxMonthReport> {
  return apiClient.get<TaxMonthReport>('/tax/documents', { query: { month, organizerId }, signal });
}

export function taxMonthReportQueryOptions(month: string, organizerId: string | undefined) {
  return queryOptions({
    queryKey: taxKeys.month(month, organizerId),
    queryFn: ({ signal }) => getTaxMonthReport(month, organizerId, signal),
    staleTime: 0,
  });
}

export function useTaxMonthReport(month: string, organizerId?: string) {
  // The month before stays on screen (dimmed) while the next one loads.
  return useQuery({ ...taxMonthReportQueryOptions(month, organizerId), placeholderData: keepPreviousData });
}
