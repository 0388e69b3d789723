import { canOrganize } from '@ticketmela/domain';
import { Navigate } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { TaxPage } from '@/features/tax/components/tax-page';
import { useCurrentUser } from '@/lib/session';

/** Organizers' and admins' Tax page; anyone else has no invoices to issue. */
export default function OrganizerTaxPage() {
  const user = useCurrentUser();
  if (!canOrganize(user.role)) return <Navigate to={paths.dashboard} replace />;
  return (
    <PageContainer>
      <TaxPage />
    </PageContainer>
  );
}
