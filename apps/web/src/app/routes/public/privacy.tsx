import { PageContainer } from '@/components/layouts/page-container';
import { PrivacyPolicyPage } from '@/features/support/components/privacy-policy';

export default function PrivacyRoutePage() {
  return (
    <PageContainer>
      <PrivacyPolicyPage />
    </PageContainer>
  );
}
