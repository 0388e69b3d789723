import { canOrganize } from '@ticketmela/domain';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { OrganizerWaitlistScreen } from '@/features/waitlist/components/organizer-waitlist-screen';
import { useCurrentUser } from '@/lib/session';

/** An event's waitlist for its organizer or an admin; anyone else has no events to manage. */
export default function EventWaitlistPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!canOrganize(user.role)) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer>
      <OrganizerWaitlistScreen key={id} eventId={id} />
    </PageContainer>
  );
}
