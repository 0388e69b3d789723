import { PageContainer } from '@/components/layouts/page-container';
import { CookiePolicyPage } from '@/features/support/components/cookie-policy';

export default function CookiesRoutePage() {
  return (
    <PageContainer>
      <CookiePolicyPage />
    </PageContainer>
  );
}
