import { Trans, useLingui } from '@lingui/react/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { TaxMonthReport } from '@/features/tax/components/tax-month-report';

/** /admin/organizer/{id}/tax: an organizer's month of invoices and credit notes, read only. */
export default function AdminOrganizerTaxPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <title>{t`Organizer Tax Documents — TicketMela`}</title>
      <div className="space-y-6">
        <Link
          to={paths.adminOrganizer(id)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to Organizer Details</Trans>
        </Link>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Organizer Tax Documents</Trans>
        </h1>
        <TaxMonthReport key={id} organizerId={id} />
      </div>
    </PageContainer>
  );
}
