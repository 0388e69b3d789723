import { paiseToRupees } from '@ticketmela/domain';
import type { Database, DbOrTx } from '../../db/client';
import type { PaymentSelection } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { PaymentIntent, PaymentProvider } from '../../payment-providers/provider';
import { eventCancelledOf } from '../events/event-fragments';
import {
  INVOICE_ISSUE_CTES,
  INVOICE_ISSUE_PARAMS,
  INVOICE_RESULT_COLUMN,
  invoiceIssueValues,
  invoiceRefOf,
  type PreparedInvoice,
  prepareInvoiceOfPayment,
} from '../invoices/invoice-issue';
import type { Buyer } from '../payments/buyer-session';
import {
  CONVERT_HOLD_CTE,
  CONVERT_HOLD_PARAMS,
  LOCKED_INTENT_PAYMENT_CTE,
  LOCKED_INTENT_PAYMENT_PARAMS,
} from '../payments/payment-ctes';
import {
  giveBackHold,
  owePaymentBack,
  refundPaymentWithoutBooking,
  reHoldPayment,
  retakeHold,
} from '../payments/payment-states';
import { assertBuyerStandingNow } from '../payments/purchase-facts';
import type { BookingWithRelations } from './booking.serializer';
import {
  BOOKING_INSERT_CTES,
  BOOKING_INSERT_PARAMS,
  BOOKING_RESULT_COLUMNS,
  type BookingResultRow,
  bookingFromResultRow,
  bookingInsertValues,
} from './booking-insert';
import { findBookingWithRelations } from './booking-reads';
import type { PurchaseTerms } from './purchase-terms';

// The purchase's completion (POST /api/bookings, Stripe's webhook, the hold sweeper): a paid hold becomes its booking.

/**
 * A paid hold becomes its booking in one statement: the payment, still held, matching the intent the provider says
 * succeeded (amount, currency, event) and, on the buyer's own request, theirs and in good standing, is marked
 * converted (payments' CONVERT_HOLD_CTE), and the booking and its ticket mail are written (BOOKING_INSERT_CTES). Only
 * the payment row is locked, until commit.
 */
const convertHoldStatement = defineStatement<
  BookingResultRow & {
    selection: PaymentSelection;
    method: string | null;
    methodDetail: string | null;
    invoice: unknown;
  }
>(
  'bookings_convert_paid_hold',
  [...CONVERT_HOLD_PARAMS, ...BOOKING_INSERT_PARAMS, ...INVOICE_ISSUE_PARAMS],
  `with ${CONVERT_HOLD_CTE},
  ${BOOKING_INSERT_CTES},
  ${INVOICE_ISSUE_CTES}
  select ${BOOKING_RESULT_COLUMNS}, p.selection, p.method, p.method_detail as "methodDetail", ${INVOICE_RESULT_COLUMN}
  from booking b cross join policy e cross join paid p`,
);

/** Where a payment that did not convert stands, its row locked (the sweeper and other requests wait). */
const paymentStateStatement = defineStatement<{
  id: string;
  userId: string;
  eventId: string;
  amountPaise: number;
  currency: string;
  status: string;
  holdStatus: string;
  selection: PaymentSelection;
  promoCodeId: string | null;
  bookingId: string | null;
  eventCancelled: boolean;
}>(
  'bookings_payment_state',
  [...LOCKED_INTENT_PAYMENT_PARAMS],
  `with ${LOCKED_INTENT_PAYMENT_CTE}
  select p.*, b.id as "bookingId", ${eventCancelledOf('p."eventId"')} as "eventCancelled"
  from intent_payment p left join bookings b on b.payment_id = p.id`,
);

interface PaidHold {
  provider: PaymentProvider;
  intent: PaymentIntent;
  /** Set on the buyer's own request; the provider's webhook books for whoever paid. */
  buyerId: string | null;
  /** The buyer's session's token version (decision 0028), with buyerId. */
  tokenVersion: number | null;
  terms: PurchaseTerms;
  now: Date;
}

