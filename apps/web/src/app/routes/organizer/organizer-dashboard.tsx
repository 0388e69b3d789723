import { PageContainer } from '@/components/layouts/page-container';
import { OrganizerDashboard } from '@/features/event-management/components/organizer-dashboard';

export default function OrganizerDashboardPage() {
  return (
    <PageContainer>
      <OrganizerDashboard />
    </PageContainer>
  );
}
