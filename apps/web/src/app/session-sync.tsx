import { lazy, Suspense } from 'react';
import { withRestMessages } from '@/i18n/catalogs';
import { useSession } from '@/lib/session';

// Only signed-in visitors need it, so its code (profile call, toasts) stays out of the first download.
const ProfileSync = lazy(() => withRestMessages(import('./profile-sync')));

/**
 * Once per page load (and per sign-in), asks the API who the stored user is. A ban or an expired session is
 * noticed at once instead of at the next action, and a changed role (say, promoted to organizer) shows in the
 * navigation.
 */
export function SessionSync() {
  const { user } = useSession();
  return user ? (
    <Suspense fallback={null}>
      <ProfileSync key={user._id} userId={user._id} />
    </Suspense>
  ) : null;
}
