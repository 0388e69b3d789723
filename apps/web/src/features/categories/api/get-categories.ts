import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { preloadedInitialData } from '@/lib/preloaded-answers';
import { categoriesRoot } from '@/lib/query-keys';

export const categoryKeys = {
  all: categoriesRoot,
};

/** GET /categories: every event category, for filters and forms. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely (an admin adds one now and then).
    staleTime: 5 * 60_000,
    ...preloadedInitialData<Category[]>('/categories'),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
