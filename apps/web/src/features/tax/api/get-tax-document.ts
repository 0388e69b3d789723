import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocument } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { taxKeys } from './keys';

/** GET /tax-documents/{id}: for the booking's buyer, the event's organizer or an admin; 404 for anyone else. */
export function getTaxDocument(id: string, signal?: AbortSignal): Promise<TaxDocument> {
  return apiClient.get<TaxDocument>(`/tax-documents/${encodeURIComponent(id)}`, { signal });
}

export function taxDocumentQueryOptions(id: string) {
  return queryOptions({
    queryKey: taxKeys.document(id),
    queryFn: ({ signal }) => getTaxDocument(id, signal),
    // Issued documents never change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTaxDocument(id: string) {
  return useQuery(taxDocumentQueryOptions(id));
}
