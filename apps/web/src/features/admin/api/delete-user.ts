import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';
import { eventsRoot } from '@/lib/query-keys';
import { adminKeys } from './keys';

/** DELETE /users/{id}: removes the account and its events (their paid bookings are refunded). */
export function deleteUser(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      // The page of the deleted user is left at once; its query must not refetch into a 404.
      queryClient.removeQueries({ queryKey: adminKeys.organizer(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsRoot }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]);
    },
  });
}
