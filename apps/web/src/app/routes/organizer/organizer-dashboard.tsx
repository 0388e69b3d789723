import { PageContainer } from '@/components/layouts/page-container';
import { OrganizerDashboard } from '@/features/event-management/components/organizer-dashboard';
import { EventAttendees } from '@/features/tickets/check-in/components/event-attendees';

export default function OrganizerDashboardPage() {
  return (
    <PageContainer>
      <OrganizerDashboard
        renderAttendees={(event) => <EventAttendees eventId={event._id} eventTitle={event.title} />}
      />
    </PageContainer>
  );
}
