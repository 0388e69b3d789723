import type { CreatePaymentIntentBody, Locale } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import type { PaymentCheckout } from '../../db/schema/payments';
import { runStatement } from '../../db/statement';
import { uniqueViolation } from '../../lib/db-errors';
import type { PaymentProvider } from '../../payment-providers/provider';
import {
  isPartialSeatTake,
  perLineCount,
  seatTakingCtes,
  seatTakingParams,
  seatTakingValues,
} from '../events/inventory.service';
import { PROMO_TAKEN, PROMO_USE_PARAMS, promoUseCtes, promoUseGuard } from '../promo-codes/promo-code-uses';
import {
  QUEUE_PASS_CTES,
  QUEUE_PASS_PARAMS,
  QUEUE_PASS_READY,
  queuePassUseCtes,
} from '../waiting-room/queue-pass-use';
import type { Buyer } from './buyer-session';
import { HOLD_LIMIT_PARAMS, HOLD_QUOTA_CTE, holdLimitValues } from './hold-limits';
import type { PricedSelection } from './selection-pricing';

export interface HoldOptions {
  now: Date;
  holdMinutes: number;
  holdsPerAccountPerHour: number;
  /** The language the buyer books in (the request's): the booking and its mails keep it (issue 30). */
  locale?: Locale;
  /** The key queue passes are checked with (the session secret's; decision 0049). */
  passSecret: string;
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
    ...QUEUE_PASS_PARAMS,
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
  ${QUEUE_PASS_CTES},
  allowed as (select 1 from quota where ${PROMO_TAKEN} and ${QUEUE_PASS_READY}),
  ${seatTakingCtes(lineCount)},
  ${promoUseGuard('taken_event')},
  ${queuePassUseCtes('taken_event')},
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
  select seats_guard.ok, promo_guard.ok as "promoOk", queue_pass_guard.ok as "passGuard",
    commit_without_flush.setting, (select id from payment) as id
  from seats_guard, promo_guard, queue_pass_guard, commit_without_flush`,
);

type HoldAttempt = { kind: 'held'; paymentId: string } | { kind: 'refused' } | { kind: 'key-taken' };

/** The hold's payment id; refused when the seats or the code's use could not be taken, or a hold limit stood. */
export async function holdSeats(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  priced: PricedSelection,
  options: HoldOptions & {
    holdExpiresAt: Date;
    requestKey: string | null;
    gstDetails: CreatePaymentIntentBody['gstDetails'];
    checkout: PaymentCheckout;
    /** The number the buyer's queue pass admits (null: no pass, the room is off). */
    passNumber: number | null;
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
      passNumber: options.passNumber,
    });
    return payment?.id ? { kind: 'held', paymentId: payment.id } : { kind: 'refused' };
  } catch (error) {
    // Also a pass a parallel request used first (queue_pass_guard): the caller explains the refusal.
    if (isPartialSeatTake(error)) return { kind: 'refused' };
    // A parallel request with the same key made its hold first (this statement took nothing).
    if (uniqueViolation(error) === 'payments_user_request_key_unique') return { kind: 'key-taken' };
    throw error;
  }
}
