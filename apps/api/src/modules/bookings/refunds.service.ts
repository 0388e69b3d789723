import type { TicketsOfLine } from '@ticketmela/domain';
import { CANCELLATION_REASON_LABELS } from '@ticketmela/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  type BookingItemRow,
  type BookingRow,
  bookingItems,
  bookings,
  type RefundRow,
  refunds,
} from '../../db/schema/bookings';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { issueCreditNote } from '../invoices/credit-note-issue';
import { findPaymentById } from '../payments/payment-states';

// The refunds a booking is owed, queued in the transaction of their cause (a cancellation, some tickets', the event's)
// with their credit notes. They are sent to the provider after commit (refund-sending.service.ts).

/** What a refund is for: the whole booking cancelled, or some of its tickets (decision 0041). */
export type RefundKind = 'booking' | 'tickets';

export interface OwedRefund {
  kind: RefundKind;
  amountPaise: number;
  percentage: number;
  reason: string;
  /** The tickets it gives back, for its credit note's lines. */
  tickets: readonly TicketsOfLine[];
}

/**
 * One statement, under the booking's row lock its callers hold: the refund is written only while the booking's
 * refunds, this one included, stay within what its payment paid (null: no payment to measure against), and a whole
 * booking's refund at most once (its unique index).
 */
const queueRefundStatement = defineStatement<{ id: string }>(
  'queue-refund',
  ['bookingId', 'paymentId', 'amountPaise', 'percentage', 'kind', 'reason', 'now', 'paidPaise'],
  `insert into refunds (booking_id, payment_id, amount_paise, percentage, kind, reason, next_attempt_at)
   select :bookingId::uuid, :paymentId::uuid, :amountPaise::int, :percentage::int, :kind::text, :reason::text,
     :now::timestamptz
   where :paidPaise::int is null
     or (select coalesce(sum(amount_paise), 0) from refunds where booking_id = :bookingId::uuid) + :amountPaise::int
       <= :paidPaise::int
   on conflict (booking_id) where kind = 'booking' do nothing
   returning id`,
);

/**
 * Records that a booking is owed a refund, in the caller's transaction (the booking row locked), with the credit
 * note for it (invoices' issueCreditNote). A whole booking has one refund (unique), so a retried or racing
 * cancellation can never queue a second one, nor a second credit note; its refund fields on the booking say where it
 * stands. Some tickets' refund (kind 'tickets') is one of the booking's partial cancellations', which keep their own.
 * A refund that would take the booking's refunds past what its payment paid is refused (409). The provider is called
 * later, after commit, by processRefund.
 */
export async function queueRefund(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'paymentId'>,
  owed: OwedRefund,
  now: Date,
): Promise<string | null> {
  const payment = booking.paymentId ? await findPaymentById(tx, booking.paymentId) : undefined;
  const [refund] = await runStatement(tx, queueRefundStatement, {
    bookingId: booking.id,
    paymentId: booking.paymentId,
    amountPaise: owed.amountPaise,
    percentage: owed.percentage,
    kind: owed.kind,
    reason: owed.reason,
    now,
    paidPaise: payment?.amountPaise ?? null,
  });
  if (!refund) {
    if (owed.kind === 'booking' && (await findBookingRefund(tx, booking.id))) return null;
    throw new AppError('CONFLICT', msg('This refund would give back more than was paid for the booking'));
  }
  if (owed.kind === 'booking') {
    await tx
      .update(bookings)
      .set({ refundStatus: 'pending', refundAmountPaise: owed.amountPaise })
      .where(eq(bookings.id, booking.id));
  }
  await issueCreditNote(tx, {
    bookingId: booking.id,
    refundId: refund.id,
    amountPaise: owed.amountPaise,
    now,
    tickets: owed.tickets,
  });
  return refund.id;
}

/** The whole booking's refund, if it was cancelled with one. */
export async function findBookingRefund(db: DbOrTx, bookingId: string): Promise<RefundRow | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.kind, 'booking')));
  return refund;
}

/** The tickets a booking holds now, as a refund names them: its category lines, or its seats. */
export function ticketsOfBooking(
  booking: Pick<BookingRow, 'hasTicketCategories' | 'totalQuantity'>,
  items: readonly Pick<BookingItemRow, 'categoryName' | 'quantity'>[],
): TicketsOfLine[] {
  return booking.hasTicketCategories
    ? items.map((item) => ({ categoryName: item.categoryName, quantity: item.quantity }))
    : [{ categoryName: null, quantity: booking.totalQuantity }];
}

/**
 * Cancelling an event cancels every active booking of it and owes each a full refund, in the caller's
 * transaction (event-cancellation's cancelEventWithBookings). The refunds are sent by the worker after commit,
 * so a crash half-way loses nothing: what is queued is sent when the server is back.
 */
export async function cancelBookingsOfCancelledEvent(
  tx: DbOrTx,
  eventId: string,
  now: Date,
): Promise<number> {
  const active = await tx
    .update(bookings)
    .set({
      cancelled: true,
      cancelledByEvent: true,
      cancellationDate: now,
      cancellationReason: CANCELLATION_REASON_LABELS.eventCancelled,
    })
    .where(and(eq(bookings.eventId, eventId), eq(bookings.cancelled, false)))
    .returning();
  const paid = active.filter((booking) => booking.totalAmountPaise > 0);
  const items = paid.length
    ? await tx
        .select()
        .from(bookingItems)
        .where(
          inArray(
            bookingItems.bookingId,
            paid.map((booking) => booking.id),
          ),
        )
    : [];
  for (const booking of paid) {
    const lines = items.filter((item) => item.bookingId === booking.id);
    await queueRefund(
      tx,
      booking,
      {
        kind: 'booking',
        amountPaise: booking.totalAmountPaise,
        percentage: 100,
        reason: 'event_cancelled',
        tickets: ticketsOfBooking(booking, lines),
      },
      now,
    );
  }
  return active.length;
}
