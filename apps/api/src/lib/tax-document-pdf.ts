import { createRequire } from 'node:module';
import { INDIA_TIME_ZONE, paiseToRupees, type TaxDocument } from '@ticketmela/domain';
import PDFDocument from 'pdfkit';

/*
 * A tax document (issue 27) as a PDF: a tax invoice as CGST rule 46 lists its particulars, a bill of supply as rule 49
 * does, a credit note as rule 53 does. Drawn with pdfkit from the frozen document alone, so the same document gives
 * the same bytes each time (its CreationDate is when it was issued).
 *
 * The text is set in DejaVu Sans (from the dejavu-fonts-ttf package: Bitstream Vera licence, DejaVu's changes public
 * domain), embedded as a subset: the PDF standard fonts have no rupee sign (U+20B9). The files are found through
 * node's resolution from this module, which works from the TypeScript sources and from the built dist/server.js alike
 * (the build leaves packages in node_modules).
 */

const requireHere = createRequire(import.meta.url);
const FONT_REGULAR = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const FOOTER_HEIGHT = 24;
const BODY_SIZE = 9;
const TABLE_SIZE = 8;
const SMALL_SIZE = 7.5;
const CELL_PADDING = 3;
const RULE_COLOR = '#9ca3af';
const MUTED_COLOR = '#4b5563';
const TEXT_COLOR = '#111827';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as an invoice shows them: always with paise, Indian digit grouping: ₹1,23,456.50. */
export function formatInvoiceRupees(paise: number): string {
  return rupees.format(paiseToRupees(paise));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS: Record<string, string> = {
  Sunday: 'Sun',
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
};
const indiaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function partsInIndia(iso: string) {
  const parts = Object.fromEntries(
    indiaParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    date: `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`,
    weekday: WEEKDAYS[parts.weekday!] ?? parts.weekday,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`,
  };
}

/** A date in India time, as invoices show it: '27 Nov 2026' (ICU's own short months say 'Sept'). */
export function formatInvoiceDate(iso: string): string {
  return partsInIndia(iso).date;
}

/** An event's start in India time: 'Sat, 21 Nov 2026, 7:30 pm IST'. */
function formatEventStart(iso: string): string {
  const parts = partsInIndia(iso);
  return `${parts.weekday}, ${parts.date}, ${parts.time} IST`;
}

/** A rate in basis points as a percentage: 900 → '9%', 1250 → '12.5%'. */
function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

const FILE_KIND: Record<TaxDocument['kind'], string> = {
  tax_invoice: 'Invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

/** The PDF's file name: 'Invoice INV-2627-1.pdf' (a number's slashes become dashes: no paths in a file name). */
export function taxDocumentFileName(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  const number = document.number.replace(/[/\\:*?"<>|\s]+/g, '-');
  return `${FILE_KIND[document.kind]} ${number}.pdf`;
}

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
const rateOf = (line: Line, share: 1 | 2) =>
  line.rateBasisPoints === 0 ? 'Exempt' : formatRate(line.rateBasisPoints / share);

/** The lines table's columns after the description, by how the supply is taxed. */
function columnsFor(kind: TaxDocument['supplyKind']): Column[] {
  const quantity: Column = {
    header: 'Qty',
    width: 28,
    align: 'right',
    cell: (line) => String(line.quantity),
    total: (_totals, lines) => String(lines.reduce((sum, line) => sum + line.quantity, 0)),
  };
  const unitPrice: Column = {
    header: 'Unit price',
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
    header: 'Total',
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
        taxable('Taxable value', 64),
        rate('CGST rate', 2, 34),
        tax('CGST', 'cgstPaise', 56),
        rate('SGST rate', 2, 34),
        tax('SGST', 'sgstPaise', 56),
        total,
      ];
    case 'inter':
      return [
        quantity,
        { ...unitPrice, width: 68 },
        taxable('Taxable value', 72),
        rate('IGST rate', 1, 40),
        tax('IGST', 'igstPaise', 68),
        { ...total, width: 72 },
      ];
    case 'none':
      return [quantity, { ...unitPrice, width: 80 }, taxable('Value of supply', 90)];
  }
}

function stateText(state: { code: string; name: string }): string {
  return `${state.name} (${state.code})`;
}

/** Renders the document; resolves with the whole PDF. */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT_REGULAR,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${document.title} ${document.number}`,
      Author: document.supplier.legalName,
      Subject: `${document.event.title}, ticket ${document.booking.ticketId}`,
      Creator: 'TicketMela',
      CreationDate: new Date(document.issuedAt),
    },
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    drawDocument(pdf, document);
    drawPageFooters(pdf, document);
    pdf.end();
  } catch (error) {
    return Promise.reject(error);
  }
  return done;
}

type Pdf = PDFKit.PDFDocument;

const left = MARGIN;
function contentWidth(pdf: Pdf): number {
  return pdf.page.width - 2 * MARGIN;
}
function bottomOf(pdf: Pdf): number {
  return pdf.page.height - MARGIN - FOOTER_HEIGHT;
}

