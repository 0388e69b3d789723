import { useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/layouts/page-container';
import { CancelledBookings } from '@/features/bookings/components/cancelled-bookings';
import { useCurrentUser } from '@/lib/session';

export default function CancelledBookingsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <PageContainer className="max-w-6xl">
      <title>{t`Cancelled Bookings — TicketMela`}</title>
      <CancelledBookings key={user._id} userId={user._id} />
    </PageContainer>
  );
}
