import { useRefreshProfile } from '@/features/users/components/use-refresh-profile';
import { useSession } from '@/lib/session';

function ProfileSync({ userId }: { userId: string }) {
  useRefreshProfile(userId, { notifyOnError: false });
  return null;
}

/**
 * Once per page load (and per sign-in), asks the API who the stored user is. A ban or an expired session is
 * noticed at once instead of at the next action, and a changed role (say, promoted to organizer) shows in the
 * navigation.
 */
export function SessionSync() {
  const { user } = useSession();
  return user ? <ProfileSync key={user._id} userId={user._id} /> : null;
}
