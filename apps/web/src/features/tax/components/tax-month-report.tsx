import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type TaxDocumentKind,
  type TaxDocumentRow,
  type TaxMonthReport as TaxMonthReportData,
  TaxMonthSchema,
  type TaxSummaryRow,
} from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiDownloadLink } from '@/components/ui/api-download-link';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EmptyState, ListSkeleton, LoadFailed } from '@/components/ui/list-states';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { apiPathOf } from '@/lib/api-download';
import { cn } from '@/lib/cn';
import { formatIndianDate } from '@/lib/format';
import { useTaxMonthReport } from '../api/get-tax-month-report';
import { formatPaise, formatRate, indiaMonthOf, stateLabel } from './tax-format';
import { monthName, useChosenMonth } from './tax-month';

const num = `${td} text-right tabular-nums whitespace-nowrap`;
const numTh = `${th} text-right`;

function taxOf(totals: TaxDocumentRow['totals']): number {
  return totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
}

/** The domain's TAX_DOCUMENT_TITLES, as messages. */
const DOCUMENT_TITLES: Record<TaxDocumentKind, MessageDescriptor> = {
  tax_invoice: msg`Tax Invoice`,
  bill_of_supply: msg`Bill of Supply`,
  credit_note: msg`Credit Note`,
};

function DocumentsTable({ report }: { report: TaxMonthReportData }) {
  const { t, i18n } = useLingui();
  const month = monthName(report.month);
  return (
    <ScrollTable label={t`Documents of ${month}`}>
      <table className="w-full min-w-[56rem]">
        <thead className="border-b border-gray-200 bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              <Trans>Number</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Document</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Date</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Event</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Recipient</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Place of supply</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Taxable</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Tax</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {report.documents.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={rowTh}>
                <Link
                  to={paths.taxDocument(row.id)}
                  className="font-mono font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
                >
                  {row.number}
                </Link>
              </th>
              <td className={td}>
                {i18n._(DOCUMENT_TITLES[row.kind])}
                {row.originalNumber ? <AgainstNumber originalNumber={row.originalNumber} /> : null}
              </td>
              <td className={cn(td, 'whitespace-nowrap')}>{formatIndianDate(row.issuedAt)}</td>
              <td className={cn(td, 'min-w-36')}>{row.eventTitle}</td>
              <td className={cn(td, 'min-w-36 break-words')}>
                {row.recipientName}
                {row.recipientGstin ? (
                  <span className="block font-mono text-xs text-gray-600">{row.recipientGstin}</span>
                ) : null}
              </td>
              <td className={cn(td, 'whitespace-nowrap')}>{stateLabel(row.placeOfSupply)}</td>
              <td className={num}>{formatPaise(row.totals.taxablePaise)}</td>
              <td className={num}>{formatPaise(taxOf(row.totals))}</td>
              <td className={cn(num, 'font-semibold text-gray-900')}>{formatPaise(row.totals.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** 'against INV/2627/1': the invoice a credit note is against. */
function AgainstNumber({ originalNumber }: { originalNumber: string }) {
  return (
    <span className="block text-xs text-gray-600">
      <Trans>
        against <span className="font-mono">{originalNumber}</span>
      </Trans>
    </span>
  );
}

const DOCUMENT_TYPE_LABELS: Record<TaxSummaryRow['documentType'], MessageDescriptor> = {
  invoice: msg`Invoices`,
  credit_note: msg`Credit notes`,
};

function SummaryTable({ report }: { report: TaxMonthReportData }) {
  const { t, i18n } = useLingui();
  const month = monthName(report.month);
  return (
    <ScrollTable label={t`Summary for the GST return, ${month}`}>
      <table className="w-full min-w-max">
        <thead className="border-b border-gray-200 bg-stone-50">
          <tr>
            <th scope="col" className={th}>
              <Trans>Section</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Document type</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Place of supply</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Rate</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Documents</Trans>
            </th>
            <th scope="col" className={numTh}>
              <Trans>Taxable value</Trans>
            </th>
            <th scope="col" className={numTh}>
              CGST
            </th>
            <th scope="col" className={numTh}>
              SGST
            </th>
            <th scope="col" className={numTh}>
              IGST
            </th>
            <th scope="col" className={numTh}>
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {report.summary.map((row) => (
            <tr key={`${row.section}-${row.documentType}-${row.placeOfSupply.code}-${row.rateBasisPoints}`}>
              <th scope="row" className={rowTh}>
                {row.section}
              </th>
              <td className={td}>{i18n._(DOCUMENT_TYPE_LABELS[row.documentType])}</td>
              <td className={cn(td, 'whitespace-nowrap')}>{stateLabel(row.placeOfSupply)}</td>
              <td className={num}>{formatRate(row.rateBasisPoints)}</td>
              <td className={num}>{row.documents.toLocaleString('en-IN')}</td>
              <td className={num}>{formatPaise(row.taxablePaise)}</td>
              <td className={num}>{formatPaise(row.cgstPaise)}</td>
              <td className={num}>{formatPaise(row.sgstPaise)}</td>
              <td className={num}>{formatPaise(row.igstPaise)}</td>
              <td className={cn(num, 'font-semibold text-gray-900')}>{formatPaise(row.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** An admin's read-only view of whose documents these are. */
function OrganizerSummary({ organizer }: { organizer: TaxMonthReportData['organizer'] }) {
  const { t } = useLingui();
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-gray-200 ring-inset sm:grid-cols-3">
      <div>
        <dt className="text-gray-600">
          <Trans>Organizer</Trans>
        </dt>
        <dd className="font-medium text-gray-900">{organizer.name}</dd>
      </div>
      <div>
        <dt className="text-gray-600">
          <Trans>Legal name</Trans>
        </dt>
        <dd className="font-medium text-gray-900">{organizer.legalName ?? t`No tax details saved`}</dd>
      </div>
      <div>
        <dt className="text-gray-600">GSTIN</dt>
        <dd className="font-mono font-medium text-gray-900">
          {organizer.gstin ?? t`Not registered for GST`}
        </dd>
      </div>
    </dl>
  );
}

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
          {organizerId ? <OrganizerSummary organizer={report.organizer} /> : null}
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
              <DocumentsTable report={report} />
              <div className="space-y-3">
                <h3 className="text-lg font-semibold text-gray-900">
                  <Trans>Summary for the GST return</Trans>
                </h3>
                <SummaryTable report={report} />
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