/** Starts a new page when fewer than `height` points are left on this one. */
function ensureSpace(pdf: Pdf, height: number, onNewPage?: () => void): void {
  if (pdf.y + height <= bottomOf(pdf)) return;
  pdf.addPage();
  onNewPage?.();
}

function setFont(pdf: Pdf, weight: 'regular' | 'bold', size: number, color = TEXT_COLOR): Pdf {
  return pdf.font(weight).fontSize(size).fillColor(color);
}

function rule(pdf: Pdf, y: number, weight = 0.5): void {
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth(pdf), y)
    .lineWidth(weight)
    .strokeColor(RULE_COLOR)
    .stroke();
}

/** Lines of a block: a bold first line, then plain ones; returns the block's height. */
function drawBlock(
  pdf: Pdf,
  x: number,
  y: number,
  width: number,
  heading: string,
  lines: { text: string; bold?: boolean }[],
): number {
  setFont(pdf, 'bold', SMALL_SIZE, MUTED_COLOR).text(heading.toUpperCase(), x, y, {
    width,
    characterSpacing: 0.5,
  });
  for (const line of lines) {
    setFont(pdf, line.bold ? 'bold' : 'regular', BODY_SIZE).text(line.text, x, pdf.y + 1, { width });
  }
  return pdf.y - y;
}

function drawDocument(pdf: Pdf, document: TaxDocument): void {
  const width = contentWidth(pdf);
  const half = (width - 20) / 2;
  const issued = formatInvoiceDate(document.issuedAt);

  // Title, number and date.
  const top = pdf.y;
  setFont(pdf, 'bold', 18).text(document.title, left, top, { width: half });
  const titleBottom = pdf.y;
  const right = left + half + 20;
  const facts = [
    `${document.title} no.: ${document.number}`,
    `Date: ${issued}`,
    `Financial year: ${document.financialYear}`,
  ];
  if (document.kind === 'credit_note' && document.original) {
    facts.push(
      `Against invoice ${document.original.number} dated ${formatInvoiceDate(document.original.issuedAt)}`,
    );
  }
  setFont(pdf, 'regular', BODY_SIZE).text(facts[0]!, right, top + 2, { width: half, align: 'right' });
  for (const fact of facts.slice(1)) pdf.text(fact, right, pdf.y + 1, { width: half, align: 'right' });
  pdf.y = Math.max(titleBottom, pdf.y) + 10;
  rule(pdf, pdf.y, 1);
  pdf.y += 10;

  // Supplier and recipient.
  const supplier = document.supplier;
  const partiesTop = pdf.y;
  const supplierHeight = drawBlock(pdf, left, partiesTop, half, 'Supplier', [
    { text: supplier.legalName, bold: true },
    { text: supplier.address },
    { text: supplier.gstin ? `GSTIN: ${supplier.gstin}` : 'Not registered for GST' },
    ...(supplier.state ? [{ text: `State: ${stateText(supplier.state)}` }] : []),
  ]);
  const recipient = document.recipient;
  const recipientHeight = drawBlock(pdf, right, partiesTop, half, 'Recipient', [
    { text: recipient.name, bold: true },
    { text: recipient.email },
    ...(recipient.legalName ? [{ text: `Legal name: ${recipient.legalName}` }] : []),
    ...(recipient.gstin ? [{ text: `GSTIN: ${recipient.gstin}` }] : []),
  ]);
  pdf.y = partiesTop + Math.max(supplierHeight, recipientHeight) + 10;
  rule(pdf, pdf.y);
  pdf.y += 8;

  // The supply: where, what, and for which event and ticket.
  const supplyTop = pdf.y;
  const supplyLines = [
    { text: `Place of supply: ${stateText(document.placeOfSupply)}` },
    { text: `SAC: ${document.sac} (admission to events)` },
  ];
  if (document.supplyKind !== 'none') supplyLines.push({ text: 'Tax payable on reverse charge: No' });
  const supplyHeight = drawBlock(pdf, left, supplyTop, half, 'Supply', supplyLines);
  const event = document.event;
  const eventHeight = drawBlock(pdf, right, supplyTop, half, 'Event', [
    { text: event.title, bold: true },
    { text: formatEventStart(event.date) },
    { text: [event.venueName, event.city].filter(Boolean).join(', ') },
    { text: `Ticket: ${document.booking.ticketId}` },
  ]);
  pdf.y = supplyTop + Math.max(supplyHeight, eventHeight) + 14;

  drawLines(pdf, document);
  drawClosing(pdf, document);
}

