import { type CreatePaymentIntentBody, paiseToRupees, rupeesToPaise } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../payment-providers/provider';
import { explainQueuePassRefusal, queuePassNumber } from '../waiting-room/queue-pass-check';
import type { Buyer } from './buyer-session';
import { checkoutOf } from './checkout-details';
import { HOLD_EXPIRED_MESSAGE, intentOfLiveHold, providerUnavailable, startIntent } from './hold-intent';
import { explainHoldLimit } from './hold-limits';
import { releaseHold } from './payment-states';
import { promoCodeAsked, withPromoCode } from './promo-selection';
import {
  assertBuyerInGoodStanding,
  type KeyedHold,
  type PurchaseFacts,
  readPurchaseFacts,
} from './purchase-facts';
import { type HoldOptions, holdSeats } from './seat-hold';
import { priceSelection, SOLD_OUT_MESSAGE } from './selection-pricing';

export const FREE_SELECTION_MESSAGE = msg(
  'These tickets are free, so there is nothing to pay. Book them without a payment.',
);

/** The client's amount must be the server's price of the selection. */
function assertAmountMatches(body: CreatePaymentIntentBody, totalPaise: number) {
  if (rupeesToPaise(body.amount) !== totalPaise) {
    throw new AppError(
      'AMOUNT_MISMATCH',
      msg('The amount does not match the tickets selected (₹{amount}). Please refresh and try again.', {
        amount: paiseToRupees(totalPaise),
      }),
      'amount',
    );
  }
}

/** The selection priced from one read (with its promo code), with the buyer's standing and the client's amount checked. */
function pricePaidSelection(facts: PurchaseFacts, body: CreatePaymentIntentBody, now: Date) {
  assertBuyerInGoodStanding(facts.buyer);
  const priced = withPromoCode(priceSelection(facts.event, body, now), body.promoCode, facts.promoCode, now);
  // Providers refuse zero-amount intents (Stripe does): free tickets are booked by POST /api/bookings/free.
  if (priced.totalPaise === 0) throw new AppError('VALIDATION_ERROR', FREE_SELECTION_MESSAGE, 'amount');
  assertAmountMatches(body, priced.totalPaise);
  return priced;
}

/**
 * A retried request (same buyer, same idempotency key): answers the hold and intent the first request made, making
 * the intent now if the first request died before it could. Never takes seats a second time.
 */
async function resumeKeyedHold(
  db: Database,
  provider: PaymentProvider,
  buyerId: string,
  hold: KeyedHold,
  body: CreatePaymentIntentBody,
) {
  if (hold.eventId !== body.eventId || rupeesToPaise(body.amount) !== hold.amountPaise) {
    throw new AppError(
      'VALIDATION_ERROR',
      msg('This request key was already used for another selection. Please refresh and try again.'),
      'idempotencyKey',
    );
  }
  if (hold.holdStatus === 'converted') {
    throw new AppError('CONFLICT', msg('This payment has already been booked.'));
  }
  if (hold.holdStatus === 'released') throw new AppError('HOLD_EXPIRED', HOLD_EXPIRED_MESSAGE);
  const intent = await intentOfLiveHold(db, provider, buyerId, hold);
  return { amountPaise: hold.amountPaise, intent, holdExpiresAt: hold.holdExpiresAt };
}

/**
 * Starts a payment: prices the selection from one read (a sold-out answer needs nothing more), takes the seats and
 * records the hold in one statement, then, holding no lock, asks the provider for an intent. A sold-out answer never
 * reaches the provider. With an idempotency key, a retry answers the first request's hold and intent.
 */
export async function createPaymentIntent(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  body: CreatePaymentIntentBody,
  options: HoldOptions,
) {
  const buyerId = buyer.id;
  const requestKey = body.idempotencyKey ?? null;
  const promoCode = promoCodeAsked(body.promoCode);
  const facts = await readPurchaseFacts(db, buyer, body.eventId, requestKey, promoCode);
  if (facts.keyedHold) {
    assertBuyerInGoodStanding(facts.buyer);
    return resumeKeyedHold(db, provider, buyerId, facts.keyedHold, body);
  }
  const priced = pricePaidSelection(facts, body, options.now);
  const passOwner = { eventId: priced.event.id, userId: buyerId };
  const passNumber = await queuePassNumber(
    priced.event.queueRoomOn,
    body.queuePass,
    passOwner,
    options.passSecret,
    options.now,
  );
  const checkout = checkoutOf(facts.questions, priced.selection, body, facts.buyerName);
  const holdExpiresAt = new Date(options.now.getTime() + options.holdMinutes * 60_000);
  const attempt = await holdSeats(db, provider, buyer, priced, {
    ...options,
    holdExpiresAt,
    requestKey,
    gstDetails: body.gstDetails,
    checkout,
    passNumber,
  });
  if (attempt.kind === 'key-taken') return createPaymentIntent(db, provider, buyer, body, options);
  if (attempt.kind === 'refused') {
    // Something changed since the read (the last seats or the code's last uses went, a ban, a new price, the queue
    // pass used by a parallel request) or a hold limit stood: say which.
    const again = await readPurchaseFacts(db, buyer, body.eventId, requestKey, promoCode);
    // A parallel request with the same key took the seats first: this is its retry.
    if (again.keyedHold) return createPaymentIntent(db, provider, buyer, body, options);
    if (passNumber !== null) await explainQueuePassRefusal(db, passOwner, passNumber);
    pricePaidSelection(again, body, options.now);
    await explainHoldLimit(db, buyerId, priced, options.now, options.holdsPerAccountPerHour);
    throw new AppError('SOLD_OUT', SOLD_OUT_MESSAGE);
  }

  const { paymentId } = attempt;
  try {
    const intent = await startIntent(db, provider, {
      paymentId,
      eventId: priced.event.id,
      buyerId,
      amountPaise: priced.totalPaise,
    });
    return { amountPaise: priced.totalPaise, intent, holdExpiresAt };
  } catch (error) {
    await releaseHold(db, paymentId);
    if (error instanceof AppError) throw error;
    throw providerUnavailable();
  }
}

export { PaymentProviderError };
