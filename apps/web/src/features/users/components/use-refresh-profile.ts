import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@/lib/session';
import { useProfile } from '../api/get-profile';

/**
 * Loads the profile from the server and keeps the stored user in step with it (name, role, ...). The call also
 * checks the session: a ban (403) or an expired token (401) signs the user out through the API client.
 */
export function useRefreshProfile(
  userId: string,
  { notifyOnError = true }: { notifyOnError?: boolean } = {},
) {
  const { t } = useLingui();
  const { updateUser } = useSession();
  const updateRef = useRef(updateUser);
  updateRef.current = updateUser;
  const query = useProfile(userId);

  useEffect(() => {
    if (query.data?.user) updateRef.current(query.data.user);
  }, [query.data]);

  useEffect(() => {
    if (notifyOnError && query.isError) {
      toast.error(t`Failed to fetch user profile.`, { id: 'profile-fetch-failed' });
    }
  }, [notifyOnError, query.isError, t]);

  return query;
}
