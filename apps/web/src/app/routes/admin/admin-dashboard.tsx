import { PageContainer } from '@/components/layouts/page-container';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';

export default function AdminDashboardPage() {
  return (
    <PageContainer>
      <AdminDashboard />
    </PageContainer>
  );
}
