// The page of a tax document's PDF: its measures, type sizes, colours, rules and blocks of text, shared by
// tax-document-pdf.ts (the document), tax-document-body.ts and tax-document-closing.ts (its parts) and
// tax-document-table.ts (its lines). The fonts 'regular' and 'bold', and their
// Devanagari faces 'regular-deva' and 'bold-deva', are registered by tax-document-pdf.ts.

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

type Weight = 'regular' | 'bold';
const weights = new WeakMap<Pdf, Weight>();

/** The weight, size and colour of the text that follows; its face is chosen by what each text is written in. */
export function setFont(pdf: Pdf, weight: Weight, size: number, color = TEXT_COLOR): Pdf {
  weights.set(pdf, weight);
  return pdf.font(weight).fontSize(size).fillColor(color);
}

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * The face for a text in the current weight: Noto Sans Devanagari for one with any Devanagari in it (a Hindi label,
 * an event named in Hindi: its OpenType tables shape the conjuncts and place the matras, and it has Latin, digits and
 * ₹ too), DejaVu Sans for any other.
 */
export function fontFor(pdf: Pdf, text: string): Pdf {
  const weight = weights.get(pdf) ?? 'regular';
  return pdf.font(hasDevanagari(text) ? `${weight}-deva` : weight);
}

/**
 * Writes a text in its face (`fontFor`). Devanagari is drawn as shaped glyphs, some in another order than the letters
 * (the i-matra before its consonant, the reph after it) or several letters in one (a conjunct such as क्ष): each line
 * of such a text is marked with its letters as its ActualText, so copying and extracting give the words as typed.
 * Character spacing would break the headstroke that joins its letters, so there is none.
 */
export function write(
  pdf: Pdf,
  text: string,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): Pdf {
  fontFor(pdf, text);
  if (!hasDevanagari(text)) return pdf.text(text, x, y, options);
  return withActualText(pdf, () => pdf.text(text, x, y, { ...options, characterSpacing: 0 }));
}

/** pdfkit's own steps for one line of text: `_fragment` draws it between `BT` and `ET` (pdfkit 0.20). */
interface PdfkitInternals {
  _fragment(text: string, x: number, y: number, options: unknown): unknown;
  addContent(data: string): Pdf;
}

/** A PDF text string of any text: UTF-16BE with its byte order mark, in hex. */
function pdfTextString(text: string): string {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/**
 * Draws with each line's glyphs in a marked-content span whose ActualText is the line's text. The span opens after the
 * line's `BT` and closes before its `ET`, inside the graphics state its glyphs are drawn in: a reader places the
 * actual text where the glyphs are (poppler, outside it, put it at the mirrored height of pdfkit's flipped page).
 */
function withActualText(pdf: Pdf, draw: () => Pdf): Pdf {
  const internals = pdf as unknown as PdfkitInternals;
  const ownFragment = internals._fragment;
  internals._fragment = function (this: PdfkitInternals, line, ...rest) {
    const addContent = this.addContent;
    const actual = pdfTextString(line.replace(/\n/g, '').trimEnd());
    this.addContent = (data) => {
      if (data === 'ET') addContent.call(this, 'EMC');
      addContent.call(this, data);
      if (data === 'BT') addContent.call(this, `/Span << /ActualText ${actual} >> BDC`);
      return pdf;
    };
    try {
      return ownFragment.call(this, line, ...rest);
    } finally {
      this.addContent = addContent;
    }
  };
  try {
    return draw();
  } finally {
    internals._fragment = ownFragment;
  }
}

/** The height a text takes in its face at the given width (as `write` would set it). */
export function heightOf(pdf: Pdf, text: string, options: PDFKit.Mixins.TextOptions): number {
  return fontFor(pdf, text).heightOfString(text, options);
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
  setFont(pdf, 'bold', SMALL_SIZE, MUTED_COLOR);
  write(pdf, heading.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  for (const line of lines) {
    setFont(pdf, line.bold ? 'bold' : 'regular', BODY_SIZE);
    write(pdf, line.text, x, pdf.y + 1, { width });
  }
  return pdf.y - y;
}
