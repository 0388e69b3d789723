import type { DbOrTx } from '../../db/client';
import type { PaymentSelection } from '../../db/schema/payments';
import { defineStatement, runStatement } from '../../db/statement';
import { accountLocale } from '../users/user-fragments';

// The payment rows that hold a waitlist offer's seats (decision 0041). An offer's hold is a checkout's hold that no
// checkout has started yet: no provider intent until its buyer opens the offer, and the hold sweeper settles it when
// it runs out, as it settles every hold (decision 0027). Only this module writes the payments table.

const insertOfferHoldStatement = defineStatement<{ id: string }>(
  'payments_insert_offer_hold',
  ['provider', 'buyerId', 'eventId', 'amountPaise', 'selection', 'holdExpiresAt'],
  `insert into payments (provider, user_id, event_id, amount_paise, selection, hold_expires_at, locale)
  values (:provider, :buyerId::uuid, :eventId::uuid, :amountPaise::int, :selection::jsonb, :holdExpiresAt::timestamptz,
    ${accountLocale(':buyerId::uuid')})
  returning id`,
);

/**
 * Records, in the caller's transaction, the hold of seats the caller has just taken from stock (events' takeSeats)
 * for `buyerId`, until `holdExpiresAt`, in the buyer's language (their account's: no request makes an offer), which
 * the booking bought from it and its mails keep (issue 30). Returns the payment's id.
 */
export async function insertOfferHold(
  tx: DbOrTx,
  hold: {
    provider: string;
    buyerId: string;
    eventId: string;
    amountPaise: number;
    selection: PaymentSelection;
    holdExpiresAt: Date;
  },
): Promise<string> {
  const [row] = await runStatement(tx, insertOfferHoldStatement, {
    ...hold,
    selection: JSON.stringify(hold.selection),
  });
  return row!.id;
}

const endHoldNowStatement = defineStatement<{ id: string }>(
  'payments_end_hold_now',
  ['paymentId', 'now'],
  `update payments set hold_expires_at = least(hold_expires_at, :now::timestamptz), settle_after = null,
    updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held'
  returning id`,
);

/**
 * Ends a hold now without releasing it here: it becomes due for the hold sweeper, which cancels and reads its intent
 * before its seats go back (a payment already made is booked or refunded, never lost). Returns whether it was held.
 */
export async function endHoldNow(tx: DbOrTx, paymentId: string, now: Date): Promise<boolean> {
  const rows = await runStatement(tx, endHoldNowStatement, { paymentId, now });
  return rows.length > 0;
}

/**
 * The hold status ('held', 'converted' or 'released') of the payment whose id is the SQL expression `paymentId`, as
 * a scalar subquery for another module's statement.
 */
export function holdStatusOf(paymentId: string): string {
  return `(select p.hold_status from payments p where p.id = ${paymentId})`;
}
