import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RegisterBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/**
 * POST /auth/register with name, email, phone and password (the confirmation is never sent). The same answer
 * whether or not the e-mail or phone already had an account (decision 0028).
 */
export function registerAccount(body: RegisterBody): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>('/auth/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerAccount });
}
