import {
  DEFAULT_INVOICE_PREFIX,
  documentNumberHead,
  financialYearOf,
  gstinStateCode,
  INDIAN_STATES_BY_CODE,
  stateCodeOfCity,
  supplyKind,
  type TaxDocument,
  type TaxDocumentRef,
  type TicketLine,
  taxLine,
  taxTotals,
} from '@ticketmela/domain';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { nextSerialSql } from './document-numbers';
import { type InvoiceFacts, readInvoiceFacts } from './invoice-facts';

export type GstSettings = AppConfig['gst'];

export function stateOf(code: string | null): { code: string; name: string } | null {
  if (!code) return null;
  const name = INDIAN_STATES_BY_CODE.get(code);
  return name ? { code, name } : null;
}

/** The ticket lines as the buyer paid them: one per ticket category, or the seats of a single-price event. */
function ticketLines(facts: InvoiceFacts): TicketLine[] {
  const admission = `Admission: ${facts.eventTitle}`;
  const { selection } = facts;
  if (!selection.hasTicketCategories) {
    const seats = selection.noOfSeats ?? 1;
    return [{ description: admission, quantity: seats, unitPricePaise: facts.amountPaise / seats }];
  }
  return (selection.items ?? []).map((item) => ({
    description: `${admission} (${item.categoryName})`,
    quantity: item.quantity,
    unitPricePaise: item.pricePerTicketPaise,
  }));
}

/** An invoice computed before its booking is written; the booking's statement numbers and inserts it. */
export interface PreparedInvoice {
  kind: 'tax_invoice' | 'bill_of_supply';
  organizerId: string;
  financialYear: string;
  numberHead: string;
  issuedAt: Date;
  placeStateCode: string;
  supplyKind: TaxDocument['supplyKind'];
  sac: string;
  supplier: TaxDocument['supplier'];
  recipient: TaxDocument['recipient'];
  event: TaxDocument['event'];
  lines: TaxDocument['lines'];
  totals: TaxDocument['totals'];
}

/**
 * The tax invoice (or, for an organizer without a GSTIN, the bill of supply) a paid payment's booking is issued,
 * every figure computed now from the configured GST rules (decision 0040), to be frozen on the document. Null for a
 * free one. Place of supply is the venue's state (IGST Act s. 12(6)); an event made before venues had a state falls
 * back to its city's, then to the organizer's own.
 */
export function prepareInvoice(
  facts: InvoiceFacts,
  gst: GstSettings,
  issuedAt: Date,
): PreparedInvoice | null {
  if (facts.amountPaise === 0) return null;
  const gstin = facts.profileGstin;
  const placeCode = facts.venueStateCode ?? stateCodeOfCity(facts.city) ?? facts.profileStateCode;
  const kind = supplyKind(gstin ? gstinStateCode(gstin) : null, placeCode ?? '');
  const lines = ticketLines(facts).map((line) => taxLine(line, gst, kind));
  const totals = taxTotals(lines);
  if (totals.totalPaise !== facts.amountPaise) {
    throw new Error(`invoice lines of payment ${facts.paymentId} do not sum to what was paid`);
  }
  const financialYear = financialYearOf(issuedAt);
  return {
    kind: gstin ? 'tax_invoice' : 'bill_of_supply',
    organizerId: facts.organizerId,
    financialYear,
    numberHead: documentNumberHead(
      facts.profileInvoicePrefix ?? DEFAULT_INVOICE_PREFIX,
      'invoice',
      financialYear,
    ),
    issuedAt,
    placeStateCode: placeCode ?? '',
    supplyKind: kind,
    sac: facts.profileSac ?? gst.sac,
    supplier: {
      legalName: facts.profileLegalName ?? facts.organizerName,
      gstin,
      address: facts.profileAddress ?? '',
      state: stateOf(facts.profileStateCode),
    },
    recipient: {
      name: facts.buyerName,
      email: facts.buyerEmail,
      legalName: facts.buyerLegalName,
      gstin: facts.buyerGstin,
    },
    event: {
      id: facts.eventId,
      title: facts.eventTitle,
      date: facts.eventDate.toISOString(),
      venueName: facts.venueName,
      city: facts.city,
    },
    lines,
    totals,
  };
}

/** Reads the payment's facts (one statement, no lock) and prepares its booking's invoice. */
export async function prepareInvoiceOfPayment(
  db: DbOrTx,
  paymentId: string,
  gst: GstSettings,
  issuedAt: Date,
): Promise<PreparedInvoice | null> {
  const facts = await readInvoiceFacts(db, paymentId);
  return facts ? prepareInvoice(facts, gst, issuedAt) : null;
}

