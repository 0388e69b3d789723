import { ComingSoon } from '@/components/layouts/coming-soon';

export default function OrganizerDetailPage() {
  return <ComingSoon title="Organizer Details" />;
}
