import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CreateCategoryBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { categoriesRoot } from '@/lib/query-keys';
import { adminKeys } from './keys';

/** POST /categories: a new category (a blank description is not sent). */
export function createCategory({ name, description }: CreateCategoryBody): Promise<Category> {
  const body: CreateCategoryBody = description ? { name, description } : { name };
  return apiClient.post<Category>('/categories', body);
}

export function useCreateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesRoot }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll() }),
      ]),
  });
}