export const INVOICE_ISSUE_PARAMS = [
  'invoiceKind',
  'invoiceOrganizerId',
  'invoiceFinancialYear',
  'invoiceNumberHead',
  'invoiceIssuedAt',
  'invoicePlace',
  'invoiceSupplyKind',
  'invoiceSac',
  'invoiceSupplier',
  'invoiceRecipient',
  'invoiceEvent',
  'invoiceLines',
  'invoiceTotalPaise',
  'invoiceTaxablePaise',
  'invoiceCgstPaise',
  'invoiceSgstPaise',
  'invoiceIgstPaise',
] as const;

/**
 * The invoice of the booking a statement writes, as common table expressions after a CTE `booking` (id, event_id,
 * user_id, ticket_id): the organizer's series for the year is counted on (its row locked until the statement's
 * transaction commits, so bookings committing at once take consecutive numbers and a rollback gives its number
 * back), and the prepared document is inserted with that serial. Nothing happens without a booking, or with
 * `invoiceKind` null (a free booking). `invoice` returns id, kind, number, issued_at. Its values: `invoiceIssueValues`.
 */
export const INVOICE_ISSUE_CTES = `
  invoice_serial as (
    ${nextSerialSql(`select :invoiceOrganizerId::uuid, 'invoice', :invoiceFinancialYear::text, 1
      from booking where :invoiceKind::text is not null`)}
  ),
  invoice as (
    insert into tax_documents (kind, organizer_id, series, financial_year, serial, number, issued_at, booking_id,
      event_id, recipient_user_id, place_state_code, supply_kind, sac, supplier, recipient, event, ticket_id, lines,
      total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    select :invoiceKind::text, :invoiceOrganizerId::uuid, 'invoice', :invoiceFinancialYear::text, s.last_serial,
      :invoiceNumberHead::text || s.last_serial, :invoiceIssuedAt::timestamptz, b.id, b.event_id, b.user_id,
      :invoicePlace::text, :invoiceSupplyKind::text, :invoiceSac::text, :invoiceSupplier::jsonb,
      :invoiceRecipient::jsonb, :invoiceEvent::jsonb, b.ticket_id, :invoiceLines::jsonb, :invoiceTotalPaise::int,
      :invoiceTaxablePaise::int, :invoiceCgstPaise::int, :invoiceSgstPaise::int, :invoiceIgstPaise::int
    from booking b cross join invoice_serial s
    returning id, kind, number, issued_at
  )`;

/** The select-list column answering the invoice written (null for none), as a TaxDocumentRef-shaped object. */
export const INVOICE_RESULT_COLUMN = `(select json_build_object('id', i.id, 'kind', i.kind, 'number', i.number,
    'issuedAt', i.issued_at) from invoice i) as "invoice"`;

export function invoiceIssueValues(
  invoice: PreparedInvoice | null,
): Record<(typeof INVOICE_ISSUE_PARAMS)[number], unknown> {
  return {
    invoiceKind: invoice?.kind ?? null,
    invoiceOrganizerId: invoice?.organizerId ?? null,
    invoiceFinancialYear: invoice?.financialYear ?? null,
    invoiceNumberHead: invoice?.numberHead ?? null,
    invoiceIssuedAt: invoice?.issuedAt ?? null,
    invoicePlace: invoice?.placeStateCode ?? null,
    invoiceSupplyKind: invoice?.supplyKind ?? null,
    invoiceSac: invoice?.sac ?? null,
    invoiceSupplier: invoice ? JSON.stringify(invoice.supplier) : null,
    invoiceRecipient: invoice ? JSON.stringify(invoice.recipient) : null,
    invoiceEvent: invoice ? JSON.stringify(invoice.event) : null,
    invoiceLines: invoice ? JSON.stringify(invoice.lines) : null,
    invoiceTotalPaise: invoice?.totals.totalPaise ?? null,
    invoiceTaxablePaise: invoice?.totals.taxablePaise ?? null,
    invoiceCgstPaise: invoice?.totals.cgstPaise ?? null,
    invoiceSgstPaise: invoice?.totals.sgstPaise ?? null,
    invoiceIgstPaise: invoice?.totals.igstPaise ?? null,
  };
}

/** The ref of the invoice column's value (timestamps come back as text from json_build_object). */
export function invoiceRefOf(value: unknown): TaxDocumentRef | null {
  if (!value) return null;
  const row = value as { id: string; kind: TaxDocumentRef['kind']; number: string; issuedAt: string };
  return { id: row.id, kind: row.kind, number: row.number, issuedAt: new Date(row.issuedAt).toISOString() };
}
