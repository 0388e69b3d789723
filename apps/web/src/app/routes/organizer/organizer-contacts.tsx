import { ComingSoon } from '@/components/layouts/coming-soon';

export default function OrganizerContactsPage() {
  return <ComingSoon title="Event Inquiries" />;
}
