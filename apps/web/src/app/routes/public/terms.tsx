import { PageContainer } from '@/components/layouts/page-container';
import { TermsPage } from '@/features/support/components/terms';

export default function TermsRoutePage() {
  return (
    <PageContainer>
      <TermsPage />
    </PageContainer>
  );
}