/**
 * Creates the booking of a paid hold, or answers null when the payment is not a held hold matching the intent (and
 * the buyer). One statement: everything that must commit with a new paid booking is written by it, its invoice
 * (prepared before, numbered in it: invoices' INVOICE_ISSUE_CTES) included.
 */
async function createPaidBooking(
  db: DbOrTx,
  hold: PaidHold,
  invoice: PreparedInvoice | null,
): Promise<BookingWithRelations | null> {
  const { intent } = hold;
  const [row] = await runStatement(db, convertHoldStatement, {
    paymentId: intent.metadata.paymentId,
    provider: hold.provider.name,
    intentId: intent.id,
    amountPaise: intent.amountPaise,
    currency: intent.currency,
    eventId: intent.metadata.eventId,
    buyerId: hold.buyerId,
    tokenVersion: hold.tokenVersion,
    method: intent.method?.kind ?? null,
    methodDetail: intent.method?.detail ?? null,
    ...bookingInsertValues(intent.metadata.eventId!, hold.terms.qrSecret, hold.now),
    ...invoiceIssueValues(invoice),
  });
  if (!row) return null;
  const { selection, method, methodDetail, invoice: issued, ...result } = row;
  const booking = bookingFromResultRow(result, selection);
  const invoiceRef = invoiceRefOf(issued);
  return {
    ...booking,
    payment: { createdAt: booking.createdAt, method, methodDetail },
    taxDocuments: invoiceRef ? [{ ...invoiceRef, issuedAt: new Date(invoiceRef.issuedAt) }] : [],
  };
}

type Outcome =
  | { kind: 'created'; booking: BookingWithRelations }
  | { kind: 'existing'; bookingId: string }
  | { kind: 'seats-gone'; paymentId: string; amountPaise: number; codeUsedUp?: boolean }
  | { kind: 'event-cancelled'; paymentId: string; amountPaise: number };

/**
 * Turns a paid payment into its booking, exactly once. Its invoice is prepared first from one read (no lock held);
 * the common case is then one statement, committed on its own (no BEGIN and COMMIT round trips). When it converts
 * nothing, a transaction locks and reads the payment row (so this
 * request, another one, the provider's webhook and the hold sweeper cannot act on it at once) to say why: already
 * booked (answered again), not this buyer's, refunded, its event cancelled meanwhile (refunded in full), or a hold
 * that expired before the payment completed, which takes its seats again if they are still there.
 */
async function convertPaidHold(db: Database, hold: PaidHold): Promise<Outcome> {
  const invoice = await prepareInvoiceOfPayment(
    db,
    hold.intent.metadata.paymentId!,
    hold.terms.gst,
    hold.now,
  );
  const created = await createPaidBooking(db, hold, invoice);
  if (created) return { kind: 'created', booking: created };
  return db.transaction(async (tx) => {
    if (hold.buyerId)
      await assertBuyerStandingNow(tx, { id: hold.buyerId, tokenVersion: hold.tokenVersion! });
    const [payment] = await runStatement(tx, paymentStateStatement, {
      provider: hold.provider.name,
      intentId: hold.intent.id,
    });
    if (!payment || (hold.buyerId && payment.userId !== hold.buyerId))
      throw notFound(msg('Payment not found'));
    const { intent } = hold;
    if (
      payment.id !== intent.metadata.paymentId ||
      payment.eventId !== intent.metadata.eventId ||
      payment.amountPaise !== intent.amountPaise ||
      payment.currency !== intent.currency
    ) {
      throw new AppError('AMOUNT_MISMATCH', msg('This payment does not match the booking'));
    }
    if (payment.bookingId) return { kind: 'existing', bookingId: payment.bookingId };
    /**
     * Paid, and no booking can be made: the payment is owed back in full. Recorded before the provider is asked (its
     * hold released, its seats returned, status 'succeeded'), so a refund that fails now is retried by the hold
     * sweeper (decision 0027) instead of being forgotten.
     */
    const oweBack = async (kind: 'seats-gone' | 'event-cancelled', codeUsedUp = false) => {
      if (payment.status !== 'refunded') {
        if (payment.holdStatus === 'held') await giveBackHold(tx, payment);
        await owePaymentBack(tx, payment.id);
      }
      return { kind, paymentId: payment.id, amountPaise: payment.amountPaise, codeUsedUp } as const;
    };
    if (payment.eventCancelled) return oweBack('event-cancelled');
    if (payment.status === 'refunded') return oweBack('seats-gone');
    if (payment.holdStatus === 'released') {
      // Paid for already: the code's use and the seats are taken again; a code used up by now is owed back too.
      const retaken = await retakeHold(tx, payment);
      if (retaken !== 'taken') return oweBack('seats-gone', retaken === 'code-used-up');
      await reHoldPayment(tx, payment.id);
      const booked = await createPaidBooking(tx, hold, invoice);
      if (booked) return { kind: 'created', booking: booked };
    }
    throw new AppError('CONFLICT', msg('This payment could not be booked. Please try again.'));
  });
}

