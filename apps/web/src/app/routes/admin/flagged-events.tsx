import { ComingSoon } from '@/components/layouts/coming-soon';

export default function FlaggedEventsPage() {
  return <ComingSoon title="Flagged Events" />;
}
