import { ComingSoon } from '@/components/layouts/coming-soon';

export default function OrganizerDashboardPage() {
  return <ComingSoon title="Organizer Dashboard" />;
}
