import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxDocument } from '@ticketmela/domain';
import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiDownloadLink } from '@/components/ui/api-download-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { domainText } from '@/i18n/domain-text';
import { apiPathOf, safeFileName } from '@/lib/api-download';
import { cn } from '@/lib/cn';
import { formatIndianDate, formatIndianDateTime } from '@/lib/format';
import { cellBase, cellOf, LineCards, lineColumns } from './tax-document-lines';
import { stateLabel } from './tax-format';

function Party({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-label={heading}
      className="min-w-0 rounded-xl border border-gray-200 p-4 print:rounded-none"
    >
      <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{heading}</h2>
      <div className="mt-2 space-y-0.5 text-sm break-words text-gray-800">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{label}:</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * A tax invoice, bill of supply or credit note laid out as Indian GST documents are (CGST rule 46, 49 and 53): who
 * supplies and who receives, place of supply, SAC, the lines with their tax, totals and the amount in words; Print
 * and Download PDF, hidden on paper.
 */
export function TaxDocumentView({ document: doc }: { document: TaxDocument }) {
  const { t, i18n } = useLingui();
  const columns = lineColumns(i18n, doc.supplyKind);
  const pdfName = safeFileName(doc.number, 'pdf');
  const headingId = `tax-document-${doc.id}`;
  const supplierGstin = doc.supplier.gstin;
  const supplierState = doc.supplier.state ? stateLabel(doc.supplier.state) : null;
  const recipientName = doc.recipient.name;
  const recipientGstin = doc.recipient.gstin;
  const originalNumber = doc.original?.number;
  const originalDate = doc.original ? formatIndianDate(doc.original.issuedAt) : '';
  const totalInWords = doc.totalInWords;

  return (
    <article
      aria-labelledby={headingId}
      className="mx-auto max-w-4xl rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <title>{`${domainText(doc.title)} ${doc.number} — TicketMela`}</title>
      <div className="flex flex-wrap items-center justify-end gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onClick={() => window.print()}
        >
          <Trans>Print</Trans>
        </Button>
        <ApiDownloadLink
          path={apiPathOf(doc.pdfUrl)}
          fileName={pdfName}
          failureMessage={t`The PDF could not be downloaded. Please try again.`}
          className={buttonClasses({ size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download PDF</Trans>
        </ApiDownloadLink>
      </div>

      <header className="mt-4 flex flex-col gap-4 border-b border-gray-200 pb-5 sm:flex-row sm:items-start sm:justify-between print:mt-0">
        <div>
          <h1 id={headingId} className="text-2xl font-bold text-gray-900 sm:text-3xl">
            {domainText(doc.title)}
          </h1>
          {doc.kind === 'bill_of_supply' ? (
            <p className="mt-1 text-sm text-gray-700">
              <Trans>Bill of supply: no tax is charged</Trans>
            </p>
          ) : null}
        </div>
        <dl className="space-y-1 text-sm sm:text-right">
          <Fact label={t`Number`}>
            <span className="font-mono">{doc.number}</span>
          </Fact>
          <Fact label={t`Date`}>{formatIndianDate(doc.issuedAt)}</Fact>
          <Fact label={t`Financial year`}>{doc.financialYear}</Fact>
        </dl>
      </header>

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Party heading={t`Supplier`}>
          <p className="font-semibold text-gray-900">{doc.supplier.legalName}</p>
          <p className="whitespace-pre-line">{doc.supplier.address}</p>
          <p>
            {supplierGstin ? (
              <Trans>
                GSTIN: <span className="font-mono">{supplierGstin}</span>
              </Trans>
            ) : (
              t`Not registered for GST`
            )}
          </p>
          {supplierState ? (
            <p>
              <Trans>State: {supplierState}</Trans>
            </p>
          ) : null}
        </Party>
        <Party heading={t`Recipient`}>
          <p className="font-semibold text-gray-900">{doc.recipient.legalName ?? doc.recipient.name}</p>
          {doc.recipient.legalName ? (
            <p>
              <Trans>Attn: {recipientName}</Trans>
            </p>
          ) : null}
          <p>{doc.recipient.email}</p>
          {recipientGstin ? (
            <p>
              <Trans>
                GSTIN: <span className="font-mono">{recipientGstin}</span>
              </Trans>
            </p>
          ) : null}
        </Party>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        <Fact label={t`Place of supply`}>{stateLabel(doc.placeOfSupply)}</Fact>
        <Fact label="SAC">{doc.sac}</Fact>
        <Fact label={t`Event`}>{doc.event.title}</Fact>
        <Fact label={t`Event date`}>{formatIndianDateTime(doc.event.date)}</Fact>
        <Fact label={t`Venue`}>{`${doc.event.venueName}, ${doc.event.city}`}</Fact>
        <Fact label={t`Ticket ID`}>
          <span className="font-mono break-all">{doc.booking.ticketId}</span>
        </Fact>
      </dl>

      {doc.kind === 'credit_note' && doc.original ? (
        <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset">
          <Trans>
            Against invoice{' '}
            <Link
              to={paths.taxDocument(doc.original.id)}
              className="font-mono font-semibold text-brand-800 underline"
            >
              {originalNumber}
            </Link>{' '}
            dated {originalDate}
          </Trans>
        </p>
      ) : null}

      <ScrollTable
        label={t`Lines`}
        className="mt-5 hidden rounded-xl shadow-none sm:block print:block print:overflow-visible print:rounded-none print:border-gray-400"
      >
        <table className="w-full text-sm">
          <thead className="bg-stone-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    cellOf(column),
                    'text-xs font-semibold tracking-wide text-gray-700 uppercase',
                    column.numeric ? 'text-right' : 'text-left',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {doc.lines.map((line, index) => (
              // Lines have no id of their own; their order is fixed when the document is issued.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.header} className={cn(cellOf(column), 'text-gray-800')}>
                    {column.cell(line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-300 font-semibold text-gray-900">
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={cn(cellBase, 'text-left')}>
                    <Trans>Total</Trans>
                  </th>
                ) : (
                  <td key={column.header} className={cellOf(column)}>
                    {column.total?.(doc.totals) ?? null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
      <LineCards document={doc} columns={columns} />

      <p className="mt-4 text-sm text-gray-800">
        <Trans>
          <span className="font-semibold">Amount in words:</span> {totalInWords}
        </Trans>
      </p>
      {doc.supplyKind === 'none' && doc.kind !== 'bill_of_supply' ? (
        <p className="mt-1 text-sm text-gray-700">
          <Trans>No tax is charged on this supply.</Trans>
        </p>
      ) : null}

      {doc.kind !== 'credit_note' && doc.creditNotes.length > 0 ? (
        <section aria-labelledby={`${headingId}-credit-notes`} className="mt-5">
          <h2 id={`${headingId}-credit-notes`} className="text-sm font-semibold text-gray-900">
            <Trans>Credit notes against this invoice</Trans>
          </h2>
          <ul className="mt-1.5 space-y-1 text-sm">
            {doc.creditNotes.map((note) => {
              const number = note.number;
              const date = formatIndianDate(note.issuedAt);
              return (
                <li key={note.id}>
                  <Trans>
                    <Link
                      to={paths.taxDocument(note.id)}
                      className="font-mono font-semibold text-brand-800 underline"
                    >
                      {number}
                    </Link>{' '}
                    dated {date}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <p className="mt-8 border-t border-gray-200 pt-4 text-xs text-gray-600">
        <Trans>A computer-generated document: no signature is required.</Trans>
      </p>
    </article>
  );
}
