import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { OrganizerDetail } from '@/features/admin/components/organizer-detail';

export default function OrganizerDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer>
      {/* A new id is a new page: its tabs and dialogs start fresh. */}
      <OrganizerDetail key={id} organizerId={id} />
    </PageContainer>
  );
}
