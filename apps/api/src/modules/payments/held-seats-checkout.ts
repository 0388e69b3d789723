import type { CreatePaymentIntentBody } from '@ticketmela/domain';
import type { Database } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import type { Buyer } from './buyer-session';
import { findPaymentById } from './payment-states';
import { intentOfLiveHold } from './payments.service';
import { assertBuyerStandingNow } from './purchase-facts';

const heldSeatsGstStatement = defineStatement<{ id: string }>(
  'payments_held_seats_gst',
  ['paymentId', 'buyerGstin', 'buyerLegalName'],
  `update payments set buyer_gstin = :buyerGstin, buyer_legal_name = :buyerLegalName, updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held' and provider_intent_id is null
  returning id`,
);

/**
 * The checkout of seats already held for the buyer (a waitlist offer's, decision 0041): the hold must be theirs and
 * still live; its intent is made (or the one made before answered), with the buyer's GST details recorded first.
 * The seats and the amount are the hold's: nothing is priced or taken again.
 */
export async function checkoutHeldSeats(
  db: Database,
  provider: PaymentProvider,
  buyer: Buyer,
  hold: { paymentId: string; gstDetails: CreatePaymentIntentBody['gstDetails'] },
  now: Date,
) {
  await assertBuyerStandingNow(db, buyer);
  const payment = await findPaymentById(db, hold.paymentId);
  if (!payment || payment.userId !== buyer.id) throw notFound('No held seats found');
  if (payment.holdStatus === 'converted')
    throw new AppError('CONFLICT', 'These seats have already been booked.');
  if (payment.holdStatus === 'released' || payment.holdExpiresAt <= now) {
    throw new AppError('HOLD_EXPIRED', 'The time to buy these seats has run out.');
  }
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
