import type { TicketsOfLine } from '@ticketmela/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  type BookingItemRow,
  type BookingRow,
  bookingItems,
  bookings,
  type RefundRow,
  refunds,
} from '../../db/schema/bookings';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import { issueCreditNote } from '../invoices/credit-note-issue';
import { queueRefundFailedMail } from '../mail/booking-mails.service';
import { findPaymentById } from '../payments/payment-states';

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

/** What a refund is for: the whole booking cancelled, or some of its tickets (decision 0041). */
export type RefundKind = 'booking' | 'tickets';

export interface OwedRefund {
  kind: RefundKind;
  amountPaise: number;
  percentage: number;
  reason: string;
  /** The tickets it gives back, for its credit note's lines. */
  tickets: readonly TicketsOfLine[];
}

/**
 * One statement, under the booking's row lock its callers hold: the refund is written only while the booking's
 * refunds, this one included, stay within what its payment paid (null: no payment to measure against), and a whole
 * booking's refund at most once (its unique index).
 */
const queueRefundStatement = defineStatement<{ id: string }>(
  'queue-refund',
  ['bookingId', 'paymentId', 'amountPaise', 'percentage', 'kind', 'reason', 'now', 'paidPaise'],
  `insert into refunds (booking_id, payment_id, amount_paise, percentage, kind, reason, next_attempt_at)
   select :bookingId::uuid, :paymentId::uuid, :amountPaise::int, :percentage::int, :kind::text, :reason::text,
     :now::timestamptz
   where :paidPaise::int is null
     or (select coalesce(sum(amount_paise), 0) from refunds where booking_id = :bookingId::uuid) + :amountPaise::int
       <= :paidPaise::int
   on conflict (booking_id) where kind = 'booking' do nothing
   returning id`,
);

/**
 * Records that a booking is owed a refund, in the caller's transaction (the booking row locked), with the credit
 * note for it (invoices' issueCreditNote). A whole booking has one refund (unique), so a retried or racing
 * cancellation can never queue a second one, nor a second credit note; its refund fields on the booking say where it
 * stands. Some tickets' refund (kind 'tickets') is one of the booking's partial cancellations', which keep their own.
 * A refund that would take the booking's refunds past what its payment paid is refused (409). The provider is called
 * later, after commit, by processRefund.
 */
export async function queueRefund(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'paymentId'>,
  owed: OwedRefund,
  now: Date,
): Promise<string | null> {
  const payment = booking.paymentId ? await findPaymentById(tx, booking.paymentId) : undefined;
  const [refund] = await runStatement(tx, queueRefundStatement, {
    bookingId: booking.id,
    paymentId: booking.paymentId,
    amountPaise: owed.amountPaise,
    percentage: owed.percentage,
    kind: owed.kind,
    reason: owed.reason,
    now,
    paidPaise: payment?.amountPaise ?? null,
  });
  if (!refund) {
    if (owed.kind === 'booking' && (await findBookingRefund(tx, booking.id))) return null;
    throw new AppError('CONFLICT', msg('This refund would give back more than was paid for the booking'));
  }
  if (owed.kind === 'booking') {
    await tx
      .update(bookings)
      .set({ refundStatus: 'pending', refundAmountPaise: owed.amountPaise })
      .where(eq(bookings.id, booking.id));
  }
  await issueCreditNote(tx, {
    bookingId: booking.id,
    refundId: refund.id,
    amountPaise: owed.amountPaise,
    now,
    tickets: owed.tickets,
  });
  return refund.id;
}

/** The whole booking's refund, if it was cancelled with one. */
async function findBookingRefund(db: DbOrTx, bookingId: string): Promise<RefundRow | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.kind, 'booking')));
  return refund;
}

/** The tickets a booking holds now, as a refund names them: its category lines, or its seats. */
export function ticketsOfBooking(
  booking: Pick<BookingRow, 'hasTicketCategories' | 'totalQuantity'>,
  items: readonly Pick<BookingItemRow, 'categoryName' | 'quantity'>[],
): TicketsOfLine[] {
  return booking.hasTicketCategories
    ? items.map((item) => ({ categoryName: item.categoryName, quantity: item.quantity }))
    : [{ categoryName: null, quantity: booking.totalQuantity }];
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

/**
 * Cancelling an event cancels every active booking of it and owes each a full refund, in the caller's
 * transaction (event-cancellation's cancelEventWithBookings). The refunds are sent by the worker after commit,
 * so a crash half-way loses nothing: what is queued is sent when the server is back.
 */
export async function cancelBookingsOfCancelledEvent(
  tx: DbOrTx,
  eventId: string,
  now: Date,
): Promise<number> {
  const active = await tx
    .update(bookings)
    .set({
      cancelled: true,
      cancelledByEvent: true,
      cancellationDate: now,
      cancellationReason: 'The event was cancelled by the organizer',
    })
    .where(and(eq(bookings.eventId, eventId), eq(bookings.cancelled, false)))
    .returning();
  const paid = active.filter((booking) => booking.totalAmountPaise > 0);
  const items = paid.length
    ? await tx
        .select()
        .from(bookingItems)
        .where(
          inArray(
            bookingItems.bookingId,
            paid.map((booking) => booking.id),
          ),
        )
    : [];
  for (const booking of paid) {
    const lines = items.filter((item) => item.bookingId === booking.id);
    await queueRefund(
      tx,
      booking,
      {
        kind: 'booking',
        amountPaise: booking.totalAmountPaise,
        percentage: 100,
        reason: 'event_cancelled',
        tickets: ticketsOfBooking(booking, lines),
      },
      now,
    );
  }
  return active.length;
}

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