/**
 * POST /api/bookings and the provider's webhook: the intent must have succeeded with the amount, currency and
 * payment it was made for. One intent makes at most one booking; asking again answers it. The provider is asked
 * before any row is locked; the booking is then (usually) one statement.
 */
export async function bookPaidIntent(
  db: Database,
  provider: PaymentProvider,
  input: { intentId: string; buyer?: Buyer; eventId?: string },
  terms: PurchaseTerms,
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const buyerId = input.buyer?.id ?? null;
  const intent = await provider.retrieveIntent(input.intentId);
  try {
    if (!intent || (buyerId && intent.metadata.userId !== buyerId)) throw notFound(msg('Payment not found'));
    if (input.eventId && input.eventId !== intent.metadata.eventId) {
      throw new AppError('VALIDATION_ERROR', msg('This payment was made for another event'), 'eventId');
    }
    if (intent.status !== 'succeeded') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        msg('The payment has not been completed. Please pay before booking.'),
      );
    }
    if (!intent.metadata.paymentId || !intent.metadata.eventId) throw notFound(msg('Payment not found'));
  } catch (error) {
    // A banned or closed account hears that first, as from every other call of theirs.
    if (input.buyer) await assertBuyerStandingNow(db, input.buyer);
    throw error;
  }

  const hold: PaidHold = {
    provider,
    intent,
    buyerId,
    tokenVersion: input.buyer?.tokenVersion ?? null,
    terms,
    now: new Date(),
  };
  let outcome: Outcome;
  try {
    outcome = await convertPaidHold(db, hold);
  } catch (error) {
    // A ticket id drawn twice (or a race the payment lock did not see): the unique index refused it; once more.
    if (uniqueViolation(error) === null) throw error;
    outcome = await convertPaidHold(db, hold);
  }

  if (outcome.kind === 'seats-gone' || outcome.kind === 'event-cancelled') {
    await refundPaymentWithoutBooking(db, provider, {
      paymentId: outcome.paymentId,
      intentId: intent.id,
      amountPaise: outcome.amountPaise,
    });
    const amount = paiseToRupees(outcome.amountPaise);
    if (outcome.kind === 'event-cancelled') {
      throw new AppError(
        'EVENT_CANCELLED',
        msg('This event has been cancelled. Your payment of ₹{amount} has been refunded in full.', {
          amount,
        }),
      );
    }
    if (outcome.codeUsedUp)
      throw new AppError(
        'PROMO_CODE_USED_UP',
        msg(
          'Your payment completed after the seats were released, and the promo code has since been used up. Your payment of ₹{amount} has been refunded in full.',
          { amount },
        ),
      );
    throw new AppError(
      'SOLD_OUT',
      msg(
        'Your payment completed after the seats were released, and they have since sold out. Your payment of ₹{amount} has been refunded in full.',
        { amount },
      ),
    );
  }
  if (outcome.kind === 'created') return { booking: outcome.booking, created: true };
  const booking = await findBookingWithRelations(db, outcome.bookingId);
  return { booking: booking!, created: false };
}
