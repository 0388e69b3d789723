import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody, MessageResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * DELETE /users/delete: removes the signed-in account, with the password (or, for a Google account without one, a
 * fresh Google credential) as proof that its owner is there.
 */
export function deleteAccount(proof: DeleteAccountBody): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>('/users/delete', { body: proof });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
