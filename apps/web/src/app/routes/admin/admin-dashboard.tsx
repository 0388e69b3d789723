import { ComingSoon } from '@/components/layouts/coming-soon';

export default function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
