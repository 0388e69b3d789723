import { type CreatePaymentIntentBody, type Locale, paiseToRupees, rupeesToPaise } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import type { PaymentCheckout } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import {
  type PaymentIntent,
  type PaymentProvider,
  PaymentProviderError,
} from '../../payment-providers/provider';
import {
  isPartialSeatTake,
  perLineCount,
  seatTakingCtes,
  seatTakingParams,
  seatTakingValues,
} from '../events/inventory.service';
import { PROMO_TAKEN, PROMO_USE_PARAMS, promoUseCtes, promoUseGuard } from '../promo-codes/promo-code-uses';
import type { Buyer } from './buyer-session';
import { checkoutOf } from './checkout-details';
import { explainHoldLimit, HOLD_LIMIT_PARAMS, HOLD_QUOTA_CTE, holdLimitValues } from './hold-limits';
import { releaseHold } from './payment-states';
import { promoCodeAsked, withPromoCode } from './promo-selection';
import {
  assertBuyerInGoodStanding,
  type KeyedHold,
  type PurchaseFacts,
  readPurchaseFacts,
} from './purchase-facts';
import { type PricedSelection, priceSelection, SOLD_OUT_MESSAGE } from './selection-pricing';

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
 * The hold in one statement (one round trip, one commit; no row stays locked beyond it): the buyer still in good
 * standing and within their hold limits (HOLD_QUOTA_CTE), the promo code's use taken when one was given (promo-codes'
 * promoUseCtes: its row locked before the seats'), the seats taken at the list prices just quoted (seatTakingCtes),
 * and the payment row that carries the hold, with the buyer's idempotency key, the code and its discount, and the
 * names and answers checked for its tickets (decision 0042).
 *
 * Its commit does not wait for the write-ahead log to reach the disk (synchronous_commit off for this transaction
 * only), so the hot rows are not held through a disk flush. Nothing is lost by it: the buyer learns of the hold only
 * after the intent's id is recorded, whose commit is synchronous and flushes the log up to and including this one. A
 * crash before then loses the hold together with its seats, which nobody was told about.
 */
const holdStatement = perLineCount<{ id: string | null }>(
  'payments_hold',
  (lineCount) => [
    ...seatTakingParams(lineCount),
    ...HOLD_LIMIT_PARAMS,
    ...PROMO_USE_PARAMS,
    'discountPaise',
    'buyerId',
    'tokenVersion',
    'provider',
    'amountPaise',
    'selection',
    'holdExpiresAt',
    'requestKey',
    'buyerGstin',
    'buyerLegalName',
    'checkout',
    'locale',
  ],
  (lineCount) => `with ${HOLD_QUOTA_CTE},
  ${promoUseCtes('quota')},
  allowed as (select 1 from quota where ${PROMO_TAKEN}),
  ${seatTakingCtes(lineCount)},
  ${promoUseGuard('taken_event')},
  payment as (
    insert into payments (provider, user_id, event_id, amount_paise, selection, hold_expires_at, request_key,
      buyer_gstin, buyer_legal_name,
      promo_code_id, discount_paise, checkout, locale)
    select :provider, :buyerId::uuid, :eventId::uuid, :amountPaise::int, :selection::jsonb, :holdExpiresAt::timestamptz,
      :requestKey, :buyerGstin, :buyerLegalName,
      :promoCodeId::uuid, :discountPaise::int, :checkout::jsonb, :locale
    from taken_event
    returning id
  ),
  commit_without_flush as materialized (select set_config('synchronous_commit', 'off', true) as setting)
  select seats_guard.ok, promo_guard.ok as "promoOk", commit_without_flush.setting, (select id from payment) as id
  from seats_guard, promo_guard, commit_without_flush`,
);

/** Records the provider's intent on a hold that is still held (a hold released meanwhile takes no intent). */
const recordIntentStatement = defineStatement<{ id: string }>(
  'payments_record_intent',
  ['paymentId', 'intentId'],
  `update payments set provider_intent_id = :intentId, updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held' and (provider_intent_id is null or provider_intent_id = :intentId)
  returning id`,
);

type HoldAttempt = { kind: 'held'; paymentId: string } | { kind: 'refused' } | { kind: 'key-taken' };

