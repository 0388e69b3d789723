import { PageContainer } from '@/components/layouts/page-container';
import { AuditLog } from '@/features/admin/components/audit-log';

export default function AuditLogPage() {
  return (
    <PageContainer>
      <AuditLog />
    </PageContainer>
  );
}
