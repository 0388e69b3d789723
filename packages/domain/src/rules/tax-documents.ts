import type { TaxedLine } from './gst';

// Tax documents (issue 27): a tax invoice or bill of supply for every paid booking, and a credit note for what a
// refund gives back. Numbers follow CGST rule 46(b): consecutive within a financial year, at most 16 characters of
// letters, digits, '-' and '/'. Each organizer has their own series: one for invoices and bills of supply, one for
// credit notes.

/** tax_invoice: the organizer has a GSTIN; bill_of_supply: they have none (rule 49); credit_note: a refund's. */
export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
};

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** An organizer's invoice prefix: 1 to 4 capital letters or digits, so that every number fits in 16 characters. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;
export const DEFAULT_INVOICE_PREFIX = 'INV';

/**
 * A document's number: `INV/2627/1` for the first invoice of 2026-27, `INVC/2627/1` for the first credit note.
 * Throws when it would not fit in 16 characters (a series past 999,999 invoices or 99,999 credit notes a year).
 */
export function documentNumber(
  prefix: string,
  series: 'invoice' | 'credit_note',
  financialYear: string,
  serial: number,
): string {
  const number = `${documentNumberHead(prefix, series, financialYear)}${serial}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`Document number ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return number;
}

/** A number without its serial ('INV/2627/'): the database appends the serial it allocates. */
export function documentNumberHead(
  prefix: string,
  series: 'invoice' | 'credit_note',
  financialYear: string,
): string {
  const years = financialYear.replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2');
  return `${prefix}${series === 'credit_note' ? 'C' : ''}/${years}/`;
}

/** A line with another all-in total: its taxable value and tax in the line's own proportion, rounded to the paisa. */
function lineWithTotal(line: TaxedLine, totalPaise: number): TaxedLine {
  const taxed = line.cgstPaise + line.sgstPaise + line.igstPaise > 0;
  const taxablePaise = taxed ? Math.round((line.taxablePaise * totalPaise) / line.totalPaise) : totalPaise;
  const taxPaise = totalPaise - taxablePaise;
  const igstPaise = line.igstPaise > 0 ? taxPaise : 0;
  const cgstPaise = igstPaise > 0 ? 0 : Math.round(taxPaise / 2);
  const sgstPaise = taxPaise - igstPaise - cgstPaise;
  return { ...line, totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise };
}

/**
 * The lines of a credit note for `creditPaise` of what an invoice's lines were paid: each line credits its share of
 * the amount (the last line takes what rounding left, so the lines sum exactly to it), split into taxable value and
 * tax in the line's own proportion, rounded per line to the paisa. A full refund gives back the invoice's lines
 * exactly. Lines crediting nothing are left out.
 */
export function creditNoteLines(invoiceLines: readonly TaxedLine[], creditPaise: number): TaxedLine[] {
  const paid = invoiceLines.reduce((sum, line) => sum + line.totalPaise, 0);
  if (!Number.isInteger(creditPaise) || creditPaise < 0 || creditPaise > paid) {
    throw new RangeError('A credit note cannot give back more than was paid');
  }
  if (creditPaise === paid) return invoiceLines.map((line) => ({ ...line }));
  const credited: TaxedLine[] = [];
  let left = creditPaise;
  invoiceLines.forEach((line, index) => {
    const last = index === invoiceLines.length - 1;
    const totalPaise = last ? left : Math.round((line.totalPaise * creditPaise) / paid);
    left -= totalPaise;
    if (totalPaise === 0) return;
    credited.push(lineWithTotal(line, totalPaise));
  });
  return credited;
}

/** Some tickets of a booking, as a refund names them: their category (null for a single-price booking), how many. */
export interface TicketsOfLine {
  categoryName: string | null;
  quantity: number;
}

/**
 * The part of an invoice's lines that some of its tickets make up (a partial cancellation's tickets, or those a
 * booking kept after one: decision 0041), each line cut to those tickets' quantity with its total, taxable value and
 * tax in proportion. A category's line is the one its description names (`... (VIP)`); a single-price booking has
 * one line. Null when a ticket line is not on the invoice or asks more than it sold. The lines keep the invoice's order.
 */
export function invoiceLinesOfTickets(
  invoiceLines: readonly TaxedLine[],
  tickets: readonly TicketsOfLine[],
): TaxedLine[] | null {
  const lines: { at: number; line: TaxedLine }[] = [];
  for (const ticket of tickets) {
    const line =
      ticket.categoryName === null
        ? invoiceLines.length === 1
          ? invoiceLines[0]
          : undefined
        : invoiceLines.find((candidate) => candidate.description.endsWith(` (${ticket.categoryName})`));
    if (!line || ticket.quantity < 1 || ticket.quantity > line.quantity) return null;
    const totalPaise = Math.round((line.totalPaise * ticket.quantity) / line.quantity);
    lines.push({
      at: invoiceLines.indexOf(line),
      line: { ...lineWithTotal(line, totalPaise), quantity: ticket.quantity },
    });
  }
  // In the invoice's order, whatever order the tickets were named in.
  return lines.sort((a, b) => a.at - b.at).map(({ line }) => line);
}
