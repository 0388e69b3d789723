import {
  creditNoteLines,
  invoiceLinesOfTickets,
  type TaxDocumentRef,
  type TicketsOfLine,
  taxTotals,
} from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxDocuments, taxProfiles } from '../../db/schema/tax-documents';
import { allocateDocumentNumber } from './document-numbers';

/**
 * Issues the credit note of a refund, in the transaction that owes it (CGST Act s. 34): it refers to the booking's
 * invoice and credits the refunded part of each line, taxable value and tax in the line's proportion, so a full
 * refund reverses the invoice and a partial one exactly its share. One per refund (unique), numbered in the
 * organizer's credit-note series of the financial year it is issued in. None for a booking without an invoice (a
 * free one, or one made before invoices) or a refund of nothing.
 *
 * `tickets` are the tickets the refund is for (decision 0041): a partial cancellation's, or what a booking kept
 * after one. The note then credits those lines only, its share of them; without it (or when they are not the
 * invoice's), the share of every line.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refund: {
    bookingId: string;
    refundId: string;
    amountPaise: number;
    now: Date;
    tickets?: readonly TicketsOfLine[];
  },
): Promise<TaxDocumentRef | null> {
  if (refund.amountPaise <= 0) return null;
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, refund.bookingId), eq(taxDocuments.series, 'invoice')));
  if (!invoice) return null;
  const creditedLines =
    (refund.tickets && invoiceLinesOfTickets(invoice.lines, refund.tickets)) || invoice.lines;
  const creditable = creditedLines.reduce((sum, line) => sum + line.totalPaise, 0);
  // A paisa of rounding between the lines' share and the booking's own figures is never credited twice over.
  const lines = creditNoteLines(creditedLines, Math.min(refund.amountPaise, creditable));
  const [profile] = await tx
    .select({ invoicePrefix: taxProfiles.invoicePrefix })
    .from(taxProfiles)
    .where(eq(taxProfiles.userId, invoice.organizerId));
  const allocated = await allocateDocumentNumber(tx, {
    organizerId: invoice.organizerId,
    series: 'credit_note',
    prefix: profile?.invoicePrefix ?? null,
    issuedAt: refund.now,
  });
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'credit_note',
      organizerId: invoice.organizerId,
      series: 'credit_note',
      ...allocated,
      issuedAt: refund.now,
      bookingId: invoice.bookingId,
      refundId: refund.refundId,
      originalId: invoice.id,
      eventId: invoice.eventId,
      recipientUserId: invoice.recipientUserId,
      placeStateCode: invoice.placeStateCode,
      supplyKind: invoice.supplyKind,
      sac: invoice.sac,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      event: invoice.event,
      ticketId: invoice.ticketId,
      lines,
      ...taxTotals(lines),
    })
    .returning({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
    });
  return { ...document!, kind: 'credit_note', issuedAt: document!.issuedAt.toISOString() };
}