function drawLines(pdf: Pdf, document: TaxDocument): void {
  const columns = columnsFor(document.supplyKind);
  const width = contentWidth(pdf);
  const descriptionWidth = width - columns.reduce((sum, column) => sum + column.width, 0);
  const all: Column[] = [
    {
      header: 'Description',
      width: descriptionWidth,
      align: 'left',
      cell: (line) => line.description,
      total: () => 'Total',
    },
    ...columns,
  ];

  const cellWidth = (column: Column) => column.width - 2 * CELL_PADDING;
  /** A figure too wide for its column is set smaller rather than broken over two lines. */
  const fittedSize = (text: string, column: Column, size: number) => {
    let fitted = size;
    while (fitted > 5.5 && pdf.widthOfString(text, { lineBreak: false }) > cellWidth(column)) {
      fitted -= 0.5;
      pdf.fontSize(fitted);
    }
    return fitted;
  };

  const drawRow = (cells: string[], weight: 'regular' | 'bold', options: { fill?: string } = {}) => {
    setFont(pdf, weight, TABLE_SIZE);
    const heights = all.map((column, index) =>
      column.align === 'left'
        ? pdf.heightOfString(cells[index]!, { width: cellWidth(column) })
        : pdf.currentLineHeight(true),
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
        pdf.text(text, x + CELL_PADDING, y + CELL_PADDING, { width: cellWidth(column) });
      } else {
        const size = fittedSize(text, column, TABLE_SIZE);
        pdf.text(text, x + CELL_PADDING, y + CELL_PADDING + (TABLE_SIZE - size), {
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
      Math.max(...all.map((column) => pdf.heightOfString(column.header, { width: cellWidth(column) }))) +
      2 * CELL_PADDING;
    const y = pdf.y;
    pdf.rect(left, y, width, height).fill('#f3f4f6');
    let x = left;
    for (const column of all) {
      setFont(pdf, 'bold', SMALL_SIZE).text(column.header, x + CELL_PADDING, y + CELL_PADDING, {
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

function drawClosing(pdf: Pdf, document: TaxDocument): void {
  const width = contentWidth(pdf);
  const totals = document.totals;
  const summary: [string, string][] = [
    [document.supplyKind === 'none' ? 'Value of supply' : 'Taxable value', money(totals.taxablePaise)],
  ];
  if (document.supplyKind === 'intra') {
    summary.push(['CGST', money(totals.cgstPaise)], ['SGST', money(totals.sgstPaise)]);
  } else if (document.supplyKind === 'inter') {
    summary.push(['IGST', money(totals.igstPaise)]);
  }
  const totalLabel = document.kind === 'credit_note' ? 'Total credited' : 'Total amount';
  pdf.y += 10;
  ensureSpace(pdf, 14 * (summary.length + 1) + 40);
  const labelX = left + width - 260;
  for (const [label, value] of summary) {
    const y = pdf.y;
    setFont(pdf, 'regular', BODY_SIZE).text(label, labelX, y, { width: 150 });
    pdf.text(value, labelX + 150, y, { width: 110, align: 'right' });
    pdf.y = y + 13;
  }
  const totalY = pdf.y + 2;
  setFont(pdf, 'bold', 10.5).text(totalLabel, labelX, totalY, { width: 150 });
  pdf.text(money(totals.totalPaise), labelX + 150, totalY, { width: 110, align: 'right' });
  pdf.y = totalY + 18;

  setFont(pdf, 'regular', BODY_SIZE).text(`Amount in words: ${document.totalInWords}`, left, pdf.y, {
    width,
  });
  pdf.y += 6;
  if (document.supplyKind === 'none') {
    const note =
      document.kind === 'bill_of_supply'
        ? 'Bill of supply: no tax is charged'
        : 'No tax is charged: the supplier is not registered for GST';
    pdf.text(`${note}.`, left, pdf.y, { width });
    pdf.y += 4;
  }
  if (document.creditNotes.length > 0) {
    const notes = document.creditNotes
      .map((note) => `${note.number} dated ${formatInvoiceDate(note.issuedAt)}`)
      .join(', ');
    pdf.text(`Credit notes issued against this invoice: ${notes}.`, left, pdf.y, { width });
    pdf.y += 4;
  }

  pdf.y += 16;
  ensureSpace(pdf, 50);
  const signatureY = pdf.y;
  setFont(pdf, 'bold', BODY_SIZE).text(`For ${document.supplier.legalName}`, left + width / 2, signatureY, {
    width: width / 2,
    align: 'right',
  });
  setFont(pdf, 'regular', SMALL_SIZE, MUTED_COLOR).text(
    'This is a computer-generated document and needs no signature.',
    left,
    pdf.y + 14,
    { width, align: 'right' },
  );
}

/** Each page's footer: the document and the page, in the bottom margin. */
function drawPageFooters(pdf: Pdf, document: TaxDocument): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    // Text written in the margin would otherwise start a page of its own.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN - 10;
    rule(pdf, y - 6, 0.25);
    setFont(pdf, 'regular', SMALL_SIZE, MUTED_COLOR).text(`${document.title} ${document.number}`, left, y, {
      width: contentWidth(pdf) / 2,
      lineBreak: false,
    });
    pdf.text(`Page ${index - range.start + 1} of ${range.count}`, left + contentWidth(pdf) / 2, y, {
      width: contentWidth(pdf) / 2,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
}
