import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, refunds } from '../../db/schema/bookings';
import { queueRefundFailedMail } from '../mail/booking-mails.service';
import { MAX_REFUND_ATTEMPTS } from './refund-sending.service';

/**
 * What the provider later says became of a refund it accepted (Razorpay's refund.processed and refund.failed
 * webhooks), in the caller's transaction, found by the provider's refund id: processed is recorded (a refund the
 * provider accepted is already 'processed' here; a late failure is never undone by it); failed makes the
 * refund due for another attempt now (the provider's refund call, with the same idempotency key, then makes a new
 * refund, since the failed one returned nothing) and tells the attendee, once, as a failure of the call does.
 * Returns what changed: 'processed', 'failed', or null (not ours, or already so).
 */
export async function recordProviderRefundOutcome(
  tx: DbOrTx,
  providerRefundId: string,
  outcome: 'processed' | 'failed',
  now: Date,
  error: string | null = null,
): Promise<'processed' | 'failed' | null> {
  const [changed] = await tx
    .update(refunds)
    .set(
      outcome === 'processed'
        ? { status: 'processed', lastError: null, updatedAt: now }
        : {
            status: 'failed',
            lastError: error ?? 'The payment provider could not process the refund',
            nextAttemptAt: now,
            updatedAt: now,
          },
    )
    .where(
      and(
        eq(refunds.providerRefundId, providerRefundId),
        outcome === 'processed' ? eq(refunds.status, 'pending') : eq(refunds.status, 'processed'),
      ),
    )
    .returning();
  if (!changed) return null;
  if (changed.kind === 'booking')
    await tx
      .update(bookings)
      .set({ refundStatus: outcome, refundId: providerRefundId })
      .where(eq(bookings.id, changed.bookingId));
  if (outcome === 'failed') {
    await queueRefundFailedMail(tx, changed.id, { willRetry: changed.attempts < MAX_REFUND_ATTEMPTS }, now);
  }
  return outcome;
}
