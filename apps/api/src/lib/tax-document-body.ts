import { msg } from '../i18n/message';
import { drawClosing } from './tax-document-closing';
import {
  BODY_SIZE,
  contentWidth,
  drawBlock,
  left,
  type Pdf,
  rule,
  setFont,
  write,
} from './tax-document-page';
import { drawLines } from './tax-document-table';
import { formatEventStart, formatInvoiceDate, stateText } from './tax-document-text';
import type { DocumentView } from './tax-document-view';

// The body of a tax document's PDF, top to bottom: its title, number and date, the supplier and the recipient, the
// supply and its event, then its lines (tax-document-table.ts) and its closing (tax-document-closing.ts).

export function drawDocument(pdf: Pdf, view: DocumentView): void {
  const { document, title, t, locale } = view;
  const width = contentWidth(pdf);
  const half = (width - 20) / 2;
  const issued = formatInvoiceDate(document.issuedAt, locale);

  // Title, number and date.
  const top = pdf.y;
  setFont(pdf, 'bold', 18);
  write(pdf, title, left, top, { width: half });
  const titleBottom = pdf.y;
  const right = left + half + 20;
  const facts = [
    t(msg('{title} no.: {number}', { title, number: document.number })),
    t(msg('Date: {date}', { date: issued })),
    t(msg('Financial year: {year}', { year: document.financialYear })),
  ];
  if (document.kind === 'credit_note' && document.original) {
    facts.push(
      t(
        msg('Against invoice {number} dated {date}', {
          number: document.original.number,
          date: formatInvoiceDate(document.original.issuedAt, locale),
        }),
      ),
    );
  }
  setFont(pdf, 'regular', BODY_SIZE);
  write(pdf, facts[0]!, right, top + 2, { width: half, align: 'right' });
  for (const fact of facts.slice(1)) write(pdf, fact, right, pdf.y + 1, { width: half, align: 'right' });
  pdf.y = Math.max(titleBottom, pdf.y) + 10;
  rule(pdf, pdf.y, 1);
  pdf.y += 10;

  // Supplier and recipient.
  const supplier = document.supplier;
  const partiesTop = pdf.y;
  const supplierHeight = drawBlock(pdf, left, partiesTop, half, t(msg('Supplier')), [
    { text: supplier.legalName, bold: true },
    { text: supplier.address },
    // GSTIN is never translated (glossary-hi.md).
    { text: supplier.gstin ? `GSTIN: ${supplier.gstin}` : t(msg('Not registered for GST')) },
    ...(supplier.state ? [{ text: t(msg('State: {state}', { state: stateText(supplier.state) })) }] : []),
  ]);
  const recipient = document.recipient;
  const recipientHeight = drawBlock(pdf, right, partiesTop, half, t(msg('Recipient')), [
    { text: recipient.name, bold: true },
    { text: recipient.email },
    ...(recipient.legalName ? [{ text: t(msg('Legal name: {name}', { name: recipient.legalName })) }] : []),
    ...(recipient.gstin ? [{ text: `GSTIN: ${recipient.gstin}` }] : []),
  ]);
  pdf.y = partiesTop + Math.max(supplierHeight, recipientHeight) + 10;
  rule(pdf, pdf.y);
  pdf.y += 8;

  // The supply: where, what, and for which event and ticket.
  const supplyTop = pdf.y;
  const supplyLines = [
    { text: t(msg('Place of supply: {place}', { place: stateText(document.placeOfSupply) })) },
    { text: t(msg('SAC: {sac} (admission to events)', { sac: document.sac })) },
  ];
  if (document.supplyKind !== 'none') supplyLines.push({ text: t(msg('Tax payable on reverse charge: No')) });
  const supplyHeight = drawBlock(pdf, left, supplyTop, half, t(msg('Supply')), supplyLines);
  const event = document.event;
  const eventHeight = drawBlock(pdf, right, supplyTop, half, t(msg('Event')), [
    { text: event.title, bold: true },
    { text: formatEventStart(event.date, locale) },
    { text: [event.venueName, event.city].filter(Boolean).join(', ') },
    { text: t(msg('Ticket: {ticketId}', { ticketId: document.booking.ticketId })) },
  ]);
  pdf.y = supplyTop + Math.max(supplyHeight, eventHeight) + 14;

  drawLines(pdf, document, t);
  drawClosing(pdf, view);
}
