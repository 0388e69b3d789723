import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { VerifyTicketsScreen } from '@/features/tickets/check-in/components/verify-tickets-screen';

/** /events/verify, /events/verify/:eventId and /organizer/verify/:id (from past-event cards): one screen. */
export default function VerifyTicketsPage() {
  const { eventId, id } = useParams();
  const fromPath = eventId ?? id ?? null;
  return (
    <PageContainer>
      <VerifyTicketsScreen key={fromPath ?? 'pick'} eventIdFromPath={fromPath} />
    </PageContainer>
  );
}
