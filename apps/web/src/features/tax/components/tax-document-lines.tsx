import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxDocument } from '@ticketmela/domain';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatPaise, formatRate } from './tax-format';

// A tax document's lines: the columns that apply to its kind of supply, and the cards they become below 640 px.

type Line = TaxDocument['lines'][number];
type Totals = TaxDocument['totals'];

export interface Column {
  /** As shown: in the reader's language (CGST, SGST and IGST as they are). */
  header: string;
  /** Amounts and counts are right-aligned. */
  numeric: boolean;
  cell: (line: Line) => ReactNode;
  /** The totals row's cell; undefined leaves it blank. */
  total?: (totals: Totals) => ReactNode;
}

function halfRate(line: Line): ReactNode {
  return <span className="block text-xs text-gray-600">{`@ ${formatRate(line.rateBasisPoints / 2)}`}</span>;
}

/** The lines' columns: tax columns only where tax applies (CGST + SGST within the state, IGST across states). */
export function lineColumns(i18n: I18n, kind: TaxDocument['supplyKind']): Column[] {
  const columns: Column[] = [
    { header: i18n._(msg`Description`), numeric: false, cell: (line) => line.description },
    { header: i18n._(msg`Qty`), numeric: true, cell: (line) => line.quantity.toLocaleString('en-IN') },
    { header: i18n._(msg`Unit price`), numeric: true, cell: (line) => formatPaise(line.unitPricePaise) },
  ];
  if (kind === 'none') {
    columns.push({
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (line) => formatPaise(line.totalPaise),
      total: (totals) => formatPaise(totals.totalPaise),
    });
    return columns;
  }
  columns.push(
    {
      header: i18n._(msg`Taxable value`),
      numeric: true,
      cell: (line) => formatPaise(line.taxablePaise),
      total: (totals) => formatPaise(totals.taxablePaise),
    },
    { header: i18n._(msg`Rate`), numeric: true, cell: (line) => formatRate(line.rateBasisPoints) },
  );
  if (kind === 'intra') {
    columns.push(
      {
        header: 'CGST',
        numeric: true,
        cell: (line) => (
          <>
            {formatPaise(line.cgstPaise)}
            {halfRate(line)}
          </>
        ),
        total: (totals) => formatPaise(totals.cgstPaise),
      },
      {
        header: 'SGST',
        numeric: true,
        cell: (line) => (
          <>
            {formatPaise(line.sgstPaise)}
            {halfRate(line)}
          </>
        ),
        total: (totals) => formatPaise(totals.sgstPaise),
      },
    );
  } else {
    columns.push({
      header: 'IGST',
      numeric: true,
      cell: (line) => formatPaise(line.igstPaise),
      total: (totals) => formatPaise(totals.igstPaise),
    });
  }
  columns.push({
    header: i18n._(msg`Amount`),
    numeric: true,
    cell: (line) => formatPaise(line.totalPaise),
    total: (totals) => formatPaise(totals.totalPaise),
  });
  return columns;
}

export const cellBase = 'px-3 py-2.5 first:pl-4 last:pr-4 align-top';
/** Amounts stay on one line; the description wraps. */
export const cellOf = (column: Column) =>
  cn(cellBase, column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'min-w-40');

/** Below 640 px each line is a card of its figures (the table would need scrolling); paper gets the table. */
export function LineCards({ document: doc, columns }: { document: TaxDocument; columns: Column[] }) {
  const { t } = useLingui();
  const figures = columns.slice(1);
  return (
    <ul aria-label={t`Lines`} className="mt-5 space-y-3 sm:hidden print:hidden">
      {doc.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
        <li key={index} className="rounded-xl border border-gray-200 p-3.5 text-sm">
          <p className="font-semibold text-gray-900">{line.description}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {figures.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-gray-600">{column.header}</dt>
                <dd className="text-right text-gray-900 tabular-nums">{column.cell(line)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
      <li className="rounded-xl bg-stone-50 p-3.5 text-sm ring-1 ring-gray-200 ring-inset">
        <p className="font-semibold text-gray-900">
          <Trans>Total</Trans>
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {figures
            .filter((column) => column.total)
            .map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-gray-600">{column.header}</dt>
                <dd className="text-right font-semibold text-gray-900 tabular-nums">
                  {column.total?.(doc.totals)}
                </dd>
              </div>
            ))}
        </dl>
      </li>
    </ul>
  );
}
