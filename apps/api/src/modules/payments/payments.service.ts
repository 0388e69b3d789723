import {
  type CreatePaymentIntentBody,
  isPastEvent,
  MAX_TICKETS_PER_BOOKING,
  paiseToRupees,
  rupeesToPaise,
  selectionTotalPaise,
} from '@ticketmela/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type PaymentRow, type PaymentSelection, payments, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../payments/provider';
import { findEventById } from '../events/events.service';
import { returnSeats, type SeatLine, takeSeats } from '../events/inventory.service';

export const SOLD_OUT_MESSAGE =
  'Sorry, these tickets are sold out. Please choose fewer tickets or another category.';

export const FREE_SELECTION_MESSAGE =
  'These tickets are free, so there is nothing to pay. Book them without a payment.';

export function selectionSeatLines(selection: PaymentSelection): { seats: number; lines: SeatLine[] } {
  if (selection.hasTicketCategories) {
    const lines = (selection.items ?? []).map((item) => ({
      ticketCategoryId: item.ticketCategoryId,
      quantity: item.quantity,
    }));
    return { seats: lines.reduce((sum, line) => sum + line.quantity, 0), lines };
  }
  return { seats: selection.noOfSeats ?? 0, lines: [] };
}

/** Prices the selection from the database; the client's prices are never used. */
export async function priceSelection(db: DbOrTx, body: Omit<CreatePaymentIntentBody, 'amount'>, now: Date) {
  const event = await findEventById(db, body.eventId);
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 409, 'This event has been cancelled');
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', 409, 'This event has already taken place');

  let selection: PaymentSelection;
  if (event.hasTicketCategories) {
    if (!body.ticketItems || body.ticketItems.length === 0) {
      throw new AppError('VALIDATION_ERROR', 400, 'Select at least one ticket', 'ticketItems');
    }
    const byName = new Map(
      event.ticketCategories.map((category) => [category.name.trim().toLowerCase(), category]),
    );
    const items = body.ticketItems.map((item) => {
      const category = byName.get(item.categoryName.trim().toLowerCase());
      if (!category) {
        throw new AppError(
          'VALIDATION_ERROR',
          400,
          `There is no ticket category "${item.categoryName}"`,
          'ticketItems',
        );
      }
      // A stock figure just read that is already too low answers at once; the conditional update in
      // the hold transaction remains the guard against overselling.
      if (category.availableSeats < item.quantity) throw new AppError('SOLD_OUT', 409, SOLD_OUT_MESSAGE);
      return {
        ticketCategoryId: category.id,
        categoryName: category.name,
        quantity: item.quantity,
        pricePerTicketPaise: category.pricePaise,
      };
    });
    selection = { hasTicketCategories: true, items };
  } else {
    if (body.noOfSeats === undefined)
      throw new AppError('VALIDATION_ERROR', 400, 'Select at least one seat', 'noOfSeats');
    selection = { hasTicketCategories: false, noOfSeats: body.noOfSeats };
  }
  const { seats } = selectionSeatLines(selection);
  if (seats < 1 || seats > MAX_TICKETS_PER_BOOKING) {
    throw new AppError('VALIDATION_ERROR', 400, 'Maximum of 10 tickets per booking', 'ticketItems');
  }
  if (event.availableSeats < seats) throw new AppError('SOLD_OUT', 409, SOLD_OUT_MESSAGE);
  const totalPaise = selection.hasTicketCategories
    ? selectionTotalPaise(selection.items ?? [])
    : selectionTotalPaise([{ quantity: seats, pricePerTicketPaise: event.pricePaise }]);
  return { event, selection, totalPaise };
}

/**
 * Starts a payment: prices the selection, takes the seats in one transaction (the hold), then asks
 * the provider for an intent. A sold-out answer never reaches the provider.
 */
export async function createPaymentIntent(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  body: CreatePaymentIntentBody,
  options: { now: Date; holdMinutes: number },
) {
  const { event, selection, totalPaise } = await priceSelection(db, body, options.now);
  // Providers refuse zero-amount intents (Stripe does): free tickets are booked by POST /api/bookings/free.
  if (totalPaise === 0) throw new AppError('VALIDATION_ERROR', 400, FREE_SELECTION_MESSAGE, 'amount');
  if (rupeesToPaise(body.amount) !== totalPaise) {
    throw new AppError(
      'AMOUNT_MISMATCH',
      400,
      `The amount does not match the tickets selected (₹${paiseToRupees(totalPaise)}). Please refresh and try again.`,
      'amount',
    );
  }
  const { seats, lines } = selectionSeatLines(selection);
  const holdExpiresAt = new Date(options.now.getTime() + options.holdMinutes * 60_000);

  const payment = await db.transaction(async (tx) => {
    if (!(await takeSeats(tx, event.id, seats, lines))) throw new AppError('SOLD_OUT', 409, SOLD_OUT_MESSAGE);
    const [row] = await tx
      .insert(payments)
      .values({
        provider: provider.name,
        userId: user.id,
        eventId: event.id,
        amountPaise: totalPaise,
        selection,
        holdExpiresAt,
      })
      .returning();
    return row!;
  });

  try {
    const intent = await provider.createIntent({
      amountPaise: totalPaise,
      currency: 'inr',
      idempotencyKey: payment.id,
      metadata: { paymentId: payment.id, eventId: event.id, userId: user.id },
    });
    await db
      .update(payments)
      .set({ providerIntentId: intent.id, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return { payment, intent, holdExpiresAt };
  } catch (error) {
    await releaseHold(db, payment.id);
    if (error instanceof AppError) throw error;
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      503,
      'The payment service is not answering. Please try again in a moment.',
    );
  }
}

/** Gives a hold's seats back exactly once: only the transaction that flips 'held' to 'released' returns them. */
export async function releaseHold(db: Database, paymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(payments)
      .set({ holdStatus: 'released', updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.holdStatus, 'held')))
      .returning();
    if (!released) return false;
    const { seats, lines } = selectionSeatLines(released.selection);
    await returnSeats(tx, released.eventId, seats, lines);
    return true;
  });
}

/** Releases every hold past its expiry and cancels its unpaid intent. Returns how many were released. */
export async function releaseExpiredHolds(
  db: Database,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  const expired = await db
    .select({ id: payments.id, providerIntentId: payments.providerIntentId })
    .from(payments)
    .where(and(eq(payments.holdStatus, 'held'), lt(payments.holdExpiresAt, now)))
    .limit(500);
  let released = 0;
  for (const payment of expired) {
    if (await releaseHold(db, payment.id)) {
      released += 1;
      if (payment.providerIntentId)
        await provider.cancelIntent(payment.providerIntentId).catch(() => undefined);
    }
  }
  return released;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

export async function findPaymentByIntentId(
  db: DbOrTx,
  provider: string,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intentId)));
  return payment;
}

export { PaymentProviderError };
