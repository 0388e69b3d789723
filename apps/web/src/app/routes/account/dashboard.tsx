import { ComingSoon } from '@/components/layouts/coming-soon';

export default function DashboardPage() {
  return <ComingSoon title="Events Dashboard" />;
}
