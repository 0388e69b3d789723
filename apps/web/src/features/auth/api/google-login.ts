import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@ticketmela/domain';
import { apiClient } from '@/lib/api-client';

/** POST /auth/google with the ID token Google returned; the first sign-in creates the account. */
export function loginWithGoogle(body: { credential: string }): Promise<AuthResponse> {
  return apiClient.post<AuthResponse>('/auth/google', body);
}

export function useGoogleLoginMutation() {
  return useMutation({ mutationFn: loginWithGoogle });
}
