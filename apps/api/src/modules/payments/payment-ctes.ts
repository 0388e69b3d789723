import { eventNotCancelledForBooking } from '../events/event-fragments';
import { accountInGoodStanding } from '../users/user-fragments';

// The payment row's part of the statements that book (bookings' paid and free bookings), as common table expressions
// with their named parameters: the booking and its payment commit in one statement (decision 0021), and only this
// module writes the payments table.

/**
 * A paid hold converted, as the CTE `paid` of the statement that writes its booking: the payment, still held and not
 * refunded, matching the intent the provider says succeeded (`:paymentId`, `:provider`, `:intentId`,
 * `:amountPaise`, `:currency`, `:eventId`), its event not cancelled (read under a key-share lock, so a cancellation
 * in progress is waited for) and, when `:buyerId` is given (the buyer's own request; the provider's webhook and the
 * hold sweeper book for whoever paid), the buyer's, in good standing with the session's `:tokenVersion` (read once,
 * by the buyer's id). It records how it was paid (`:method`, `:methodDetail`, null when the provider did not say).
 * `paid` has the payment's id, user_id, event_id, amount_paise, selection, method, method_detail, the buyer's GST
 * details (buyer_gstin, buyer_legal_name), its promo code (promo_code_id, discount_paise) and the names and answers
 * of its checkout (checkout: null on a payment made before them), or no row. The
 * payment row is locked, and the event row key-share locked, until commit.
 */
export const CONVERT_HOLD_PARAMS = [
  'paymentId',
  'provider',
  'intentId',
  'amountPaise',
  'currency',
  'eventId',
  'buyerId',
  'tokenVersion',
  'method',
  'methodDetail',
] as const;
export const CONVERT_HOLD_CTE = `paid as (
    update payments p set hold_status = 'converted', status = 'succeeded', method = :method,
      method_detail = :methodDetail, updated_at = now()
    where p.id = :paymentId::uuid and p.provider = :provider and p.provider_intent_id = :intentId
      and p.amount_paise = :amountPaise::int and p.currency = :currency and p.event_id = :eventId::uuid
      and p.hold_status = 'held' and p.status <> 'refunded'
      and ${eventNotCancelledForBooking('p.event_id')}
      and (:buyerId::uuid is null or (p.user_id = :buyerId::uuid and ${accountInGoodStanding(':buyerId::uuid')}))
    returning p.id, p.user_id, p.event_id, p.amount_paise, p.selection, p.method, p.method_detail, p.buyer_gstin,
      p.buyer_legal_name,
      p.promo_code_id, p.discount_paise, p.checkout, p.locale
  )`;

/**
 * The zero-amount payment row that records a free booking's seats, converted at once (no provider is asked), as the
 * CTE `paid` (the same columns as CONVERT_HOLD_CTE's) of the statement that takes the seats and writes the booking:
 * written only when the seats were taken (`taken_event`, events' seatTakingCtes, must come before it). Its request
 * key is the provider intent id (`:provider`, `:requestKey`: unique, so a parallel request with the same key fails);
 * it also needs `:buyerId`, `:eventId` and `:now` (the seat take's) and `:promoCodeId` (promo-codes'
 * PROMO_USE_PARAMS: the code whose use the statement took), with `:discountPaise` it took off the list price.
 * `:checkout` is the names and answers checked for its tickets; `:locale` the language the buyer booked in (the
 * request's), which its booking and the booking's mails keep (issue 30).
 */
export const FREE_PAYMENT_PARAMS = [
  'provider',
  'requestKey',
  'selection',
  'discountPaise',
  'checkout',
  'locale',
] as const;
export const FREE_PAYMENT_CTE = `paid as (
    insert into payments (provider, provider_intent_id, user_id, event_id, amount_paise, status, selection,
      hold_status, hold_expires_at,
      promo_code_id, discount_paise, checkout, locale)
    select :provider, :requestKey, :buyerId::uuid, :eventId::uuid, 0, 'succeeded', :selection::jsonb, 'converted',
      :now::timestamptz,
      :promoCodeId::uuid, :discountPaise::int, :checkout::jsonb, :locale
    from taken_event
    returning id, user_id, event_id, amount_paise, selection, null::text as method, null::text as method_detail,
      null::text as buyer_gstin, null::text as buyer_legal_name,
      promo_code_id, discount_paise, checkout, locale
  )`;

/**
 * The payment that the provider's intent `:intentId` (of `:provider`) was made for, locked FOR UPDATE until commit
 * (the buyer's requests, the provider's webhook and the hold sweeper wait for each other), as the CTE
 * `intent_payment`: id, "userId", "eventId", "amountPaise", currency, status, "holdStatus", selection, "promoCodeId".
 */
export const LOCKED_INTENT_PAYMENT_PARAMS = ['provider', 'intentId'] as const;
export const LOCKED_INTENT_PAYMENT_CTE = `intent_payment as (
    select p.id, p.user_id as "userId", p.event_id as "eventId", p.amount_paise as "amountPaise", p.currency,
      p.status, p.hold_status as "holdStatus", p.selection, p.promo_code_id as "promoCodeId"
    from payments p where p.provider = :provider and p.provider_intent_id = :intentId
    for update
  )`;

/**
 * The payment a free booking request's key made (its provider intent id is `:requestKey`, of `:provider`), unlocked,
 * as the CTE `keyed_payment`: id, user_id.
 */
export const KEYED_PAYMENT_PARAMS = ['provider', 'requestKey'] as const;
export const KEYED_PAYMENT_CTE = `keyed_payment as (
    select p.id, p.user_id from payments p where p.provider = :provider and p.provider_intent_id = :requestKey
  )`;

/**
 * A free hold converted (a waitlist offer of free tickets, decision 0041), as the CTE `paid` (CONVERT_HOLD_CTE's
 * columns) of the statement that writes its booking: the payment `:paymentId`, of amount 0, still held for the buyer
 * `:buyerId` (in good standing with the session's `:tokenVersion`) and not run out at `:now`, its event not cancelled,
 * with the names and answers checked for its tickets (`:checkout`).
 */
export const CONVERT_FREE_HOLD_PARAMS = ['paymentId', 'buyerId', 'tokenVersion', 'now', 'checkout'] as const;
export const CONVERT_FREE_HOLD_CTE = `paid as (
    update payments p set hold_status = 'converted', status = 'succeeded', updated_at = now(),
      checkout = coalesce(:checkout::jsonb, p.checkout)
    where p.id = :paymentId::uuid and p.user_id = :buyerId::uuid and p.amount_paise = 0
      and p.hold_status = 'held' and p.hold_expires_at > :now::timestamptz
      and ${eventNotCancelledForBooking('p.event_id')}
      and ${accountInGoodStanding(':buyerId::uuid')}
    returning p.id, p.user_id, p.event_id, p.amount_paise, p.selection, null::text as method,
      null::text as method_detail, p.buyer_gstin, p.buyer_legal_name,
      p.promo_code_id, p.discount_paise, p.checkout, p.locale
  )`;
