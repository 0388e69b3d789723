import type { TaxDocument } from '@ticketmela/domain';
import { msg } from '../i18n/message';
import {
  contentWidth,
  ensureSpace,
  fontFor,
  heightOf,
  left,
  type Pdf,
  rule,
  SMALL_SIZE,
  setFont,
  TABLE_SIZE,
  write,
} from './tax-document-page';
import { type DocumentWords, formatInvoiceRupees, formatRate, lineDescription } from './tax-document-text';

// The lines table of a tax document's PDF: its columns by how the supply is taxed (CGST and SGST, IGST, or none),
// a row per line whose description wraps, a totals row, and its header again on each page it goes on to.

const CELL_PADDING = 3;

type Line = TaxDocument['lines'][number];
type Totals = TaxDocument['totals'];

interface Column {
  header: string;
  /** Width in points; the description takes what the others leave. */
  width: number;
  align: 'left' | 'right';
  cell: (line: Line) => string;
  total: (totals: Totals, lines: readonly Line[]) => string;
}

const money = (paise: number) => formatInvoiceRupees(paise);

/** The lines table's columns after the description, by how the supply is taxed, headed in the document's language. */
function columnsFor(kind: TaxDocument['supplyKind'], t: DocumentWords): Column[] {
  const rateOf = (line: Line, share: 1 | 2) =>
    line.rateBasisPoints === 0 ? t(msg('Exempt')) : formatRate(line.rateBasisPoints / share);
  const quantity: Column = {
    header: t(msg('Qty')),
    width: 28,
    align: 'right',
    cell: (line) => String(line.quantity),
    total: (_totals, lines) => String(lines.reduce((sum, line) => sum + line.quantity, 0)),
  };
  const unitPrice: Column = {
    header: t(msg('Unit price')),
    width: 62,
    align: 'right',
    cell: (line) => money(line.unitPricePaise),
    total: () => '',
  };
  const taxable = (header: string, width: number): Column => ({
    header,
    width,
    align: 'right',
    cell: (line) => money(line.taxablePaise),
    total: (totals) => money(totals.taxablePaise),
  });
  const total: Column = {
    header: t(msg('Total')),
    width: 66,
    align: 'right',
    cell: (line) => money(line.totalPaise),
    total: (totals) => money(totals.totalPaise),
  };
  const rate = (header: string, share: 1 | 2, width: number): Column => ({
    header,
    width,
    align: 'right',
    cell: (line) => rateOf(line, share),
    total: () => '',
  });
  const tax = (header: string, key: 'cgstPaise' | 'sgstPaise' | 'igstPaise', width: number): Column => ({
    header,
    width,
    align: 'right',
    cell: (line) => money(line[key]),
    total: (totals) => money(totals[key]),
  });
  switch (kind) {
    case 'intra':
      return [
        quantity,
        unitPrice,
        taxable(t(msg('Taxable value')), 64),
        rate(t(msg('CGST rate')), 2, 34),
        tax('CGST', 'cgstPaise', 56),
        rate(t(msg('SGST rate')), 2, 34),
        tax('SGST', 'sgstPaise', 56),
        total,
      ];
    case 'inter':
      return [
        quantity,
        { ...unitPrice, width: 68 },
        taxable(t(msg('Taxable value')), 72),
        rate(t(msg('IGST rate')), 1, 40),
        tax('IGST', 'igstPaise', 68),
        { ...total, width: 72 },
      ];
    case 'none':
      return [quantity, { ...unitPrice, width: 80 }, taxable(t(msg('Value of supply')), 90)];
  }
}

export function drawLines(pdf: Pdf, document: TaxDocument, t: DocumentWords): void {
  const columns = columnsFor(document.supplyKind, t);
  const width = contentWidth(pdf);
  const descriptionWidth = width - columns.reduce((sum, column) => sum + column.width, 0);
  const all: Column[] = [
    {
      header: t(msg('Description')),
      width: descriptionWidth,
      align: 'left',
      cell: (line) => lineDescription(t, line.description),
      total: () => t(msg('Total')),
    },
    ...columns,
  ];

  const cellWidth = (column: Column) => column.width - 2 * CELL_PADDING;
  /** A figure too wide for its column is set smaller rather than broken over two lines. */
  const fittedSize = (text: string, column: Column, size: number) => {
    let fitted = size;
    while (fitted > 5.5 && fontFor(pdf, text).widthOfString(text, { lineBreak: false }) > cellWidth(column)) {
      fitted -= 0.5;
      pdf.fontSize(fitted);
    }
    return fitted;
  };

  const drawRow = (cells: string[], weight: 'regular' | 'bold', options: { fill?: string } = {}) => {
    setFont(pdf, weight, TABLE_SIZE);
    const heights = all.map((column, index) =>
      column.align === 'left'
        ? heightOf(pdf, cells[index]!, { width: cellWidth(column) })
        : fontFor(pdf, cells[index]!).currentLineHeight(true),
    );
    const height = Math.max(...heights) + 2 * CELL_PADDING;
    ensureSpace(pdf, height, drawHeader);
    const y = pdf.y;
    if (options.fill) pdf.rect(left, y, width, height).fill(options.fill);
    let x = left;
    all.forEach((column, index) => {
      const text = cells[index]!;
      setFont(pdf, weight, TABLE_SIZE);
      if (column.align === 'left') {
        write(pdf, text, x + CELL_PADDING, y + CELL_PADDING, { width: cellWidth(column) });
      } else {
        const size = fittedSize(text, column, TABLE_SIZE);
        write(pdf, text, x + CELL_PADDING, y + CELL_PADDING + (TABLE_SIZE - size), {
          width: cellWidth(column),
          align: 'right',
          lineBreak: false,
        });
      }
      x += column.width;
    });
    pdf.y = y + height;
    rule(pdf, pdf.y, 0.25);
  };

  function drawHeader() {
    setFont(pdf, 'bold', SMALL_SIZE);
    const height =
      Math.max(...all.map((column) => heightOf(pdf, column.header, { width: cellWidth(column) }))) +
      2 * CELL_PADDING;
    const y = pdf.y;
    pdf.rect(left, y, width, height).fill('#f3f4f6');
    let x = left;
    for (const column of all) {
      setFont(pdf, 'bold', SMALL_SIZE);
      write(pdf, column.header, x + CELL_PADDING, y + CELL_PADDING, {
        width: cellWidth(column),
        align: column.align,
      });
      x += column.width;
    }
    pdf.y = y + height;
    rule(pdf, pdf.y, 0.75);
  }

  ensureSpace(pdf, 60);
  drawHeader();
  for (const line of document.lines)
    drawRow(
      all.map((column) => column.cell(line)),
      'regular',
    );
  drawRow(
    all.map((column) => column.total(document.totals, document.lines)),
    'bold',
    { fill: '#f9fafb' },
  );
}
