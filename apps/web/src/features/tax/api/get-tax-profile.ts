import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxProfile } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { taxKeys } from './keys';

/** GET /tax-profile (organizer or admin): the details every invoice carries, or the defaults (`saved: false`). */
export function getTaxProfile(signal?: AbortSignal): Promise<TaxProfile> {
  return apiClient.get<TaxProfile>('/tax-profile', { signal });
}

export function taxProfileQueryOptions() {
  return queryOptions({ queryKey: taxKeys.profile(), queryFn: ({ signal }) => getTaxProfile(signal) });
}

export function useTaxProfile() {
  return useQuery(taxProfileQueryOptions());
}
