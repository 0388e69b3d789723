import { PageContainer } from '@/components/layouts/page-container';
import { BookingsDashboard } from '@/features/bookings/components/bookings-dashboard';
import { useCurrentUser } from '@/lib/session';

export default function DashboardPage() {
  const user = useCurrentUser();
  return (
    <PageContainer>
      <title>Events Dashboard — TicketMela</title>
      <BookingsDashboard key={user._id} userId={user._id} />
    </PageContainer>
  );
}
