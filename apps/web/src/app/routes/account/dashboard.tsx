import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/layouts/page-container';
import { BookingsDashboard } from '@/features/bookings/components/bookings-dashboard';
import { WaitlistNotices } from '@/features/waitlist/components/waitlist-notices';
import { useCurrentUser } from '@/lib/session';

export default function DashboardPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <PageContainer>
      <title>{t`Events Dashboard — TicketMela`}</title>
      <BookingsDashboard key={user._id} userId={user._id} notices={<WaitlistNotices userId={user._id} />} />
    </PageContainer>
  );
}
