import { canOrganize } from '@ticketmela/domain';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { QuestionsScreen } from '@/features/sale-setup/components/questions-screen';
import { useCurrentUser } from '@/lib/session';

/** An event's checkout questions for its organizer or an admin; anyone else has no events to manage. */
export default function EventQuestionsPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!canOrganize(user.role)) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer>
      <QuestionsScreen key={id} eventId={id} />
    </PageContainer>
  );
}
