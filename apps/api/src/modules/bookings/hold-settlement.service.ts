import type { Database } from '../../db/client';
import type { PaymentProvider } from '../../payment-providers/provider';
import {
  abandonLatePayment,
  claimDueSettlement,
  type DuePayment,
  RECONCILE_LATE_FOR_MS,
  refundPaymentWithoutBooking,
  releaseHold,
} from '../payments/payment-states';
import { completePaidPurchase } from './purchase-completion.service';
import type { PurchaseTerms } from './purchase-terms';

/**
 * What settling one payment came to. `waiting`: nothing could be decided yet; it is looked at again later.
 * `settled-elsewhere`: the buyer's own request (or another process) settled it first.
 */
export type Settlement = 'released' | 'booked' | 'refunded' | 'waiting' | 'settled-elsewhere';

/** The hold's payment, paid: booked (its seats are still held) or, when it cannot be, refunded in full. */
async function bookOrRefund(db: Database, provider: PaymentProvider, intentId: string, terms: PurchaseTerms) {
  const outcome = await completePaidPurchase(db, provider, intentId, terms);
  return outcome === 'booked-before' ? 'settled-elsewhere' : outcome;
}

/**
 * Settles one claimed payment with the provider, never releasing seats a buyer has paid for:
 * - owed back: refunded (the same idempotency key as every refund of a payment without a booking);
 * - a hold with no intent: nobody was ever given anything to pay, so its seats go back;
 * - pending (a live hold) or late (released, its intent not cancellable): read from the provider; paid is booked
 *   (a late one takes its seats again if they are still there) or refunded; anything else waits for the next pass;
 * - an expired hold with an intent: the intent is cancelled first (from then on it can never be paid), then read:
 *   succeeded books it (or refunds it); still processing (a payment in flight) waits; otherwise the seats go back,
 *   recorded as cancelled when the provider confirms it, or left to the late reconciliation when it could not
 *   cancel (Razorpay's orders cannot be).
 */
async function settle(
  db: Database,
  provider: PaymentProvider,
  payment: DuePayment,
  terms: PurchaseTerms,
  now: Date,
): Promise<Settlement> {
  const intentId = payment.providerIntentId;
  if (payment.reason === 'owed') {
    if (!intentId) return 'waiting';
    await refundPaymentWithoutBooking(db, provider, {
      paymentId: payment.id,
      intentId,
      amountPaise: payment.amountPaise,
    });
    return 'refunded';
  }
  // Not released: an intent was recorded meanwhile; the next pass after the lease settles it with the provider.
  if (!intentId) return (await releaseHold(db, payment.id, true)) ? 'released' : 'waiting';
  if (payment.reason === 'pending' || payment.reason === 'late') {
    const intent = await provider.retrieveIntent(intentId);
    if (intent?.status === 'succeeded') return bookOrRefund(db, provider, intentId, terms);
    if (
      payment.reason === 'late' &&
      now.getTime() - new Date(payment.createdAt).getTime() > RECONCILE_LATE_FOR_MS
    ) {
      await abandonLatePayment(db, payment.id);
    }
    return 'waiting';
  }
  // A paid intent is left alone by cancelIntent; an error here is answered by reading the intent below.
  await provider.cancelIntent(intentId).catch(() => undefined);
  const intent = await provider.retrieveIntent(intentId);
  if (intent?.status === 'succeeded') return bookOrRefund(db, provider, intentId, terms);
  if (intent?.status === 'processing') return 'waiting';
  const canceled = !intent || intent.status === 'canceled';
  return (await releaseHold(db, payment.id, false, canceled)) ? 'released' : 'settled-elsewhere';
}

export interface SettleOptions {
  terms: PurchaseTerms;
  /** How long a claimed payment is left to its sweeper, and the wait before an unsettled one is tried again. */
  leaseMs: number;
  limit?: number;
  shouldStop?: () => boolean;
  onError?: (error: unknown, paymentId: string) => void;
}

/**
 * The hold sweeper's pass (decision 0027): settles expired holds and paid payments owed back, one at a time, until
 * none is due or `limit` were handled. Before a hold's seats go back its intent is cancelled and read from the
 * provider, so a buyer who paid and never booked (tab closed, network lost, API restarted) gets the booking, or a
 * full refund, exactly once: a seat is never resold while its buyer's money is kept. Returns the count of each.
 */
export async function settleExpiredHolds(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  options: SettleOptions,
): Promise<Record<Settlement, number>> {
  const counts: Record<Settlement, number> = {
    released: 0,
    booked: 0,
    refunded: 0,
    waiting: 0,
    'settled-elsewhere': 0,
  };
  const limit = options.limit ?? 500;
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  for (let handled = 0; handled < limit && !options.shouldStop?.(); handled++) {
    // Leased (payments' claimDueSettlement): no other sweeper of any process takes it before leaseUntil.
    const payment = await claimDueSettlement(db, now, leaseUntil);
    if (!payment) break;
    try {
      counts[await settle(db, provider, payment, options.terms, now)] += 1;
    } catch (error) {
      // The provider or the database failed for this one: it waits out its lease and is tried again.
      counts.waiting += 1;
      options.onError?.(error, payment.id);
    }
  }
  return counts;
}
