import {
  type AppliedPromo,
  type Booking,
  isDateChangedSince,
  type PartialCancellation,
  paidMethodFrom,
  paiseToRupees,
  type TaxDocumentRef,
  type TicketHolder,
} from '@ticketmela/domain';
import type {
  BookingItemRow,
  BookingRow,
  bookingAttendees,
  PartialCancellationRow,
} from '../../db/schema/bookings';
import type { EventRow } from '../../db/schema/events';
import { ticketQrPayload } from '../../lib/ticket-qr';

export type BookingWithRelations = BookingRow & {
  event:
    | (Pick<EventRow, 'id' | 'title' | 'date' | 'city' | 'venueName' | 'photo' | 'photoThumb' | 'cancelled'> &
        Partial<Pick<EventRow, 'dateChangedAt'>>)
    | null;
  /**
   * When its payment (the seat hold) started and what it charged; absent for a booking just written, whose hold is
   * this moment's and whose amount is the booking's.
   */
  payment?: {
    createdAt: Date;
    method?: string | null;
    methodDetail?: string | null;
    amountPaise?: number;
  } | null;
  items: BookingItemRow[];
  /** Who holds each ticket (decision 0042), in any order; absent: none read. */
  attendees?: BookingAttendeeRow[];
  /** Its invoice and credit notes (tax_documents), oldest first; absent: none read. */
  taxDocuments?: TaxDocumentRefRow[];
  /** Tickets cancelled while the rest were kept, oldest first, each with its refund's status; absent: none. */
  partialCancellations?: PartialCancellationWithRefund[];
};

/** A ticket's holder as written (a json read gives cancelledAt as text). */
export type BookingAttendeeRow = Omit<typeof bookingAttendees.$inferSelect, 'cancelledAt'> & {
  cancelledAt: Date | string | null;
};

function toTicketHolder(row: BookingAttendeeRow): TicketHolder {
  return {
    position: row.position,
    categoryName: row.categoryName,
    name: row.name,
    email: row.email,
    answers: row.answers,
    cancelled: row.cancelledAt !== null,
  };
}

/**
 * The promo code a booking was bought with: what it took off, and the order's list price (what was charged plus the
 * discount; the booking's own amount is lowered by later partial cancellations, the payment's is not).
 */
function toAppliedPromo(row: BookingWithRelations): AppliedPromo | null {
  if (row.promoCode === null) return null;
  const chargedPaise = row.payment?.amountPaise ?? row.totalAmountPaise;
  return {
    code: row.promoCode,
    discount: paiseToRupees(row.discountPaise),
    listAmount: paiseToRupees(chargedPaise + row.discountPaise),
  };
}

export type PartialCancellationWithRefund = PartialCancellationRow & { refund: { status: string } | null };

function toPartialCancellationDto(row: PartialCancellationWithRefund): PartialCancellation {
  return {
    _id: row.id,
    cancelledAt: row.cancelledAt.toISOString(),
    quantity: row.quantity,
    ticketItems: row.items.map((item) => ({ categoryName: item.categoryName, quantity: item.quantity })),
    amount: paiseToRupees(row.valuePaise),
    refund: row.refund
      ? {
          status: row.refund.status as NonNullable<PartialCancellation['refund']>['status'],
          amount: paiseToRupees(row.refundPaise),
          percentage: row.percentage,
        }
      : null,
  };
}

export interface TaxDocumentRefRow {
  id: string;
  kind: string;
  number: string;
  issuedAt: Date;
}

function toDocumentRef(row: TaxDocumentRefRow): TaxDocumentRef {
  return {
    id: row.id,
    kind: row.kind as TaxDocumentRef['kind'],
    number: row.number,
    issuedAt: new Date(row.issuedAt).toISOString(),
  };
}

/**
 * The API shape of a booking, with the spec's field names and rupees. `qrCode` is the signed text the
 * QR encodes; the browser draws the image (docs/decisions/0008-qr-drawn-by-the-browser.md).
 */
export function toBookingDto(row: BookingWithRelations): Booking {
  const hasQr = !row.cancelled;
  const documents = [...(row.taxDocuments ?? [])].sort(
    (a, b) => new Date(a.issuedAt).getTime() - new Date(b.issuedAt).getTime(),
  );
  const invoice = documents.find((document) => document.kind !== 'credit_note');
  return {
    _id: row.id,
    eventId: row.event
      ? {
          _id: row.event.id,
          title: row.event.title,
          date: row.event.date.toISOString(),
          city: row.event.city,
          location: `${row.event.venueName}, ${row.event.city}`,
          photo: row.event.photo,
          photoThumb: row.event.photoThumb,
          cancelled: row.event.cancelled,
        }
      : null,
    userId: row.userId,
    noOfSeats: row.totalQuantity,
    priceAtBooking: paiseToRupees(row.priceAtBookingPaise),
    totalAmount: paiseToRupees(row.totalAmountPaise),
    ticketId: row.ticketId,
    qrCode: hasQr ? ticketQrPayload(row.ticketId, row.eventId, row.qrSignature) : null,
    verified: row.verified,
    hasTicketCategories: row.hasTicketCategories,
    ticketItems: row.items.map((item) => ({
      categoryName: item.categoryName,
      quantity: item.quantity,
      pricePerTicket: paiseToRupees(item.pricePerTicketPaise),
      subtotal: paiseToRupees(item.subtotalPaise),
    })),
    totalQuantity: row.totalQuantity,
    cancelled: row.cancelled,
    cancelledByUser: row.cancelledByUser,
    cancelledByEvent: row.cancelledByEvent,
    cancellationDate: row.cancellationDate?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    refundStatus: row.refundStatus as Booking['refundStatus'],
    refundAmount: paiseToRupees(row.refundAmountPaise),
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
    gstDetails:
      row.buyerGstin && row.buyerLegalName ? { gstin: row.buyerGstin, legalName: row.buyerLegalName } : null,
    invoice: invoice ? toDocumentRef(invoice) : null,
    creditNotes: documents.filter((document) => document.kind === 'credit_note').map(toDocumentRef),
    refundPolicy: {
      sevenDaysOrMore: row.refundSevenDaysOrMore,
      oneToDays: row.refundOneToDays,
      lessThanDay: row.refundLessThanDay,
    },
    dateChangedSinceBooking: isDateChangedSince(
      row.payment?.createdAt ?? row.createdAt,
      row.event?.dateChangedAt ?? null,
    ),
    paymentMethod: paidMethodFrom(row.payment?.method, row.payment?.methodDetail),
    partialCancellations: (row.partialCancellations ?? []).map(toPartialCancellationDto),
    promo: toAppliedPromo(row),
    attendees: [...(row.attendees ?? [])].sort((a, b) => a.position - b.position).map(toTicketHolder),
    orderAnswers: row.orderAnswers,
  };
}
