import { canOrganize } from '@ticketmela/domain';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { OrganizerWaitingRoomScreen } from '@/features/waiting-room/components/organizer-waiting-room-screen';
import { useCurrentUser } from '@/lib/session';

/** An event's waiting room for its organizer or an admin; anyone else has no events to manage. */
export default function EventWaitingRoomPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!canOrganize(user.role)) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer>
      <OrganizerWaitingRoomScreen key={id} eventId={id} />
    </PageContainer>
  );
}
