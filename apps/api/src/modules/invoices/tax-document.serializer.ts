import { type Locale, TAX_DOCUMENT_TITLES, type TaxDocument, type TaxDocumentRef } from '@ticketmela/domain';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import { amountInWordsIn } from '../../lib/amount-in-words';
import { stateOf } from './invoice-issue';

export function taxDocumentPdfUrl(id: string): string {
  return `/api/tax-documents/${id}/pdf`;
}

export function toTaxDocumentRef(
  row: Pick<TaxDocumentRow, 'id' | 'kind' | 'number' | 'issuedAt'>,
): TaxDocumentRef {
  return {
    id: row.id,
    kind: row.kind as TaxDocumentRef['kind'],
    number: row.number,
    issuedAt: new Date(row.issuedAt).toISOString(),
  };
}

/** A document's place of supply by name and code (an event without a known state: its city). */
export function placeOfSupplyOf(row: Pick<TaxDocumentRow, 'placeStateCode' | 'event'>) {
  return stateOf(row.placeStateCode) ?? { code: row.placeStateCode, name: row.event.city };
}

export function totalsOf(row: TaxDocumentRow): TaxDocument['totals'] {
  const { totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise } = row;
  return { totalPaise, taxablePaise, cgstPaise, sgstPaise, igstPaise };
}

/**
 * The API shape of a document, with its invoice (a credit note's) or its credit notes (an invoice's); its total in
 * words in the language asked for (the page's: its other texts are the web app's to translate).
 */
export function toTaxDocument(
  row: TaxDocumentRow,
  related: { original: TaxDocumentRef | null; creditNotes: TaxDocumentRef[] },
  locale: Locale = 'en',
): TaxDocument {
  const kind = row.kind as TaxDocument['kind'];
  return {
    id: row.id,
    kind,
    title: TAX_DOCUMENT_TITLES[kind],
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    financialYear: row.financialYear,
    supplier: row.supplier,
    recipient: row.recipient,
    placeOfSupply: placeOfSupplyOf(row),
    sac: row.sac,
    supplyKind: row.supplyKind as TaxDocument['supplyKind'],
    event: row.event,
    booking: { id: row.bookingId, ticketId: row.ticketId },
    lines: row.lines,
    totals: totalsOf(row),
    totalInWords: amountInWordsIn(locale, row.totalPaise),
    original: related.original,
    creditNotes: related.creditNotes,
    pdfUrl: taxDocumentPdfUrl(row.id),
  };
}
