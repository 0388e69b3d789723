import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

export interface RegisterResponse {
  user: User;
  message?: string;
}

/** POST /auth/register with name, email, phone and password (the confirmation is never sent). */
export function registerAccount(body: RegisterBody): Promise<RegisterResponse> {
  return apiClient.post<RegisterResponse>('/auth/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerAccount });
}
