import { PageContainer } from '@/components/layouts/page-container';
import { RefundPolicyPage } from '@/features/support/components/refund-policy-page';

export default function RefundPolicyRoutePage() {
  return (
    <PageContainer>
      <RefundPolicyPage />
    </PageContainer>
  );
}
