import { Trans, useLingui } from '@lingui/react/macro';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import { Card } from '@/components/ui/card';
import { ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { useTaxProfile } from '../api/get-tax-profile';
import { TaxMonthReport } from './tax-month-report';
import { TaxProfileForm } from './tax-profile-form';

function TaxDetailsSection() {
  const { t } = useLingui();
  const query = useTaxProfile();
  return (
    <Card className="p-4 sm:p-7">
      <section aria-labelledby="tax-details-heading" className="space-y-5">
        <div>
          <h2 id="tax-details-heading" className="text-xl font-bold text-gray-900">
            <Trans>Tax details</Trans>
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            <Trans>You are the supplier on the invoices for your events: they carry these details.</Trans>
          </p>
        </div>
        {query.isPending ? (
          <ListSkeleton label={t`Loading your tax details...`} rows={3} rowClassName="h-12" />
        ) : query.isError ? (
          <LoadFailed title={t`Your tax details could not be loaded.`} onRetry={() => void query.refetch()} />
        ) : (
          <TaxProfileForm profile={query.data} />
        )}
      </section>
    </Card>
  );
}

/** /organizer/tax: the organizer's tax details and the month's invoices and credit notes. */
export function TaxPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <title>{t`Tax — TicketMela`}</title>
      <header className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <ReceiptIndianRupee aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
            <Trans>Tax</Trans>
          </h1>
          <p className="mt-1 text-gray-700">
            <Trans>GST invoices for your tickets, and what to file each month.</Trans>
          </p>
        </div>
      </header>
      <TaxDetailsSection />
      <TaxMonthReport />
    </div>
  );
}
