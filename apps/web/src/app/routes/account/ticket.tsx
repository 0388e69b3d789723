import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { TicketScreen } from '@/features/tickets/components/ticket-screen';
import { useCurrentUser } from '@/lib/session';

export default function TicketPage() {
  const user = useCurrentUser();
  const { bookingId = '' } = useParams();
  return (
    <PageContainer>
      <TicketScreen key={`${user._id}:${bookingId}`} userId={user._id} bookingId={bookingId} />
    </PageContainer>
  );
}
