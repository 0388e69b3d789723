import { PageContainer } from '@/components/layouts/page-container';
import { ContactManagement } from '@/features/admin/components/contact-management';

export default function AdminContactsPage() {
  return (
    <PageContainer>
      <ContactManagement />
    </PageContainer>
  );
}
