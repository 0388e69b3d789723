import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/** The same answer whether or not the e-mail or phone already had an account (decision 0028). */
export interface RegisterResponse {
  message: string;
}

/** POST /auth/register with name, email, phone and password (the confirmation is never sent). */
export function registerAccount(body: RegisterBody): Promise<RegisterResponse> {
  return apiClient.post<RegisterResponse>('/auth/register', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerAccount });
}
