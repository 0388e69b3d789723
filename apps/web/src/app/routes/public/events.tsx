import { ComingSoon } from '@/components/layouts/coming-soon';

export default function EventsPage() {
  return <ComingSoon title="Browse Events" />;
}
