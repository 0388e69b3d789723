import { type CreateBookingBody, paiseToRupees } from '@ticketmela/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  bookingItems,
  bookings,
  events,
  type PaymentRow,
  type PaymentSelection,
  payments,
  type UserRow,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { newTicketId, signTicket } from '../../lib/ticket-qr';
import type { PaymentProvider } from '../../payments/provider';
import { takeSeats } from '../events/inventory.service';
import { findPaymentByIntentId, selectionSeatLines } from '../payments/payments.service';
import type { BookingWithRelations } from './booking.serializer';

const withRelations = {
  event: {
    columns: {
      id: true,
      title: true,
      date: true,
      city: true,
      venueName: true,
      photo: true,
      photoThumb: true,
      cancelled: true,
    },
  },
  items: true,
} as const;

export async function findBookingWithRelations(
  db: DbOrTx,
  id: string,
): Promise<BookingWithRelations | undefined> {
  return (await db.query.bookings.findFirst({ where: eq(bookings.id, id), with: withRelations })) as
    | BookingWithRelations
    | undefined;
}

export async function listCancelledBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: and(eq(bookings.userId, userId), eq(bookings.cancelled, true)),
    orderBy: [desc(bookings.cancellationDate)],
    with: withRelations,
  })) as BookingWithRelations[];
}

/** A booking of this user; anyone else's booking is simply not found. */
export async function findOwnBooking(
  db: DbOrTx,
  userId: string,
  bookingId: string,
): Promise<BookingWithRelations> {
  const booking = await findBookingWithRelations(db, bookingId);
  if (!booking || booking.userId !== userId) throw notFound('Ticket not found');
  return booking;
}

export async function listUserBookings(db: DbOrTx, userId: string): Promise<BookingWithRelations[]> {
  return (await db.query.bookings.findMany({
    where: eq(bookings.userId, userId),
    orderBy: [desc(bookings.createdAt)],
    with: withRelations,
  })) as BookingWithRelations[];
}

/**
 * Writes the booking of seats already taken from stock, in the caller's transaction: a ticket id, the HMAC-signed
 * QR text, the ticket lines, and the event's refund policy in force now, frozen on it. The unique payment id keeps
 * it to one booking per hold.
 */
export async function insertBooking(
  tx: DbOrTx,
  input: {
    eventId: string;
    userId: string;
    paymentId: string;
    selection: PaymentSelection;
    amountPaise: number;
    qrSecret: string;
  },
): Promise<string> {
  const { seats } = selectionSeatLines(input.selection);
  const [event] = await tx.select().from(events).where(eq(events.id, input.eventId));
  if (!event) throw notFound('Event not found');
  const ticketId = newTicketId();
  const items = input.selection.items ?? [];
  const [booking] = await tx
    .insert(bookings)
    .values({
      ticketId,
      eventId: input.eventId,
      userId: input.userId,
      paymentId: input.paymentId,
      hasTicketCategories: input.selection.hasTicketCategories,
      totalQuantity: seats,
      priceAtBookingPaise: input.selection.hasTicketCategories ? 0 : event.pricePaise,
      totalAmountPaise: input.amountPaise,
      qrSignature: signTicket(ticketId, input.eventId, input.qrSecret),
      refundSevenDaysOrMore: event.refundSevenDaysOrMore,
      refundOneToDays: event.refundOneToDays,
      refundLessThanDay: event.refundLessThanDay,
      refundPolicyDescription: event.useDefaultRefundPolicy ? null : event.refundPolicyDescription,
    })
    .returning({ id: bookings.id });
  if (items.length > 0) {
    await tx.insert(bookingItems).values(
      items.map((item) => ({
        bookingId: booking!.id,
        ticketCategoryId: item.ticketCategoryId,
        categoryName: item.categoryName,
        quantity: item.quantity,
        pricePerTicketPaise: item.pricePerTicketPaise,
        subtotalPaise: item.quantity * item.pricePerTicketPaise,
      })),
    );
  }
  return booking!.id;
}

type Outcome = { kind: 'created' | 'existing'; bookingId: string } | { kind: 'seats-gone' };

/**
 * Turns a paid payment into its booking, exactly once. The payment row is locked, so this path and
 * the hold sweeper (or a second request, or the provider's webhook) cannot both act on it. A hold
 * that expired before the payment completed takes its seats again if they are still there.
 */
async function convertPayment(db: Database, payment: PaymentRow, qrSecret: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!locked) throw notFound('Payment not found');
    const [existing] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.paymentId, locked.id));
    if (existing) return { kind: 'existing', bookingId: existing.id };
    if (locked.status === 'refunded') return { kind: 'seats-gone' };

    const { seats, lines } = selectionSeatLines(locked.selection);
    if (locked.holdStatus === 'released' && !(await takeSeats(tx, locked.eventId, seats, lines))) {
      return { kind: 'seats-gone' };
    }
    await tx
      .update(payments)
      .set({ holdStatus: 'converted', status: 'succeeded', updatedAt: new Date() })
      .where(eq(payments.id, locked.id));

    const bookingId = await insertBooking(tx, {
      eventId: locked.eventId,
      userId: locked.userId,
      paymentId: locked.id,
      selection: locked.selection,
      amountPaise: locked.amountPaise,
      qrSecret,
    });
    return { kind: 'created', bookingId };
  });
}

/**
 * POST /api/bookings and the provider's webhook: the intent must have succeeded with the amount,
 * currency and payment it was made for. One intent makes at most one booking; asking again answers it.
 */
export async function bookPaidIntent(
  db: Database,
  provider: PaymentProvider,
  input: { intentId: string; user?: UserRow; body?: CreateBookingBody },
  qrSecret: string,
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const payment = await findPaymentByIntentId(db, provider.name, input.intentId);
  if (!payment || (input.user && payment.userId !== input.user.id)) throw notFound('Payment not found');
  if (input.body && input.body.eventId !== payment.eventId) {
    throw new AppError('VALIDATION_ERROR', 400, 'This payment was made for another event', 'eventId');
  }
  const intent = await provider.retrieveIntent(input.intentId);
  if (intent?.status !== 'succeeded') {
    throw new AppError(
      'PAYMENT_REQUIRED',
      402,
      'The payment has not been completed. Please pay before booking.',
    );
  }
  if (
    intent.amountPaise !== payment.amountPaise ||
    intent.currency !== payment.currency ||
    intent.metadata.paymentId !== payment.id
  ) {
    throw new AppError('AMOUNT_MISMATCH', 400, 'This payment does not match the booking');
  }

  let outcome: Outcome;
  try {
    outcome = await convertPayment(db, payment, qrSecret);
  } catch (error) {
    // Two requests raced past the existence check: the unique payment constraint kept one booking.
    if (uniqueViolation(error) !== 'bookings_payment_unique') throw error;
    outcome = await convertPayment(db, payment, qrSecret);
  }

  if (outcome.kind === 'seats-gone') {
    await provider.refund({
      intentId: input.intentId,
      amountPaise: payment.amountPaise,
      idempotencyKey: `hold-lost:${payment.id}`,
    });
    await db
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw new AppError(
      'SOLD_OUT',
      409,
      `Your payment completed after the seats were released, and they have since sold out. Your payment of ₹${paiseToRupees(payment.amountPaise)} has been refunded in full.`,
    );
  }
  const booking = await findBookingWithRelations(db, outcome.bookingId);
  return { booking: booking!, created: outcome.kind === 'created' };
}
