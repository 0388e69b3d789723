import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxMonthReport, TaxSummaryRow } from '@ticketmela/domain';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { cn } from '@/lib/cn';
import { formatPaise, formatRate, stateLabel } from './tax-format';
import { monthName } from './tax-month';
import { numTd, numTh } from './tax-table-cells';

const DOCUMENT_TYPE_LABELS: Record<TaxSummaryRow['documentType'], MessageDescriptor> = {
  invoice: msg`Invoices`,
  credit_note: msg`Credit notes`,
};

/** The summary a GST return is filed from: one row per section, document type, place of supply and rate. */
export function GstSummaryTable({ report }: { report: TaxMonthReport }) {
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
              <td className={numTd}>{formatRate(row.rateBasisPoints)}</td>
              <td className={numTd}>{row.documents.toLocaleString('en-IN')}</td>
              <td className={numTd}>{formatPaise(row.taxablePaise)}</td>
              <td className={numTd}>{formatPaise(row.cgstPaise)}</td>
              <td className={numTd}>{formatPaise(row.sgstPaise)}</td>
              <td className={numTd}>{formatPaise(row.igstPaise)}</td>
              <td className={cn(numTd, 'font-semibold text-gray-900')}>{formatPaise(row.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
