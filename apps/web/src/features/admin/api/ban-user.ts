import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BanUserBody, User } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface BanUserInput extends BanUserBody {
  id: string;
}

/** PATCH /users/{id}/ban: bans the user with the (trimmed) reason; they are signed out on their next call. */
export function banUser({ id, reason }: BanUserInput): Promise<{ user: User; message?: string }> {
  const body: BanUserBody = { reason: reason.trim() };
  return apiClient.patch<{ user: User; message?: string }>(`/users/${encodeURIComponent(id)}/ban`, body);
}

export function useBanUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
