import { PageContainer } from '@/components/layouts/page-container';
import { FaqPage } from '@/features/contacts/components/faq-page';

export default function FaqRoutePage() {
  return (
    <PageContainer>
      <FaqPage />
    </PageContainer>
  );
}
