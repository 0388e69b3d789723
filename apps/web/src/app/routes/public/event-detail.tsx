import { ComingSoon } from '@/components/layouts/coming-soon';

export default function EventDetailPage() {
  return <ComingSoon title="Event Details" />;
}
