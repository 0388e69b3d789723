import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /categories: every category with the number of events using it (eventCount). */
export function getAdminCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', { signal });
}

export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
    staleTime: 0,
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
