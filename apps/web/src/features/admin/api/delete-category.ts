import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys, CATEGORIES_ROOT_KEY } from './keys';

/** DELETE /categories/{id}: refused while events use the category. */
export function deleteCategory(id: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll() }),
      ]),
  });
}
