import { type CreatePaymentIntentBody, paiseToRupees, rupeesToPaise } from '@ticketmela/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema';
import { defineStatement, runStatement } from '../../db/statement';
import { AppError } from '../../lib/app-error';
import { type PaymentProvider, PaymentProviderError } from '../../payments/provider';
import {
  isPartialSeatTake,
  perLineCount,
  returnSeats,
  seatTakingCtes,
  seatTakingParams,
  seatTakingValues,
} from '../events/inventory.service';
import type { Buyer } from './buyer-session';
import { assertBuyerInGoodStanding, readPurchaseFacts } from './purchase-facts';
import {
  type PricedSelection,
  priceSelection,
  SOLD_OUT_MESSAGE,
  selectionSeatLines,
} from './selection-pricing';

export const FREE_SELECTION_MESSAGE =
  'These tickets are free, so there is nothing to pay. Book them without a payment.';

/** The selection priced from one read, with the buyer's standing and the client's amount checked. */
async function pricePaidSelection(db: Database, buyer: Buyer, body: CreatePaymentIntentBody, now: Date) {
  const { buyer: standing, event } = await readPurchaseFacts(db, buyer, body.eventId);
  assertBuyerInGoodStanding(standing);
  const priced = priceSelection(event, body, now);
  // Providers refuse zero-amount intents (Stripe does): free tickets are booked by POST /api/bookings/free.
  if (priced.totalPaise === 0) throw new AppError('VALIDATION_ERROR', 400, FREE_SELECTION_MESSAGE, 'amount');
  if (rupeesToPaise(body.amount) !== priced.totalPaise) {
    throw new AppError(
      'AMOUNT_MISMATCH',
      400,
      `The amount does not match the tickets selected (₹${paiseToRupees(priced.totalPaise)}). Please refresh and try again.`,
      'amount',
    );
  }
  return priced;
}

/**
 * The hold in one statement (one round trip, one commit; no row stays locked beyond it): the buyer still in good
 * standing, the seats taken at the prices just quoted (seatTakingCtes), and the payment row that carries the hold.
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
    'buyerId',
    'tokenVersion',
    'provider',
    'amountPaise',
    'selection',
    'holdExpiresAt',
  ],
  (lineCount) => `with allowed as (
    select 1 from users where id = :buyerId::uuid and not is_banned and deleted_at is null
      and token_version = :tokenVersion::int
  ),
  ${seatTakingCtes(lineCount)},
  payment as (
    insert into payments (provider, user_id, event_id, amount_paise, selection, hold_expires_at)
    select :provider, :buyerId::uuid, :eventId::uuid, :amountPaise::int, :selection::jsonb, :holdExpiresAt::timestamptz
    from taken_event
    returning id
  ),
  commit_without_flush as materialized (select set_config('synchronous_commit', 'off', true) as setting)
  select seats_guard.ok, commit_without_flush.setting, (select id from payment) as id
  from seats_guard, commit_without_flush`,
);

const recordIntentStatement = defineStatement<{ id: string }>(
  'payments_record_intent',
  ['paymentId', 'intentId'],
  'update payments set provider_intent_id = :intentId, updated_at = now() where id = :paymentId::uuid returning id',
);

/** The payment id of the hold, or null when the seats could not all be taken (nothing was). */
async function holdSeats(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  priced: PricedSelection,
  holdExpiresAt: Date,
): Promise<string | null> {
  const { lineCount, values } = seatTakingValues(priced.take);
  try {
    const [payment] = await runStatement(db, holdStatement(lineCount), {
      ...values,
      buyerId: buyer.id,
      tokenVersion: buyer.tokenVersion,
      provider: provider.name,
      amountPaise: priced.totalPaise,
      selection: JSON.stringify(priced.selection),
      holdExpiresAt,
    });
    return payment?.id ?? null;
  } catch (error) {
    if (isPartialSeatTake(error)) return null;
    throw error;
  }
}

/**
 * Starts a payment: prices the selection from one read (a sold-out answer needs nothing more), takes the seats and
 * records the hold in one statement, then, holding no lock, asks the provider for an intent. A sold-out answer never
 * reaches the provider.
 */
export async function createPaymentIntent(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  body: CreatePaymentIntentBody,
  options: { now: Date; holdMinutes: number },
) {
  const buyerId = buyer.id;
  const priced = await pricePaidSelection(db, buyer, body, options.now);
  const holdExpiresAt = new Date(options.now.getTime() + options.holdMinutes * 60_000);
  const paymentId = await holdSeats(db, provider, buyer, priced, holdExpiresAt);
  if (!paymentId) {
    // Something changed since the read (the last seats went, a ban, a new price): read again to say what.
    await pricePaidSelection(db, buyer, body, options.now);
    throw new AppError('SOLD_OUT', 409, SOLD_OUT_MESSAGE);
  }

  try {
    const intent = await provider.createIntent({
      amountPaise: priced.totalPaise,
      currency: 'inr',
      idempotencyKey: paymentId,
      metadata: { paymentId, eventId: priced.event.id, userId: buyerId },
    });
    await runStatement(db, recordIntentStatement, { paymentId, intentId: intent.id });
    return { amountPaise: priced.totalPaise, intent, holdExpiresAt };
  } catch (error) {
    await releaseHold(db, paymentId);
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

/**
 * Releases one expired hold that no other sweeper is working on: FOR UPDATE SKIP LOCKED picks it (a hold being
 * booked or released elsewhere is skipped), and the flip to 'released' and the seats' return commit together. A
 * process killed half-way rolls back and leaves the hold to the next sweep of any process.
 */
async function releaseNextExpiredHold(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.holdStatus, 'held'), lt(payments.holdExpiresAt, now)))
      .orderBy(payments.holdExpiresAt)
      .limit(1)
      .for('update', { skipLocked: true });
    // `id = (subquery)`: one evaluation, one row. `id in (subquery)` may run a LIMIT 1 subquery once per outer row
    // and release several holds while returning the seats of one.
    const [released] = await tx
      .update(payments)
      .set({ holdStatus: 'released', updatedAt: new Date() })
      .where(and(eq(payments.id, due), eq(payments.holdStatus, 'held')))
      .returning();
    if (!released) return null;
    const { seats, lines } = selectionSeatLines(released.selection);
    await returnSeats(tx, released.eventId, seats, lines);
    return released;
  });
}

/**
 * Releases holds past their expiry, one at a time, and cancels their unpaid intents. Every API process sweeps; the
 * SKIP LOCKED claim shares the holds out and the conditional flip releases each exactly once. Returns how many.
 */
export async function releaseExpiredHolds(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  options: { limit?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  const limit = options.limit ?? 500;
  let released = 0;
  while (released < limit && !options.shouldStop?.()) {
    const payment = await releaseNextExpiredHold(db, now);
    if (!payment) break;
    released += 1;
    if (payment.providerIntentId)
      await provider.cancelIntent(payment.providerIntentId).catch(() => undefined);
  }
  return released;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

export { PaymentProviderError };
