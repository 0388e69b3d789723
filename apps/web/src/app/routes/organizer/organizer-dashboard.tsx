import { PageContainer } from '@/components/layouts/page-container';
import { usePendingInquiryCount } from '@/features/contacts/api/get-organizer-contacts';
import { OrganizerDashboard } from '@/features/event-management/components/organizer-dashboard';
import { EventAttendees } from '@/features/tickets/check-in/components/event-attendees';

export default function OrganizerDashboardPage() {
  // The Messages button shows how many inquiries wait; if the count cannot be read the button still works.
  const pendingInquiries = usePendingInquiryCount();
  return (
    <PageContainer>
      <OrganizerDashboard
        renderAttendees={(event) => <EventAttendees eventId={event._id} eventTitle={event.title} />}
        pendingMessages={pendingInquiries.data}
      />
    </PageContainer>
  );
}
