import {
  type BookedTickets,
  CANCEL_EVERY_TICKET_MESSAGE,
  type CancellationQuote,
  type CancelTicketsBody,
  type CancelTicketsResponse,
  isCancelChoiceRefusal,
  isPastEvent,
  type Locale,
  paiseToRupees,
  type TicketsToCancel,
  ticketsToCancel,
} from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  type BookingItemRow,
  type BookingRow,
  bookingItems,
  bookings,
  partialCancellations,
  refunds,
} from '../../db/schema/bookings';
import type { EventRow } from '../../db/schema/events';
import type { SessionUser } from '../../db/schema/users';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import { lockEventForBookingChanges } from '../events/event-locks';
import { findEventRow } from '../events/event-lookups';
import { returnSeats } from '../events/inventory.service';
import { queueTicketsCancelledMail } from '../mail/booking-mails.service';
import { toBookingDto } from './booking.serializer';
import { findBookingWithRelations } from './booking-reads';
import { admittedRefusal, policyText, refundOnCancel, roundedDays } from './cancellation-terms';
import { processRefund } from './refund-sending.service';
import { queueRefund } from './refunds.service';
import { cancelTicketHolders } from './ticket-holders';

// Cancelling some tickets of a booking and keeping the rest (decision 0041), and the quote the cancel dialog shows
// first. Both price the tickets by the same rule as cancelling the whole booking (cancellation-terms.ts).

function bookedTicketsOf(booking: BookingRow, items: BookingItemRow[]): BookedTickets {
  return {
    hasTicketCategories: booking.hasTicketCategories,
    totalQuantity: booking.totalQuantity,
    totalAmountPaise: booking.totalAmountPaise,
    pricePerSeatPaise: booking.priceAtBookingPaise,
    lines: items.map((item) => ({
      categoryName: item.categoryName,
      quantity: item.quantity,
      pricePerTicketPaise: item.pricePerTicketPaise,
    })),
  };
}

/** The tickets the body names, or a 400 on the field it got wrong. */
function chooseTickets(
  booking: BookingRow,
  items: BookingItemRow[],
  body: CancelTicketsBody,
): TicketsToCancel {
  const chosen = ticketsToCancel(bookedTicketsOf(booking, items), body);
  if (isCancelChoiceRefusal(chosen))
    throw new AppError('VALIDATION_ERROR', messageOfText(chosen.message), chosen.field);
  return chosen;
}

/** The holder may cancel tickets of this booking now: refused as cancelling the whole booking is. */
function refuseUnlessCancellable(booking: BookingRow, event: EventRow, now: Date) {
  if (booking.cancelled) throw new AppError('CONFLICT', msg('This booking was already cancelled'));
  if (event.cancelled)
    throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled; your refund is on its way'));
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', msg('Bookings of past events cannot be cancelled'));
  if (booking.verified) throw admittedRefusal();
}

async function findOwnBookingRow(tx: DbOrTx, user: SessionUser, bookingId: string) {
  const [found] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!found || found.userId !== user.id) throw notFound(msg('No booking found'));
  return found;
}

const itemsOf = (tx: DbOrTx, bookingId: string) =>
  tx.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(bookingItems.id);

/**
 * What cancelling these tickets now would give back, as the cancellation itself would count it (no body: the whole
 * booking, as DELETE /api/bookings/{id} would).
 */
export async function quoteCancellation(
  db: Database,
  user: SessionUser,
  bookingId: string,
  body: CancelTicketsBody,
  now: Date,
  locale: Locale = 'en',
): Promise<CancellationQuote> {
  const booking = await findOwnBookingRow(db, user, bookingId);
  const event = await findEventRow(db, booking.eventId);
  if (!event) throw notFound(msg('No booking found'));
  refuseUnlessCancellable(booking, event, now);
  const chosen = chooseTickets(booking, await itemsOf(db, booking.id), body);
  const refund = await refundOnCancel(db, booking, event, now, chosen.valuePaise);
  return {
    quantity: chosen.quantity,
    remainingQuantity: chosen.remainingQuantity,
    wholeBooking: chosen.wholeBooking,
    amount: paiseToRupees(chosen.valuePaise),
    refund: { amount: paiseToRupees(refund.refundPaise), percentage: refund.percentage },
    daysBeforeEvent: roundedDays(refund.daysBeforeEvent),
    refundPolicy: translate(locale, policyText(booking, refund.dateChanged)),
  };
}

/** Lowers the booking to what is left: its quantity and amount, and each category line cancelled from (gone at 0). */
async function keepTheRest(
  tx: DbOrTx,
  booking: BookingRow,
  items: BookingItemRow[],
  chosen: TicketsToCancel,
) {
  await tx
    .update(bookings)
    .set({
      totalQuantity: chosen.remainingQuantity,
      totalAmountPaise: booking.totalAmountPaise - chosen.valuePaise,
    })
    .where(eq(bookings.id, booking.id));
  for (const line of chosen.lines) {
    const item = items.find((candidate) => candidate.categoryName === line.categoryName)!;
    const left = item.quantity - line.quantity;
    if (left === 0) await tx.delete(bookingItems).where(eq(bookingItems.id, item.id));
    else
      await tx
        .update(bookingItems)
        .set({ quantity: left, subtotalPaise: left * item.pricePerTicketPaise })
        .where(eq(bookingItems.id, item.id));
  }
}

