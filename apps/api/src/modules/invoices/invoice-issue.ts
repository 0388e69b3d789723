import {
  gstinStateCode,
  INDIAN_STATES_BY_CODE,
  stateCodeOfCity,
  supplyKind,
  type TaxDocumentRef,
  type TicketLine,
  taxLine,
  taxTotals,
} from '@ticketmela/domain';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { taxDocuments } from '../../db/schema/tax-documents';
import { allocateDocumentNumber } from './document-numbers';
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
  if (!facts.hasTicketCategories) {
    return [
      { description: admission, quantity: facts.totalQuantity, unitPricePaise: facts.priceAtBookingPaise },
    ];
  }
  return facts.items.map((item) => ({
    description: `${admission} (${item.categoryName})`,
    quantity: item.quantity,
    unitPricePaise: item.pricePerTicketPaise,
  }));
}

/**
 * Issues the tax invoice (or, for an organizer without a GSTIN, the bill of supply) of a paid booking, in the
 * transaction that makes the booking: numbered in the organizer's series for the booking's financial year, every
 * figure computed now from the configured GST rules and frozen on the document. A free booking gets none (null).
 * Place of supply is the venue's state (IGST Act s. 12(6)); an event made before venues had a state falls back to
 * its city's, then to the organizer's own.
 */
export async function issueInvoice(
  tx: DbOrTx,
  bookingId: string,
  gst: GstSettings,
): Promise<TaxDocumentRef | null> {
  const facts = await readInvoiceFacts(tx, bookingId);
  if (!facts || facts.totalAmountPaise === 0) return null;
  const gstin = facts.profileGstin;
  const placeCode = facts.venueStateCode ?? stateCodeOfCity(facts.city) ?? facts.profileStateCode;
  const kind = supplyKind(gstin ? gstinStateCode(gstin) : null, placeCode ?? '');
  const lines = ticketLines(facts).map((line) => taxLine(line, gst, kind));
  const totals = taxTotals(lines);
  if (totals.totalPaise !== facts.totalAmountPaise) {
    throw new Error(`invoice lines of booking ${bookingId} do not sum to what was paid`);
  }
  const issuedAt = facts.createdAt;
  const allocated = await allocateDocumentNumber(tx, {
    organizerId: facts.organizerId,
    series: 'invoice',
    prefix: facts.profileInvoicePrefix,
    issuedAt,
  });
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      kind: gstin ? 'tax_invoice' : 'bill_of_supply',
      organizerId: facts.organizerId,
      series: 'invoice',
      ...allocated,
      issuedAt,
      bookingId,
      eventId: facts.eventId,
      recipientUserId: facts.userId,
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
      ticketId: facts.ticketId,
      lines,
      ...totals,
    })
    .returning({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
    });
  return {
    ...document!,
    kind: document!.kind as TaxDocumentRef['kind'],
    issuedAt: document!.issuedAt.toISOString(),
  };
}
