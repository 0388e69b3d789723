import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { categoriesRoot } from '@/lib/query-keys';
import { adminKeys } from './keys';

/** DELETE /categories/{id}: refused while events use the category. */
export function deleteCategory(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesRoot }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLogAll() }),
      ]),
  });
}
