import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BanUserBody, UserResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface BanUserInput extends BanUserBody {
  id: string;
}

/** PATCH /users/{id}/ban: bans the user with the (trimmed) reason; they are signed out on their next call. */
export function banUser({ id, reason }: BanUserInput): Promise<UserResponse> {
  const body: BanUserBody = { reason: reason.trim() };
  return apiClient.patch<UserResponse>(`/users/${encodeURIComponent(id)}/ban`, body);
}

export function useBanUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
