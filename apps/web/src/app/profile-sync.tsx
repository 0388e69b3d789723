import { useRefreshProfile } from '@/features/users/components/use-refresh-profile';

/** Asks the API who the stored user is, quietly (the session reacts to a ban or an expired token). */
export default function ProfileSync({ userId }: { userId: string }) {
  useRefreshProfile(userId, { notifyOnError: false });
  return null;
}
