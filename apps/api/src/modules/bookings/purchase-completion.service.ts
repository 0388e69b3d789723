import { type Locale, type PurchaseOutcome, paidMethodFrom, paiseToRupees } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { PaymentRow } from '../../db/schema/payments';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import type { Buyer } from '../payments/buyer-session';
import { HOLD_EXPIRED_MESSAGE } from '../payments/hold-intent';
import { findPaymentByIntent, releaseHold } from '../payments/payment-states';
import { assertBuyerStandingNow } from '../payments/purchase-facts';
import { bookPaidIntent } from './paid-booking.service';
import type { PurchaseTerms } from './purchase-terms';

// The purchase completed by the server (issue 26): whoever learns first that a payment was made (the buyer's page
// polling, the test UPI app's approval, a provider's webhook, the sweeper) books it, once; the buyer's page only
// waits for the outcome.

/**
 * Books a payment the provider reports as paid, for whoever paid it: 'booked' (by this call), 'booked-before' (by
 * whoever learned of it first), or 'refunded' when no booking could be made (its seats sold out after the hold
 * expired, or the event was cancelled: bookPaidIntent refunded it in full). A payment not paid yet answers its
 * AppError (402).
 */
export async function completePaidPurchase(
  db: Database,
  provider: PaymentProvider,
  intentId: string,
  terms: PurchaseTerms,
): Promise<'booked' | 'booked-before' | 'refunded'> {
  try {
    const { created } = await bookPaidIntent(db, provider, { intentId }, terms);
    return created ? 'booked' : 'booked-before';
  } catch (error) {
    if (error instanceof AppError && (error.code === 'EVENT_CANCELLED' || error.code === 'SOLD_OUT'))
      return 'refunded';
    throw error;
  }
}

async function bookingIdOf(db: Database, paymentId: string): Promise<string | null> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId));
  return booking?.id ?? null;
}

/** The buyer's payment by its provider intent id: 404 when it is unknown or someone else's. */
async function ownPayment(db: Database, provider: PaymentProvider, buyer: Buyer, intentId: string) {
  await assertBuyerStandingNow(db, buyer);
  const payment = await findPaymentByIntent(db, provider.name, intentId);
  if (!payment || payment.userId !== buyer.id) throw notFound(msg('Payment not found'));
  return payment;
}

/** Where a payment stands, from its row alone: null while it is a hold not yet paid. */
async function settledOutcome(
  db: Database,
  payment: PaymentRow,
  locale: Locale,
): Promise<PurchaseOutcome | null> {
  const base = {
    holdExpiresAt: payment.holdExpiresAt.toISOString(),
    method: paidMethodFrom(payment.method, payment.methodDetail),
  };
  if (payment.holdStatus === 'converted') {
    return { ...base, status: 'booked', message: null, bookingId: await bookingIdOf(db, payment.id) };
  }
  const amount = paiseToRupees(payment.amountPaise);
  if (payment.status === 'refunded') {
    const message = translate(
      locale,
      msg('Your payment of ₹{amount} could not be booked, so it has been refunded in full.', { amount }),
    );
    return { ...base, status: 'refunded', message, bookingId: null };
  }
  if (payment.status === 'succeeded' && payment.holdStatus === 'released') {
    const message = translate(
      locale,
      msg('Your payment of ₹{amount} could not be booked, so it is being refunded in full.', { amount }),
    );
    return { ...base, status: 'refunded', message, bookingId: null };
  }
  return null;
}

/**
 * GET /api/payments/{intentId}/outcome: the buyer's purchase as their waiting page sees it. A hold the provider
 * reports as paid is booked right here (the poll is one of the ways the server learns of a payment); a released one
 * is `failed` when the provider says why (a declined UPI request), `expired` otherwise.
 */
export async function purchaseOutcome(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  intentId: string,
  terms: PurchaseTerms,
  locale: Locale = 'en',
): Promise<PurchaseOutcome> {
  const payment = await ownPayment(db, provider, buyer, intentId);
  const settled = await settledOutcome(db, payment, locale);
  if (settled) return settled;
  const intent = await provider.retrieveIntent(intentId);
  if (intent?.status === 'succeeded') {
    await completePaidPurchase(db, provider, intentId, terms);
    return (await settledOutcome(db, (await findPaymentByIntent(db, provider.name, intentId))!, locale))!;
  }
  const base = {
    holdExpiresAt: payment.holdExpiresAt.toISOString(),
    method: null,
    bookingId: null,
  };
  if (payment.holdStatus === 'held') return { ...base, status: 'waiting', message: null };
  if (intent?.lastError) {
    // The provider's reason is kept in English (Stripe's words, or the test provider's): the catalogs know the test's
    const reason = translate(locale, messageOfText(intent.lastError));
    const message = translate(locale, msg('{reason} Your seats have been released.', { reason }));
    return { ...base, status: 'failed', message };
  }
  return { ...base, status: 'expired', message: translate(locale, HOLD_EXPIRED_MESSAGE) };
}

/**
 * The buyer gives up on a payment that waits (a UPI approval never given): the intent is cancelled so it can no
 * longer be paid, then read; paid meanwhile, it is booked after all; otherwise its seats go back at once.
 */
export async function cancelPurchase(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  intentId: string,
  terms: PurchaseTerms,
  locale: Locale = 'en',
): Promise<PurchaseOutcome> {
  const payment = await ownPayment(db, provider, buyer, intentId);
  if (payment.holdStatus === 'held') await releaseUnpaid(db, provider, payment.id, intentId, terms);
  return purchaseOutcome(db, provider, buyer, intentId, terms, locale);
}

/**
 * A payment its payer declined or gave up on: the intent cancelled, then read. Paid after all (the approval won the
 * race): booked. Otherwise the hold's seats go back, once.
 */
export async function releaseUnpaid(
  db: Database,
  provider: PaymentProvider,
  paymentId: string,
  intentId: string,
  terms: PurchaseTerms,
): Promise<'booked' | 'refunded' | 'released'> {
  await provider.cancelIntent(intentId);
  const intent = await provider.retrieveIntent(intentId);
  if (intent?.status === 'succeeded') {
    return (await completePaidPurchase(db, provider, intentId, terms)) === 'refunded' ? 'refunded' : 'booked';
  }
  await releaseHold(db, paymentId, false, !intent || intent.status === 'canceled');
  return 'released';
}
