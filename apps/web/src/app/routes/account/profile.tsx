import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/layouts/page-container';
import { DeleteAccount } from '@/features/users/components/delete-account';
import { ProfileOverview } from '@/features/users/components/profile-overview';
import { ProfileStats } from '@/features/users/components/profile-stats';
import { QuickActions } from '@/features/users/components/quick-actions';
import { useRefreshProfile } from '@/features/users/components/use-refresh-profile';
import { useCurrentUser } from '@/lib/session';

export default function ProfilePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  useRefreshProfile(user._id);

  return (
    <PageContainer className="max-w-6xl space-y-6">
      <title>{t`My Profile — TicketMela`}</title>
      <ProfileOverview user={user} />
      <ProfileStats userId={user._id} />
      <QuickActions role={user.role} />
      <DeleteAccount />
    </PageContainer>
  );
}
