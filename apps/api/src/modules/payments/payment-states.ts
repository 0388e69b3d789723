import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import type { PaymentProvider } from '../../payment-providers/provider';
import { returnSeats, takeSeats } from '../events/inventory.service';
import { queuePaymentRefundedMail } from '../mail/payment-mails.service';
import { giveBackPromoUse, retakePromoUse } from '../promo-codes/promo-code-uses';
import { selectionSeatLines } from './selection-pricing';

// What becomes of a payment after its hold was taken (payments.service) and unless it is converted into its booking
// (payment-ctes): released, held again, owed back, refunded, and the hold sweeper's claim on it (decision 0027).

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

export async function findPaymentByIntent(
  db: DbOrTx,
  provider: string,
  intentId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intentId)));
  return payment;
}

type HoldParts = Pick<PaymentRow, 'eventId' | 'userId' | 'selection' | 'promoCodeId'>;

/**
 * Gives back, in the caller's transaction, what a hold took: its promo code's use, then its seats (the hold's lock
 * order: the code's row before the seats'). Only the transaction that flips the hold from 'held' to 'released' does.
 */
export async function giveBackHold(tx: DbOrTx, hold: HoldParts): Promise<void> {
  if (hold.promoCodeId) await giveBackPromoUse(tx, hold.promoCodeId, hold.userId);
  const { seats, lines } = selectionSeatLines(hold.selection);
  await returnSeats(tx, hold.eventId, seats, lines);
}

/**
 * Takes again, in the caller's transaction, what a released hold had (its payment completed after all): its promo
 * code's use, then its seats at whatever price they have now. When either is gone (the code used up by now: decision
 * 0042), says which, having kept nothing.
 */
export async function retakeHold(
  tx: DbOrTx,
  hold: HoldParts,
): Promise<'taken' | 'code-used-up' | 'seats-gone'> {
  if (hold.promoCodeId && !(await retakePromoUse(tx, hold.promoCodeId, hold.userId))) return 'code-used-up';
  const { seats, lines } = selectionSeatLines(hold.selection);
  const unpriced = lines.map(({ ticketCategoryId, quantity }) => ({ ticketCategoryId, quantity }));
  if (await takeSeats(tx, hold.eventId, seats, unpriced)) return 'taken';
  if (hold.promoCodeId) await giveBackPromoUse(tx, hold.promoCodeId, hold.userId);
  return 'seats-gone';
}

/**
 * Gives a hold's seats (and its promo code's use) back exactly once: only the transaction that flips 'held' to
 * 'released' returns them.
 * `canceled`: the provider confirmed its intent can never be paid (cancelled, declined), so reconciliation need not
 * ask about it again; without it, a provider that cannot cancel (Razorpay) may still report a late payment.
 */
export async function releaseHold(
  db: DbOrTx,
  paymentId: string,
  onlyWithoutIntent = false,
  canceled = false,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(payments)
      .set({ holdStatus: 'released', updatedAt: new Date(), ...(canceled ? { status: 'canceled' } : {}) })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.holdStatus, 'held'),
          onlyWithoutIntent ? isNull(payments.providerIntentId) : undefined,
        ),
      )
      .returning();
    if (!released) return false;
    await giveBackHold(tx, released);
    return true;
  });
}

const reHoldStatement = defineStatement<{ id: string }>(
  'payments_rehold',
  ['paymentId'],
  `update payments set hold_status = 'held', updated_at = now() where id = :paymentId::uuid returning id`,
);

/** A released hold whose payment completed holds its seats again (the caller took them again, in its transaction). */
export async function reHoldPayment(tx: DbOrTx, paymentId: string): Promise<void> {
  await runStatement(tx, reHoldStatement, { paymentId });
}

/** A paid payment that gets no booking: its hold given up (the caller gave it back), the money owed back. */
const oweBackStatement = defineStatement<{ id: string }>(
  'payments_owe_back',
  ['paymentId'],
  `update payments set status = 'succeeded', hold_status = 'released', updated_at = now()
  where id = :paymentId::uuid and hold_status <> 'converted' and status <> 'refunded'
  returning id`,
);

/**
 * Records, in the caller's transaction, that a paid payment gets no booking: its hold released (the caller gave back a
 * hold still held: giveBackHold) and its money owed back (status 'succeeded'), before the provider is asked to return
 * it, so a refund that fails is retried by the hold sweeper instead of being forgotten (decision 0027).
 */
export async function owePaymentBack(tx: DbOrTx, paymentId: string): Promise<void> {
  await runStatement(tx, oweBackStatement, { paymentId });
}

const markRefundedStatement = defineStatement<{ id: string }>(
  'payments_mark_refunded',
  ['paymentId'],
  `update payments set status = 'refunded', updated_at = now()
  where id = :paymentId::uuid and status <> 'refunded'
  returning id`,
);

