import { createRequire } from 'node:module';
import { intlTagOf, type Locale, type TaxDocument } from '@ticketmela/domain';
import PDFDocument from 'pdfkit';
import { type Message, msg } from '../i18n/message';
import { translate } from '../i18n/translate';
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
  write,
} from './tax-document-page';
import { drawLines } from './tax-document-table';
import {
  type DocumentWords,
  formatEventStart,
  formatInvoiceDate,
  formatInvoiceRupees,
  stateText,
} from './tax-document-text';

export { taxDocumentFileName } from './tax-document-text';

/*
 * A tax document (issue 27) as a PDF: a tax invoice as CGST rule 46 lists its particulars, a bill of supply as rule 49
 * does, a credit note as rule 53 does. Drawn with pdfkit from the frozen document alone, so the same document gives
 * the same bytes each time (its CreationDate is when it was issued), in English or in Hindi (issue 30: the language
 * its booking was made in).
 *
 * The text is set in DejaVu Sans (from the dejavu-fonts-ttf package: Bitstream Vera licence, DejaVu's changes public
 * domain), embedded as a subset: the PDF standard fonts have no rupee sign (U+20B9). Any text with Devanagari in it (a
 * Hindi label, an event or a person named in Hindi, on an English document too) is set in Noto Sans Devanagari (from
 * @expo-google-fonts/noto-sans-devanagari: SIL Open Font License 1.1), whose GSUB and GPOS tables fontkit, pdfkit's
 * font engine, shapes with its Indic shaper: conjuncts (क्ष, त्र, श्र) become their ligatures, the i-matra goes before
 * its consonant, the reph above the next letter. The files are found through node's resolution from this module,
 * which works from the TypeScript sources and from the built dist/server.js alike (the build leaves packages in
 * node_modules).
 */

const requireHere = createRequire(import.meta.url);
const FONT_REGULAR = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const DEVANAGARI_REGULAR = requireHere.resolve(
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
);
const DEVANAGARI_BOLD = requireHere.resolve(
  '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
);

const TITLES: Record<TaxDocument['kind'], Message> = {
  tax_invoice: msg('Tax Invoice'),
  bill_of_supply: msg('Bill of Supply'),
  credit_note: msg('Credit Note'),
};

/** Renders the document in a language (English unless told); resolves with the whole PDF. */
export function renderTaxDocumentPdf(document: TaxDocument, locale: Locale = 'en'): Promise<Buffer> {
  const t: DocumentWords = (message) => translate(locale, message);
  const title = t(TITLES[document.kind]);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONT_REGULAR,
    bufferPages: true,
    lang: intlTagOf(locale),
    displayTitle: true,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.supplier.legalName,
      Subject: t(
        msg('{title}, ticket {ticketId}', {
          title: document.event.title,
          ticketId: document.booking.ticketId,
        }),
      ),
      Creator: 'TicketMela',
      CreationDate: new Date(document.issuedAt),
    },
  });
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  pdf.registerFont('regular-deva', DEVANAGARI_REGULAR);
  pdf.registerFont('bold-deva', DEVANAGARI_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    const view = { document, title, t, locale };
    drawDocument(pdf, view);
    drawPageFooters(pdf, view);
    pdf.end();
  } catch (error) {
    return Promise.reject(error);
  }
  return done;
}

interface DocumentView {
  document: TaxDocument;
  /** The document's title in its language ('Tax Invoice', 'टैक्स इनवॉइस'). */
  title: string;
  t: DocumentWords;
  locale: Locale;
}

function drawDocument(pdf: Pdf, view: DocumentView): void {
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

function drawClosing(pdf: Pdf, view: DocumentView): void {
  const { document, t, locale } = view;
  const width = contentWidth(pdf);
  const totals = document.totals;
  const summary: [string, string][] = [
    [
      document.supplyKind === 'none' ? t(msg('Value of supply')) : t(msg('Taxable value')),
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
  const totalLabel = document.kind === 'credit_note' ? t(msg('Total credited')) : t(msg('Total amount'));
  pdf.y += 10;
  ensureSpace(pdf, 14 * (summary.length + 1) + 40);
  const labelX = left + width - 260;
  for (const [label, value] of summary) {
    const y = pdf.y;
    setFont(pdf, 'regular', BODY_SIZE);
    write(pdf, label, labelX, y, { width: 150 });
    write(pdf, value, labelX + 150, y, { width: 110, align: 'right' });
    pdf.y = y + 13;
  }
  const totalY = pdf.y + 2;
  setFont(pdf, 'bold', 10.5);
  write(pdf, totalLabel, labelX, totalY, { width: 150 });
  write(pdf, formatInvoiceRupees(totals.totalPaise), labelX + 150, totalY, { width: 110, align: 'right' });
  pdf.y = totalY + 18;

  setFont(pdf, 'regular', BODY_SIZE);
  write(pdf, t(msg('Amount in words: {words}', { words: document.totalInWords })), left, pdf.y, { width });
  pdf.y += 6;
  if (document.supplyKind === 'none') {
    const note =
      document.kind === 'bill_of_supply'
        ? t(msg('Bill of supply: no tax is charged.'))
        : t(msg('No tax is charged: the supplier is not registered for GST.'));
    write(pdf, note, left, pdf.y, { width });
    pdf.y += 4;
  }
  if (document.creditNotes.length > 0) {
    const notes = document.creditNotes
      .map((note) =>
        t(
          msg('{number} dated {date}', {
            number: note.number,
            date: formatInvoiceDate(note.issuedAt, locale),
          }),
        ),
      )
      .join(', ');
    write(pdf, t(msg('Credit notes issued against this invoice: {notes}.', { notes })), left, pdf.y, {
      width,
    });
    pdf.y += 4;
  }

  pdf.y += 16;
  ensureSpace(pdf, 50);
  const signatureY = pdf.y;
  setFont(pdf, 'bold', BODY_SIZE);
  write(
    pdf,
    t(msg('For {supplier}', { supplier: document.supplier.legalName })),
    left + width / 2,
    signatureY,
    {
      width: width / 2,
      align: 'right',
    },
  );
  setFont(pdf, 'regular', SMALL_SIZE, MUTED_COLOR);
  write(pdf, t(msg('This is a computer-generated document and needs no signature.')), left, pdf.y + 14, {
    width,
    align: 'right',
  });
}

/** Each page's footer: the document and the page, in the bottom margin. */
function drawPageFooters(pdf: Pdf, view: DocumentView): void {
  const { document, title, t } = view;
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottomMargin = pdf.page.margins.bottom;
    // Text written in the margin would otherwise start a page of its own.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - MARGIN - 10;
    rule(pdf, y - 6, 0.25);
    setFont(pdf, 'regular', SMALL_SIZE, MUTED_COLOR);
    write(pdf, `${title} ${document.number}`, left, y, {
      width: contentWidth(pdf) / 2,
      lineBreak: false,
    });
    write(
      pdf,
      t(msg('Page {page} of {pages}', { page: index - range.start + 1, pages: range.count })),
      left + contentWidth(pdf) / 2,
      y,
      { width: contentWidth(pdf) / 2, align: 'right', lineBreak: false },
    );
    pdf.page.margins.bottom = bottomMargin;
  }
}
