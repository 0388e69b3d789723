import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, type RefundRow, refunds } from '../../db/schema/bookings';
import type { PaymentProvider } from '../../payment-providers/provider';
import { queueRefundFailedMail } from '../mail/booking-mails.service';
import { findPaymentById } from '../payments/payment-states';
import { findBookingRefund } from './refunds.service';

// Sending queued refunds (refunds.service.ts) to the payment provider: claimed one at a time under a lease, retried
// with growing delays, each outcome recorded on the refund and on its booking.

/** A refund that fails is retried with growing delays, up to this many attempts; then it waits for a person. */
export const MAX_REFUND_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
/**
 * A claimed refund is left to its worker this long (REFUND_LEASE_SECONDS); a worker that died mid-call lets it run
 * out and another process takes the refund over, with the same idempotency key.
 */
export const REFUND_LEASE_MS = 2 * 60_000;

export function refundRetryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

type RefundOutcome = {
  status: 'processed' | 'failed';
  providerRefundId: string | null;
  error: string | null;
};

const refundIsDue = (now: Date) =>
  and(inArray(refunds.status, ['pending', 'failed']), lte(refunds.nextAttemptAt, now));

/**
 * Claims one due refund that no other worker is claiming right now (FOR UPDATE SKIP LOCKED), and leases it: its
 * `next_attempt_at` moves past the lease, so no worker of any process picks it up until the lease runs out. The
 * attempt count the claim writes is its token: only the worker holding the latest claim records the outcome.
 */
async function claimRefund(db: Database, now: Date, leaseMs: number, refundId?: string) {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(refundId ? and(eq(refunds.id, refundId), refundIsDue(now)) : refundIsDue(now))
    .orderBy(refunds.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(refunds)
    .set({
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      attempts: sql`${refunds.attempts} + 1`,
      updatedAt: now,
    })
    // `id = (subquery)`, never `in`: PostgreSQL may run a LIMIT 1 subquery under `in` once per row it compares.
    .where(eq(refunds.id, due))
    .returning();
  return claimed;
}

async function askProvider(
  db: Database,
  provider: PaymentProvider,
  claimed: RefundRow,
): Promise<RefundOutcome> {
  const intentId = claimed.paymentId
    ? ((await findPaymentById(db, claimed.paymentId))?.providerIntentId ?? null)
    : null;
  if (!intentId) return { status: 'failed', providerRefundId: null, error: 'No payment to refund' };
  try {
    const result = await provider.refund({
      intentId,
      amountPaise: claimed.amountPaise,
      // A whole booking's refund keeps the key it always had; each partial cancellation's refund is its own.
      idempotencyKey: claimed.kind === 'booking' ? `booking:${claimed.bookingId}` : `refund:${claimed.id}`,
    });
    return result.status === 'failed'
      ? { status: 'failed', providerRefundId: result.id, error: 'The payment provider declined the refund' }
      : { status: 'processed', providerRefundId: result.id, error: null };
  } catch (error) {
    return {
      status: 'failed',
      providerRefundId: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Sends one claimed refund to the provider and records what happened, only while the claim is still this worker's
 * (a worker whose lease ran out and was taken over records nothing; the provider's idempotency key made its call and
 * the new claimant's one refund).
 */
async function sendClaimedRefund(db: Database, provider: PaymentProvider, claimed: RefundRow, now: Date) {
  const outcome = await askProvider(db, provider, claimed);
  const recorded = await db.transaction(async (tx) => {
    const [still] = await tx
      .update(refunds)
      .set({
        status: outcome.status,
        providerRefundId: outcome.providerRefundId ?? claimed.providerRefundId,
        lastError: outcome.error,
        nextAttemptAt:
          outcome.status === 'failed' && claimed.attempts < MAX_REFUND_ATTEMPTS
            ? new Date(now.getTime() + refundRetryDelayMs(claimed.attempts))
            : new Date('9999-01-01T00:00:00Z'),
        updatedAt: now,
      })
      .where(
        and(
          eq(refunds.id, claimed.id),
          eq(refunds.attempts, claimed.attempts),
          inArray(refunds.status, ['pending', 'failed']),
        ),
      )
      .returning({ id: refunds.id });
    if (!still) return false;
    if (claimed.kind === 'booking')
      await tx
        .update(bookings)
        .set({ refundStatus: outcome.status, refundId: outcome.providerRefundId })
        .where(eq(bookings.id, claimed.bookingId));
    // Once per refund (the outbox's unique key): the first failure tells the attendee what happens next.
    if (outcome.status === 'failed')
      await queueRefundFailedMail(tx, claimed.id, { willRetry: claimed.attempts < MAX_REFUND_ATTEMPTS }, now);
    return true;
  });
  if (recorded) return outcome.status;
  const [current] = await db.select().from(refunds).where(eq(refunds.id, claimed.id));
  return current?.status ?? 'pending';
}

/**
 * Sends one queued refund to the provider, when it is due and no other worker holds it. The claim (a lease on the
 * row) keeps two workers from sending it at the same time; the provider idempotency key keeps a resend after a crash
 * from refunding twice. Returns the refund's status afterwards.
 */
export async function processRefund(
  db: Database,
  provider: PaymentProvider,
  refundId: string,
  now: Date,
  options: { leaseMs?: number } = {},
) {
  const claimed = await claimRefund(db, now, options.leaseMs ?? REFUND_LEASE_MS, refundId);
  if (!claimed) {
    const [current] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    return current?.status ?? 'pending';
  }
  return sendClaimedRefund(db, provider, claimed, now);
}

/** Asking about a failed refund sends it again at once (the same idempotency key: never twice). */
export async function retryRefundOfBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  now: Date,
  options: { leaseMs?: number } = {},
) {
  const refund = await findBookingRefund(db, bookingId);
  if (refund?.status !== 'failed') return refund?.status ?? null;
  await db
    .update(refunds)
    .set({ nextAttemptAt: now })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'failed')));
  return processRefund(db, provider, refund.id, now, options);
}

/**
 * The worker's pass: claims and sends due refunds (new, or failed and due for a retry) one at a time until none is
 * left or `limit` were handled. Safe in every API process at once: each claim skips rows another worker is claiming.
 */
export async function processDueRefunds(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  limit = 50,
  options: { leaseMs?: number; shouldStop?: () => boolean } = {},
): Promise<number> {
  let handled = 0;
  while (handled < limit && !options.shouldStop?.()) {
    const claimed = await claimRefund(db, now, options.leaseMs ?? REFUND_LEASE_MS);
    if (!claimed) break;
    handled += 1;
    await sendClaimedRefund(db, provider, claimed, now);
  }
  return handled;
}
