import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxDocumentKind, TaxDocumentRow, TaxMonthReport } from '@ticketmela/domain';
import { Link } from 'react-router';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatIndianDate } from '@/lib/format';
import { formatPaise, stateLabel } from './tax-format';
import { monthName } from './tax-month';
import { numTd, numTh } from './tax-table-cells';

function taxOf(totals: TaxDocumentRow['totals']): number {
  return totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
}

/** The domain's TAX_DOCUMENT_TITLES, as messages. */
const DOCUMENT_TITLES: Record<TaxDocumentKind, MessageDescriptor> = {
  tax_invoice: msg`Tax Invoice`,
  bill_of_supply: msg`Bill of Supply`,
  credit_note: msg`Credit Note`,
};

/** The month's documents: number (a link to the document), kind, date, event, recipient, place of supply, amounts. */
export function TaxDocumentsTable({ report }: { report: TaxMonthReport }) {
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
              <td className={numTd}>{formatPaise(row.totals.taxablePaise)}</td>
              <td className={numTd}>{formatPaise(taxOf(row.totals))}</td>
              <td className={cn(numTd, 'font-semibold text-gray-900')}>
                {formatPaise(row.totals.totalPaise)}
              </td>
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
