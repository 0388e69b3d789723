import { createRequire } from 'node:module';
import type { TaxDocument } from '@ticketmela/domain';
import PDFDocument from 'pdfkit';
import {
  BODY_SIZE,
  contentWidth,
  drawBlock,
  ensureSpace,
  left,
  MARGIN,
  MUTED_COLOR,
  type Pdf,
  rule,
  SMALL_SIZE,
  setFont,
} from './tax-document-page';
import { drawLines } from './tax-document-table';
import { formatEventStart, formatInvoiceDate, formatInvoiceRupees, stateText } from './tax-document-text';

export { taxDocumentFileName } from './tax-document-text';

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

function drawClosing(pdf: Pdf, document: TaxDocument): void {
  const width = contentWidth(pdf);
  const totals = document.totals;
  const summary: [string, string][] = [
    [
      document.supplyKind === 'none' ? 'Value of supply' : 'Taxable value',
      formatInvoiceRupees(totals.taxablePaise),
    ],
  ];
  if (document.supplyKind === 'intra') {
    summary.push(
      ['CGST', formatInvoiceRupees(totals.cgstPaise)],
      ['SGST', formatInvoiceRupees(totals.sgstPaise)],
    );
  } else if (document.supplyKind === 'inter') {
    summary.push(['IGST', formatInvoiceRupees(totals.igstPaise)]);
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
  pdf.text(formatInvoiceRupees(totals.totalPaise), labelX + 150, totalY, { width: 110, align: 'right' });
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
