import { PageContainer } from '@/components/layouts/page-container';
import { HelpCenter } from '@/features/support/components/help-center';

export default function HelpPage() {
  return (
    <PageContainer>
      <HelpCenter />
    </PageContainer>
  );
}
