import { msg } from '../i18n/message';
import { amountInWordsIn } from './amount-in-words';
import {
  BODY_SIZE,
  contentWidth,
  ensureSpace,
  left,
  MUTED_COLOR,
  type Pdf,
  SMALL_SIZE,
  setFont,
  write,
} from './tax-document-page';
import { formatInvoiceDate, formatInvoiceRupees } from './tax-document-text';
import type { DocumentView } from './tax-document-view';

// The closing of a tax document's PDF, after its lines: the taxable value, the taxes and the total, the amount in
// words, why no tax is charged or which credit notes were issued against it, and the supplier's signature line.

export function drawClosing(pdf: Pdf, view: DocumentView): void {
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
  const words = amountInWordsIn(locale, totals.totalPaise);
  write(pdf, t(msg('Amount in words: {words}', { words })), left, pdf.y, { width });
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
