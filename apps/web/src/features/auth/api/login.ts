import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/** POST /auth/login with an e-mail or phone and a password. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return apiClient.post<AuthResponse>('/auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
