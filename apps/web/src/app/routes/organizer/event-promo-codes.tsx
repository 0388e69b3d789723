import { canOrganize } from '@ticketmela/domain';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { PromoCodesScreen } from '@/features/sale-setup/components/promo-codes-screen';
import { useCurrentUser } from '@/lib/session';

/** An event's promo codes for its organizer or an admin; anyone else has no events to manage. */
export default function EventPromoCodesPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (!canOrganize(user.role)) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer>
      <PromoCodesScreen key={id} eventId={id} />
    </PageContainer>
  );
}
