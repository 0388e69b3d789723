import { PageContainer } from '@/components/layouts/page-container';
import { FlaggedEvents } from '@/features/admin/components/flagged-events';

export default function FlaggedEventsPage() {
  return (
    <PageContainer>
      <FlaggedEvents />
    </PageContainer>
  );
}
