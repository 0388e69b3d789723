import { createRequire } from 'node:module';
import { intlTagOf, type Locale, type TaxDocument } from '@ticketmela/domain';
import PDFDocument from 'pdfkit';
import { type Message, msg } from '../i18n/message';
import { translate } from '../i18n/translate';
import { drawDocument } from './tax-document-body';
import {
  contentWidth,
  left,
  MARGIN,
  MUTED_COLOR,
  type Pdf,
  rule,
  SMALL_SIZE,
  setFont,
  write,
} from './tax-document-page';
import type { DocumentWords } from './tax-document-text';
import type { DocumentView } from './tax-document-view';

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
