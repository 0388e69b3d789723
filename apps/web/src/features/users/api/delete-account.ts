import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** DELETE /users/delete: removes the signed-in account. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>('/users/delete');
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
