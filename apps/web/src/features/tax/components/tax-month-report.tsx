import { Trans, useLingui } from '@lingui/react/macro';
import { TaxMonthSchema } from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { useId } from 'react';
import { ApiDownloadLink } from '@/components/ui/api-download-link';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { apiPathOf } from '@/lib/api-download';
import { cn } from '@/lib/cn';
import { useTaxMonthReport } from '../api/get-tax-month-report';
import { GstSummaryTable } from './gst-summary-table';
import { TaxDocumentsTable } from './tax-documents-table';
import { indiaMonthOf } from './tax-format';
import { monthName, useChosenMonth } from './tax-month';
import { TaxOrganizerSummary } from './tax-organizer-summary';

/**
 * 'Invoices and credit notes': a month (the address keeps it, ?month=YYYY-MM), its documents, the summary a GST
 * return is filed from, and that summary as CSV. An admin passes the organizer whose month it is.
 */
export function TaxMonthReport({ organizerId }: { organizerId?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const [month, setMonth] = useChosenMonth();
  const query = useTaxMonthReport(month, organizerId);
  const report = query.data;
  // While another month loads, the one before stays dimmed; its CSV is not offered as this month's.
  const showing = report && report.month === month ? report : null;
  const reportMonth = report ? monthName(report.month) : '';

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-gray-900">
          <Trans>Invoices and credit notes</Trans>
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {organizerId
            ? t`Every invoice, bill of supply and credit note issued for this organizer's events in a month, with the summary their GST return needs.`
            : t`Every invoice, bill of supply and credit note issued for your events in a month, with the summary your GST return needs.`}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t`Month`}
          type="month"
          value={month}
          max={indiaMonthOf(new Date())}
          className="w-48"
          onChange={(event) => {
            const next = event.target.value;
            if (TaxMonthSchema.safeParse(next).success) setMonth(next);
          }}
        />
        {showing ? (
          <ApiDownloadLink
            path={apiPathOf(showing.csvUrl)}
            fileName={`gst-summary-${showing.month}.csv`}
            failureMessage={t`The CSV could not be downloaded. Please try again.`}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download CSV</Trans>
          </ApiDownloadLink>
        ) : null}
      </div>

      {query.isPending ? (
        <ListSkeleton label={t`Loading the month's documents...`} rows={4} rowClassName="h-12" />
      ) : query.isError && !report ? (
        <LoadFailed
          title={t`The month's documents could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : report ? (
        <div
          className={cn('space-y-6', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching}
        >
          {organizerId ? <TaxOrganizerSummary organizer={report.organizer} /> : null}
          {report.documents.length === 0 ? (
            <EmptyState
              icon={<FileText aria-hidden="true" className="size-7" />}
              title={t`No documents in ${reportMonth}`}
            >
              <p className="mt-1 max-w-sm text-sm text-gray-700">
                <Trans>
                  An invoice is issued for every paid booking, and a credit note for every refund.
                </Trans>
              </p>
            </EmptyState>
          ) : (
            <>
              <TaxDocumentsTable report={report} />
              <div className="space-y-3">
                <h3 className="text-lg font-semibold text-gray-900">
                  <Trans>Summary for the GST return</Trans>
                </h3>
                <GstSummaryTable report={report} />
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