/** The hold's payment id; refused when the seats or the code's use could not be taken, or a hold limit stood. */
async function holdSeats(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  priced: PricedSelection,
  options: HoldOptions & {
    holdExpiresAt: Date;
    requestKey: string | null;
    gstDetails: CreatePaymentIntentBody['gstDetails'];
    checkout: PaymentCheckout;
  },
): Promise<HoldAttempt> {
  const { lineCount, values } = seatTakingValues(priced.take);
  try {
    const [payment] = await runStatement(db, holdStatement(lineCount), {
      ...values,
      ...holdLimitValues(options.holdsPerAccountPerHour),
      promoCodeId: priced.promo?.id ?? null,
      discountPaise: priced.discountPaise,
      buyerId: buyer.id,
      tokenVersion: buyer.tokenVersion,
      provider: provider.name,
      amountPaise: priced.totalPaise,
      selection: JSON.stringify(priced.selection),
      holdExpiresAt: options.holdExpiresAt,
      requestKey: options.requestKey,
      buyerGstin: options.gstDetails?.gstin ?? null,
      buyerLegalName: options.gstDetails?.legalName ?? null,
      checkout: JSON.stringify(options.checkout),
      locale: options.locale ?? 'en',
    });
    return payment?.id ? { kind: 'held', paymentId: payment.id } : { kind: 'refused' };
  } catch (error) {
    if (isPartialSeatTake(error)) return { kind: 'refused' };
    // A parallel request with the same key made its hold first (this statement took nothing).
    if (uniqueViolation(error) === 'payments_user_request_key_unique') return { kind: 'key-taken' };
    throw error;
  }
}

export const HOLD_EXPIRED_MESSAGE = msg('Your seat hold has expired. Please start the booking again.');

/** Asks the provider for the hold's intent (the payment id is its idempotency key) and records it on the hold. */
async function startIntent(
  db: Database,
  provider: PaymentProvider,
  hold: { paymentId: string; eventId: string; buyerId: string; amountPaise: number },
): Promise<PaymentIntent> {
  const intent = await provider.createIntent({
    amountPaise: hold.amountPaise,
    currency: 'inr',
    idempotencyKey: hold.paymentId,
    metadata: { paymentId: hold.paymentId, eventId: hold.eventId, userId: hold.buyerId },
  });
  const [recorded] = await runStatement(db, recordIntentStatement, {
    paymentId: hold.paymentId,
    intentId: intent.id,
  });
  if (!recorded) {
    // The hold was released meanwhile: this intent must never be paid.
    await provider.cancelIntent(intent.id).catch(() => undefined);
    throw new AppError('HOLD_EXPIRED', HOLD_EXPIRED_MESSAGE);
  }
  return intent;
}

const providerUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    msg('The payment service is not answering. Please try again in a moment.'),
  );

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

/** The intent of a hold still held: the one made before (a retried request), or a new one. */
export async function intentOfLiveHold(
  db: Database,
  provider: PaymentProvider,
  buyerId: string,
  hold: { id: string; eventId: string; amountPaise: number; providerIntentId: string | null },
): Promise<PaymentIntent> {
  try {
    const existing = hold.providerIntentId ? await provider.retrieveIntent(hold.providerIntentId) : null;
    return (
      existing ??
      (await startIntent(db, provider, {
        paymentId: hold.id,
        eventId: hold.eventId,
        buyerId,
        amountPaise: hold.amountPaise,
      }))
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerUnavailable();
  }
}

interface HoldOptions {
  now: Date;
  holdMinutes: number;
  holdsPerAccountPerHour: number;
  /** The language the buyer books in (the request's): the booking and its mails keep it (issue 30). */
  locale?: Locale;
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
  const checkout = checkoutOf(facts.questions, priced.selection, body, facts.buyerName);
  const holdExpiresAt = new Date(options.now.getTime() + options.holdMinutes * 60_000);
  const attempt = await holdSeats(db, provider, buyer, priced, {
    ...options,
    holdExpiresAt,
    requestKey,
    gstDetails: body.gstDetails,
    checkout,
  });
  if (attempt.kind === 'key-taken') return createPaymentIntent(db, provider, buyer, body, options);
  if (attempt.kind === 'refused') {
    // Something changed since the read (the last seats or the code's last uses went, a ban, a new price) or a hold
    // limit stood: say which.
    const again = await readPurchaseFacts(db, buyer, body.eventId, requestKey, promoCode);
    // A parallel request with the same key took the seats first: this is its retry.
    if (again.keyedHold) return createPaymentIntent(db, provider, buyer, body, options);
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
