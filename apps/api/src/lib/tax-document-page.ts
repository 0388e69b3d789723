// The page of a tax document's PDF: its measures, type sizes, colours, rules and blocks of text, shared by
// tax-document-pdf.ts (the document) and tax-document-table.ts (its lines). The fonts 'regular' and 'bold' are
// registered by tax-document-pdf.ts.

export const MARGIN = 40;
export const FOOTER_HEIGHT = 24;
export const BODY_SIZE = 9;
export const TABLE_SIZE = 8;
export const SMALL_SIZE = 7.5;
export const MUTED_COLOR = '#4b5563';
const RULE_COLOR = '#9ca3af';
const TEXT_COLOR = '#111827';

export type Pdf = PDFKit.PDFDocument;

export const left = MARGIN;

export function contentWidth(pdf: Pdf): number {
  return pdf.page.width - 2 * MARGIN;
}

export function bottomOf(pdf: Pdf): number {
  return pdf.page.height - MARGIN - FOOTER_HEIGHT;
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function ensureSpace(pdf: Pdf, height: number, onNewPage?: () => void): void {
  if (pdf.y + height <= bottomOf(pdf)) return;
  pdf.addPage();
  onNewPage?.();
}

export function setFont(pdf: Pdf, weight: 'regular' | 'bold', size: number, color = TEXT_COLOR): Pdf {
  return pdf.font(weight).fontSize(size).fillColor(color);
}

export function rule(pdf: Pdf, y: number, weight = 0.5): void {
  pdf
    .moveTo(left, y)
    .lineTo(left + contentWidth(pdf), y)
    .lineWidth(weight)
    .strokeColor(RULE_COLOR)
    .stroke();
}

/** A block of lines, each bold or plain, under a small heading; returns the block's height. */
export function drawBlock(
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