/**
 * The holder cancels some tickets of their active booking of an upcoming, active event, not checked in, and keeps
 * the rest (at least one: every ticket is DELETE /api/bookings/{id}). Under the booking's row lock, taken in the
 * common order (the event's categories, the event, then the booking), so cancellations racing each other or the
 * whole booking's see each other's result: the booking is lowered to what is left (its last tickets' holders marked
 * cancelled), the seats go back once, and the refund for the cancelled tickets (their value at the frozen policy's
 * percentage now) is queued with its credit note, never past what the payment paid. The refund is tried at once, as
 * the whole cancellation's is.
 */
export async function cancelTicketsByUser(
  db: Database,
  provider: PaymentProvider,
  user: SessionUser,
  bookingId: string,
  body: CancelTicketsBody,
  now: Date,
  options: { refundLeaseMs?: number; locale?: Locale } = {},
): Promise<CancelTicketsResponse> {
  const locale = options.locale ?? 'en';
  const result = await db.transaction(async (tx) => {
    const found = await findOwnBookingRow(tx, user, bookingId);
    await lockEventForBookingChanges(tx, found.eventId);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const event = await findEventRow(tx, found.eventId);
    if (!booking || !event) throw notFound(msg('No booking found'));
    refuseUnlessCancellable(booking, event, now);
    const items = await itemsOf(tx, booking.id);
    const chosen = chooseTickets(booking, items, body);
    if (chosen.wholeBooking)
      throw new AppError(
        'VALIDATION_ERROR',
        messageOfText(CANCEL_EVERY_TICKET_MESSAGE),
        body.ticketItems ? 'ticketItems' : 'noOfSeats',
      );

    const refund = await refundOnCancel(tx, booking, event, now, chosen.valuePaise);
    const lines = chosen.lines.map((line) => ({
      ...line,
      ticketCategoryId:
        items.find((item) => item.categoryName === line.categoryName)?.ticketCategoryId ?? null,
    }));
    await keepTheRest(tx, booking, items, chosen);
    await cancelTicketHolders(tx, booking.id, chosen, now);
    await returnSeats(
      tx,
      booking.eventId,
      chosen.quantity,
      lines.flatMap((line) =>
        line.ticketCategoryId ? [{ ticketCategoryId: line.ticketCategoryId, quantity: line.quantity }] : [],
      ),
    );
    const named = lines.map((line) => ({ categoryName: line.categoryName, quantity: line.quantity }));
    const refundId =
      refund.refundPaise > 0
        ? await queueRefund(
            tx,
            booking,
            {
              kind: 'tickets',
              amountPaise: refund.refundPaise,
              percentage: refund.percentage,
              reason: 'tickets_cancelled_by_user',
              tickets: named.length ? named : [{ categoryName: null, quantity: chosen.quantity }],
            },
            now,
          )
        : null;
    const refundPaise = refundId ? refund.refundPaise : 0;
    const [recorded] = await tx
      .insert(partialCancellations)
      .values({
        bookingId: booking.id,
        quantity: chosen.quantity,
        items: lines,
        valuePaise: chosen.valuePaise,
        percentage: refund.percentage,
        refundPaise,
        refundId,
        cancelledAt: now,
      })
      .returning({ id: partialCancellations.id });
    await queueTicketsCancelledMail(
      tx,
      {
        id: recorded!.id,
        bookingId: booking.id,
        quantity: chosen.quantity,
        lines: named,
        valuePaise: chosen.valuePaise,
        percentage: refund.percentage,
        refundId,
        refundPaise,
        daysBeforeEvent: refund.daysBeforeEvent,
      },
      now,
    );
    return { refundId, refund, policy: policyText(booking, refund.dateChanged) };
  });

  if (result.refundId)
    await processRefund(db, provider, result.refundId, now, { leaseMs: options.refundLeaseMs });
  const [refundRow] = result.refundId
    ? await db
        .select({ status: refunds.status })
        .from(refunds)
        .where(and(eq(refunds.id, result.refundId)))
    : [];
  const booking = await findBookingWithRelations(db, bookingId);
  return {
    message: translate(locale, msg('Tickets cancelled successfully')),
    booking: toBookingDto(booking!),
    refund: {
      status: (refundRow?.status ?? 'none') as CancelTicketsResponse['refund']['status'],
      amount: paiseToRupees(refundRow ? result.refund.refundPaise : 0),
      percentage: result.refund.percentage,
    },
    cancellation: {
      daysBeforeEvent: roundedDays(result.refund.daysBeforeEvent),
      refundPolicy: translate(locale, result.policy),
    },
  };
}