/**
 * Refunds in full a paid payment that got no booking, once whatever the reason (one provider idempotency key per
 * payment), and records it with the e-mail that tells the buyer, in one transaction: the mail is queued only by the
 * call that marked the payment refunded. A provider failure throws, leaving the payment owed back for the sweeper.
 */
export async function refundPaymentWithoutBooking(
  db: Database,
  provider: PaymentProvider,
  payment: { paymentId: string; intentId: string; amountPaise: number },
): Promise<void> {
  await provider.refund({
    intentId: payment.intentId,
    amountPaise: payment.amountPaise,
    idempotencyKey: `hold-lost:${payment.paymentId}`,
  });
  await db.transaction(async (tx) => {
    const [marked] = await runStatement(tx, markRefundedStatement, { paymentId: payment.paymentId });
    if (marked) await queuePaymentRefundedMail(tx, payment.paymentId, new Date());
  });
}

/**
 * A payment the hold sweeper must settle or reconcile, by why it was claimed: `expired` (a hold past its expiry),
 * `owed` (paid, its hold released without a booking: a refund that failed), `pending` (a hold still live whose
 * intent was made a while ago: asked whether it was paid, in case the provider's webhook was lost) or `late` (a hold
 * released unpaid whose provider could not cancel its intent: asked for a day whether a payment came after all).
 */
export interface DuePayment {
  id: string;
  providerIntentId: string | null;
  amountPaise: number;
  holdStatus: 'held' | 'released';
  reason: 'expired' | 'owed' | 'pending' | 'late';
  createdAt: Date;
}

/** How long a live hold's intent is left to the buyer and the webhook before the sweeper asks the provider. */
export const RECONCILE_PENDING_AFTER_MS = 2 * 60_000;
/** How long a released hold's uncancellable intent is still asked about (Razorpay retries webhooks for 24 hours). */
export const RECONCILE_LATE_FOR_MS = 24 * 60 * 60_000;

const claimDueStatement = defineStatement<DuePayment>(
  'payments_claim_due_settlement',
  ['now', 'leaseUntil', 'pendingBefore'],
  `with due as (
    select coalesce(
      (select id from payments
        where hold_status = 'held' and hold_expires_at < :now::timestamptz
          and (settle_after is null or settle_after <= :now::timestamptz)
        order by hold_expires_at limit 1 for update skip locked),
      (select id from payments
        where status = 'succeeded' and hold_status = 'released'
          and (settle_after is null or settle_after <= :now::timestamptz)
        order by settle_after nulls first limit 1 for update skip locked),
      (select id from payments
        where hold_status = 'held' and hold_expires_at >= :now::timestamptz and provider_intent_id is not null
          and created_at < :pendingBefore::timestamptz
          and (settle_after is null or settle_after <= :now::timestamptz)
        order by hold_expires_at limit 1 for update skip locked),
      (select id from payments
        where status = 'requires_payment' and hold_status = 'released' and provider_intent_id is not null
          and (settle_after is null or settle_after <= :now::timestamptz)
        order by settle_after nulls first limit 1 for update skip locked)
    ) as id
  )
  update payments p set settle_after = :leaseUntil::timestamptz
  from due where p.id = due.id
  returning p.id, p.provider_intent_id as "providerIntentId", p.amount_paise as "amountPaise",
    p.hold_status as "holdStatus", p.created_at as "createdAt",
    case
      when p.hold_status = 'held' and p.hold_expires_at < :now::timestamptz then 'expired'
      when p.hold_status = 'held' then 'pending'
      when p.status = 'succeeded' then 'owed'
      else 'late'
    end as reason`,
);

/**
 * Claims one payment the sweeper must settle or reconcile (DuePayment's reasons), that no other sweeper holds. FOR
 * UPDATE SKIP LOCKED picks it and `settle_after` leases it until `leaseUntil`, so every process sweeps and none
 * settles the same payment at the same time; a sweeper that dies mid-way leaves it to the next one once the lease
 * runs out. The lease is also the back-off of a payment that could not be settled yet (the provider unreachable or
 * still processing) and the interval at which a pending one is asked again.
 */
export async function claimDueSettlement(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
): Promise<DuePayment | undefined> {
  const [payment] = await runStatement(db, claimDueStatement, {
    now,
    leaseUntil,
    pendingBefore: new Date(now.getTime() - RECONCILE_PENDING_AFTER_MS),
  });
  return payment;
}

const abandonStatement = defineStatement<{ id: string }>(
  'payments_abandon_late',
  ['paymentId'],
  `update payments set status = 'canceled', updated_at = now()
  where id = :paymentId::uuid and status = 'requires_payment' and hold_status = 'released'
  returning id`,
);

/** A released hold nobody paid for within RECONCILE_LATE_FOR_MS: no longer asked about (a webhook still books it). */
export async function abandonLatePayment(db: DbOrTx, paymentId: string): Promise<void> {
  await runStatement(db, abandonStatement, { paymentId });
}
