import { t } from '@lingui/core/macro';
import type { AuthResponse } from '@ticketmela/domain';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/lib/session';

/**
 * Stores the signed-in user (with the token inside) and greets them. The guest-only guard around /login and
 * /register then moves them on: to where they came from, or to /profile.
 */
export function useCompleteSignIn() {
  const { login } = useSession();
  return useCallback(
    (response: AuthResponse) => {
      login({ ...response.user, token: response.token });
      toast.success(t`Welcome back! Login successful`);
    },
    [login],
  );
}
