import { type FreeBookingBody, type Locale, paiseToRupees } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import type { PaymentCheckout } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import { type Message, msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import {
  isPartialSeatTake,
  perLineCount,
  seatTakingCtes,
  seatTakingParams,
  seatTakingValues,
} from '../events/inventory.service';
import type { Buyer } from '../payments/buyer-session';
import { checkoutOf } from '../payments/checkout-details';
import {
  FREE_PAYMENT_CTE,
  FREE_PAYMENT_PARAMS,
  KEYED_PAYMENT_CTE,
  KEYED_PAYMENT_PARAMS,
} from '../payments/payment-ctes';
import { promoCodeAsked, withPromoCode } from '../payments/promo-selection';
import { assertBuyerInGoodStanding, readPurchaseFacts } from '../payments/purchase-facts';
import { type PricedSelection, priceSelection, SOLD_OUT_MESSAGE } from '../payments/selection-pricing';
import { PROMO_TAKEN, PROMO_USE_PARAMS, promoUseCtes, promoUseGuard } from '../promo-codes/promo-code-uses';
import { accountInGoodStanding } from '../users/user-fragments';
import { explainQueuePassRefusal, queuePassNumber } from '../waiting-room/queue-pass-check';
import {
  QUEUE_PASS_CTES,
  QUEUE_PASS_PARAMS,
  QUEUE_PASS_READY,
  queuePassUseCtes,
} from '../waiting-room/queue-pass-use';
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

/** The `provider` of the payment row that records a free booking's seats: no payment provider is ever asked. */
export const FREE_PROVIDER = 'free';

export const ALREADY_BOOKED_MESSAGE = msg(
  'You already have a booking for this event. Cancel it first to book different tickets.',
);

function notFreeMessage(totalPaise: number): Message {
  return msg('These tickets are not free (₹{amount}). Please refresh the page and pay for them.', {
    amount: paiseToRupees(totalPaise).toLocaleString('en-IN'),
  });
}

/**
 * The selection priced from one read (the buyer's standing with it), with its promo code if one was given (a 100%
 * code makes paid tickets free); 402 unless it costs nothing. With the names and answers for its tickets, checked.
 */
async function priceFreeSelection(db: Database, buyer: Buyer, body: FreeBookingBody, now: Date) {
  const facts = await readPurchaseFacts(db, buyer, body.eventId, null, promoCodeAsked(body.promoCode));
  assertBuyerInGoodStanding(facts.buyer);
  const priced = withPromoCode(priceSelection(facts.event, body, now), body.promoCode, facts.promoCode, now);
  if (priced.totalPaise !== 0) throw new AppError('PAYMENT_REQUIRED', notFreeMessage(priced.totalPaise));
  const checkout = checkoutOf(facts.questions, priced.selection, body, facts.buyerName);
  return { priced, checkout };
}

/** Serialises one person's attempts at one event until commit. */
const personLockStatement = defineStatement<{ locked: string }>(
  'free_booking_person_lock',
  ['key'],
  `select pg_advisory_xact_lock(hashtextextended(:key, 0))::text as locked`,
);

/** What this person already has: the booking this request key made, and any active booking of the event. */
const earlierStatement = defineStatement<{
  keyUserId: string | null;
  keyBookingId: string | null;
  activeBookingId: string | null;
}>(
  'free_booking_earlier',
  [...KEYED_PAYMENT_PARAMS, 'buyerId', 'eventId'],
  `with ${KEYED_PAYMENT_CTE}
  select
    (select p.user_id from keyed_payment p) as "keyUserId",
    (select b.id from keyed_payment p join bookings b on b.payment_id = p.id) as "keyBookingId",
    (select b.id from bookings b
      where b.user_id = :buyerId::uuid and b.event_id = :eventId::uuid and not b.cancelled limit 1) as "activeBookingId"`,
);

/**
 * The free booking in one statement: the buyer still in good standing (users' accountInGoodStanding), the promo
 * code's use taken when one made the tickets free (promo-codes' promoUseCtes, before the seats), the seats taken at
 * the list prices just read (events' seatTakingCtes: a price the organizer set meanwhile refuses the take), the
 * zero-amount payment row that records them with the names and answers of its checkout, converted at once (payments'
 * FREE_PAYMENT_CTE), and the booking with its named tickets and its mails (BOOKING_INSERT_CTES).
 */
const freeBookingStatement = perLineCount<BookingResultRow>(
  'free_booking_take_and_book',
  (lineCount) => [
    ...seatTakingParams(lineCount),
    'buyerId',
    'tokenVersion',
    ...PROMO_USE_PARAMS,
    ...QUEUE_PASS_PARAMS,
    ...FREE_PAYMENT_PARAMS,
    ...BOOKING_INSERT_PARAMS,
  ],
  (lineCount) => `with standing as (select 1 where ${accountInGoodStanding(':buyerId::uuid')}),
  ${promoUseCtes('standing')},
  ${QUEUE_PASS_CTES},
  allowed as (select 1 from standing where ${PROMO_TAKEN} and ${QUEUE_PASS_READY}),
  ${seatTakingCtes(lineCount)},
  ${promoUseGuard('taken_event')},
  ${queuePassUseCtes('taken_event')},
  ${FREE_PAYMENT_CTE},
  ${BOOKING_INSERT_CTES}
  select seats_guard.ok, promo_guard.ok as "promoOk", queue_pass_guard.ok as "passGuard", result.*
  from seats_guard cross join promo_guard cross join queue_pass_guard
  left join (select ${BOOKING_RESULT_COLUMNS} from booking b cross join policy e) as result on true`,
);

type Outcome =
  | { kind: 'created'; booking: BookingWithRelations }
  | { kind: 'existing'; bookingId: string }
  | { kind: 'refused' };

async function bookInOneTransaction(
  db: Database,
  buyer: Buyer,
  { priced, checkout }: { priced: PricedSelection; checkout: PaymentCheckout },
  requestKey: string | null,
  passNumber: number | null,
  options: FreeBookingOptions,
): Promise<Outcome> {
  const buyerId = buyer.id;
  return db.transaction(async (tx) => {
    await runStatement(tx, personLockStatement, { key: `free-booking:${buyerId}:${priced.event.id}` });
    const [earlier] = await runStatement(tx, earlierStatement, {
      provider: FREE_PROVIDER,
      requestKey,
      buyerId,
      eventId: priced.event.id,
    });
    if (earlier!.keyBookingId && earlier!.keyUserId === buyerId) {
      return { kind: 'existing', bookingId: earlier!.keyBookingId };
    }
    if (earlier!.keyUserId)
      throw new AppError('CONFLICT', msg('This request was already used. Please try again.'));
    if (earlier!.activeBookingId) throw new AppError('CONFLICT', ALREADY_BOOKED_MESSAGE);

    const { lineCount, values } = seatTakingValues(priced.take);
    const [row] = await runStatement(tx, freeBookingStatement(lineCount), {
      ...values,
      buyerId,
      tokenVersion: buyer.tokenVersion,
      provider: FREE_PROVIDER,
      requestKey,
      promoCodeId: priced.promo?.id ?? null,
      discountPaise: priced.discountPaise,
      selection: JSON.stringify(priced.selection),
      checkout: JSON.stringify(checkout),
      locale: options.locale ?? 'en',
      passNumber,
      ...bookingInsertValues(priced.event.id, options.qrSecret, options.now),
    });
    if (!row?.id) return { kind: 'refused' };
    return { kind: 'created', booking: bookingFromResultRow(row, priced.selection) };
  });
}

interface FreeBookingOptions {
  now: Date;
  qrSecret: string;
  /** The language the buyer books in (the request's), which the booking and its mails keep (issue 30). */
  locale?: Locale;
  /** The key queue passes are checked with (decision 0049). */
  passSecret: string;
}

/** What a transaction that threw means, or one more try. */
async function afterFailedAttempt(error: unknown, again: () => Promise<Outcome>): Promise<Outcome> {
  // The seats of one category were taken but not all, or a code's use without its seats: the statement undid itself,
  // and the transaction with it.
  if (isPartialSeatTake(error)) return { kind: 'refused' };
  const violated = uniqueViolation(error);
  // Another person's request with the same key committed first.
  if (violated === 'payments_provider_intent_unique') {
    throw new AppError('CONFLICT', msg('This request was already used. Please try again.'));
  }
  // A ticket id drawn twice: once more, with another.
  if (violated !== null) return again();
  throw error;
}

/**
 * POST /api/bookings/free: books a selection whose server-computed total is 0 (a free event, or free ticket
 * categories) without any payment provider. After one read that prices it (and answers a sold-out selection), one
 * transaction takes the seats with the same all-or-nothing statement as a paid hold (never below zero), records them
 * as a zero-amount payment row converted at once, and writes the booking for that row (unique: one booking per hold).
 *
 * Free seats cost nothing, so a person holds at most one active booking of an event this way (up to 10 tickets,
 * as any booking); an advisory lock per person and event serialises their concurrent attempts. The same
 * idempotency key answers the booking it made (a retried request), not an error.
 */
export async function bookFreeSelection(
  db: Database,
  buyer: Buyer,
  body: FreeBookingBody,
  options: FreeBookingOptions,
): Promise<{ booking: BookingWithRelations; created: boolean }> {
  const sale = await priceFreeSelection(db, buyer, body, options.now);
  const requestKey = body.idempotencyKey ? `free_${body.idempotencyKey}` : null;
  const passOwner = { eventId: sale.priced.event.id, userId: buyer.id };
  const passNumber = await queuePassNumber(
    sale.priced.event.queueRoomOn,
    body.queuePass,
    passOwner,
    options.passSecret,
    options.now,
  );

  const attempt = () => bookInOneTransaction(db, buyer, sale, requestKey, passNumber, options);
  const outcome = await attempt().catch((error: unknown) => afterFailedAttempt(error, attempt));
  if (outcome.kind === 'refused') {
    // The seats or the code's last uses went, the price changed, the event or the buyer did, the queue pass was used
    // by a parallel request: read again to say which.
    if (passNumber !== null) await explainQueuePassRefusal(db, passOwner, passNumber);
    await priceFreeSelection(db, buyer, body, options.now);
    throw new AppError('SOLD_OUT', SOLD_OUT_MESSAGE);
  }
  if (outcome.kind === 'created') return { booking: outcome.booking, created: true };
  const booking = await findBookingWithRelations(db, outcome.bookingId);
  return { booking: booking!, created: false };
}
