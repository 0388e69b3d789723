import { type FreeBookingBody, paiseToRupees, selectionTotalPaise } from '@ticketmela/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { bookings, type PaymentSelection, payments, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findEventById } from '../events/events.service';
import { takeSeats } from '../events/inventory.service';
import { priceSelection, SOLD_OUT_MESSAGE, selectionSeatLines } from '../payments/payments.service';
import type { BookingWithRelations } from './booking.serializer';
import { findBookingWithRelations, insertBooking } from './bookings.service';

/** The `provider` of the payment row that records a free booking's seats: no payment provider is ever asked. */
export const FREE_PROVIDER = 'free';

export const ALREADY_BOOKED_MESSAGE =
  'You already have a booking for this event. Cancel it first to book different tickets.';

function notFreeMessage(totalPaise: number): string {
  return `These tickets are not free (₹${paiseToRupees(totalPaise).toLocaleString('en-IN')}). Please refresh the page and pay for them.`;
}

/** The selection priced again with the prices committed now (the caller holds the rows' locks). */
async function currentTotalPaise(tx: DbOrTx, eventId: string, selection: PaymentSelection): Promise<number> {
  const event = await findEventById(tx, eventId);
  if (!selection.hasTicketCategories) {
    return selectionTotalPaise([
      { quantity: selection.noOfSeats ?? 0, pricePerTicketPaise: event.pricePaise },
    ]);
  }
  const priceById = new Map(event.ticketCategories.map((category) => [category.id, category.pricePaise]));
  return selectionTotalPaise(
    (selection.items ?? []).map((item) => {
      const pricePerTicketPaise = priceById.get(item.ticketCategoryId);
      if (pricePerTicketPaise === undefined) {
        throw new AppError(
          'CONFLICT',
          409,
          'The tickets of this event have changed. Please refresh the page.',
        );
      }
      return { quantity: item.quantity, pricePerTicketPaise };
    }),
  );
}

/**
 * POST /api/bookings/free: books a selection whose server-computed total is 0 (a free event, or free ticket
 * categories) without any payment provider. In one transaction it takes the seats with the same conditional
 * updates as a paid hold (never below zero), records them as a zero-amount payment row that is converted at once,
 * and writes the booking for that row (unique: one booking per hold).
 *
 * Free seats cost nothing, so a person holds at most one active booking of an event this way (up to 10 tickets,
 * as any booking); an advisory lock per person and event serialises their concurrent attempts. The same
 * idempotency key answers the booking it made (a retried request), not an error.
 */
export async function bookFreeSelection(
  db: Database,
  user: UserRow,
  body: FreeBookingBody,
  options: { now: Date; qrSecret: string },
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const { event, selection, totalPaise } = await priceSelection(db, body, options.now);
  if (totalPaise !== 0) throw new AppError('PAYMENT_REQUIRED', 402, notFreeMessage(totalPaise));
  const { seats, lines } = selectionSeatLines(selection);
  const requestKey = body.idempotencyKey ? `free_${body.idempotencyKey}` : null;

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`free-booking:${user.id}:${event.id}`}, 0))`,
    );
    if (requestKey) {
      const [earlier] = await tx
        .select({ paymentId: payments.id, userId: payments.userId, bookingId: bookings.id })
        .from(payments)
        .leftJoin(bookings, eq(bookings.paymentId, payments.id))
        .where(and(eq(payments.provider, FREE_PROVIDER), eq(payments.providerIntentId, requestKey)));
      if (earlier?.bookingId && earlier.userId === user.id) {
        return { bookingId: earlier.bookingId, created: false };
      }
      if (earlier) throw new AppError('CONFLICT', 409, 'This request was already used. Please try again.');
    }
    const [active] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, user.id), eq(bookings.eventId, event.id), eq(bookings.cancelled, false)))
      .limit(1);
    if (active) throw new AppError('CONFLICT', 409, ALREADY_BOOKED_MESSAGE);

    if (!(await takeSeats(tx, event.id, seats, lines))) throw new AppError('SOLD_OUT', 409, SOLD_OUT_MESSAGE);
    // The seats' rows are locked now: a price the organizer set meanwhile is seen here, and refused.
    const lockedTotal = await currentTotalPaise(tx, event.id, selection);
    if (lockedTotal !== 0) throw new AppError('PAYMENT_REQUIRED', 402, notFreeMessage(lockedTotal));

    const [payment] = await tx
      .insert(payments)
      .values({
        provider: FREE_PROVIDER,
        providerIntentId: requestKey,
        userId: user.id,
        eventId: event.id,
        amountPaise: 0,
        status: 'succeeded',
        selection,
        holdStatus: 'converted',
        holdExpiresAt: options.now,
      })
      .returning({ id: payments.id });
    const bookingId = await insertBooking(tx, {
      eventId: event.id,
      userId: user.id,
      paymentId: payment!.id,
      selection,
      amountPaise: 0,
      qrSecret: options.qrSecret,
    });
    return { bookingId, created: true };
  });

  const booking = await findBookingWithRelations(db, outcome.bookingId);
  return { booking: booking!, created: outcome.created };
}
