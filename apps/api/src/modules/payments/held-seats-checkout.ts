import type { CheckoutDetails, CreatePaymentIntentBody } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import type { Buyer } from './buyer-session';
import { checkoutOf } from './checkout-details';
import { intentOfLiveHold } from './hold-intent';
import { findPaymentById } from './payment-states';
import { assertBuyerInGoodStanding, assertBuyerStandingNow, readPurchaseFacts } from './purchase-facts';

const heldSeatsGstStatement = defineStatement<{ id: string }>(
  'payments_held_seats_gst',
  ['paymentId', 'buyerGstin', 'buyerLegalName'],
  `update payments set buyer_gstin = :buyerGstin, buyer_legal_name = :buyerLegalName, updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held' and provider_intent_id is null
  returning id`,
);

/** The names and answers of the held seats' tickets, kept while they are held (a buyer may correct them). */
const heldSeatsCheckoutStatement = defineStatement<{ id: string }>(
  'payments_held_seats_checkout',
  ['paymentId', 'checkout'],
  `update payments set checkout = :checkout::jsonb, updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held'
  returning id`,
);

/**
 * The checkout of seats already held for the buyer (a waitlist offer's, decision 0041): the hold must be theirs and
 * still live; its intent is made (or the one made before answered), with the names on its tickets and the answers
 * to the event's questions (checked as a new hold's are, decision 0042) and the buyer's GST details recorded first.
 * The seats and the amount are the hold's: nothing is priced or taken again.
 */
export async function checkoutHeldSeats(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  hold: { paymentId: string; gstDetails: CreatePaymentIntentBody['gstDetails']; details: CheckoutDetails },
  now: Date,
) {
  const payment = await findPaymentById(db, hold.paymentId);
  if (!payment || payment.userId !== buyer.id) {
    await assertBuyerStandingNow(db, buyer);
    throw notFound(msg('No held seats found'));
  }
  const facts = await readPurchaseFacts(db, buyer, payment.eventId);
  assertBuyerInGoodStanding(facts.buyer);
  if (payment.holdStatus === 'converted')
    throw new AppError('CONFLICT', msg('These seats have already been booked.'));
  if (payment.holdStatus === 'released' || payment.holdExpiresAt <= now) {
    throw new AppError('HOLD_EXPIRED', msg('The time to buy these seats has run out.'));
  }
  const checkout = checkoutOf(facts.questions, payment.selection, hold.details, facts.buyerName);
  const [kept] = await runStatement(db, heldSeatsCheckoutStatement, {
    paymentId: payment.id,
    checkout: JSON.stringify(checkout),
  });
  if (!kept) throw new AppError('HOLD_EXPIRED', msg('The time to buy these seats has run out.'));
  if (hold.gstDetails) {
    await runStatement(db, heldSeatsGstStatement, {
      paymentId: payment.id,
      buyerGstin: hold.gstDetails.gstin,
      buyerLegalName: hold.gstDetails.legalName,
    });
  }
  const intent = await intentOfLiveHold(db, provider, buyer.id, payment);
  return { amountPaise: payment.amountPaise, intent, holdExpiresAt: payment.holdExpiresAt };
}
