import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PATCH /users/{id}/unban: lifts the ban. */
export function unbanUser(id: string): Promise<UserResponse> {
  return apiClient.patch<UserResponse>(`/users/${encodeURIComponent(id)}/unban`);
}

export function useUnbanUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
