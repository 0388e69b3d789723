import type { Database } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import type { PaymentIntent, PaymentProvider } from '../../payment-providers/provider';

// A hold's payment intent: asked of the provider once the seats are held, and recorded on the hold while it still
// holds them.

/** Records the provider's intent on a hold that is still held (a hold released meanwhile takes no intent). */
const recordIntentStatement = defineStatement<{ id: string }>(
  'payments_record_intent',
  ['paymentId', 'intentId'],
  `update payments set provider_intent_id = :intentId, updated_at = now()
  where id = :paymentId::uuid and hold_status = 'held' and (provider_intent_id is null or provider_intent_id = :intentId)
  returning id`,
);

export const HOLD_EXPIRED_MESSAGE = msg('Your seat hold has expired. Please start the booking again.');

/** Asks the provider for the hold's intent (the payment id is its idempotency key) and records it on the hold. */
export async function startIntent(
  db: Database,
  provider: PaymentProvider,
  hold: { paymentId: string; eventId: string; buyerId: string; amountPaise: number },
): Promise<PaymentIntent> {
  const intent = await provider.createIntent({
    amountPaise: hold.amountPaise,
    currency: 'inr',
    idempotencyKey: hold.paymentId,
    metadata: { paymentId: hold.paymentId, eventId: hold.eventId, userId: hold.buyerId },
  });
  const [recorded] = await runStatement(db, recordIntentStatement, {
    paymentId: hold.paymentId,
    intentId: intent.id,
  });
  if (!recorded) {
    // The hold was released meanwhile: this intent must never be paid.
    await provider.cancelIntent(intent.id).catch(() => undefined);
    throw new AppError('HOLD_EXPIRED', HOLD_EXPIRED_MESSAGE);
  }
  return intent;
}

export const providerUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    msg('The payment service is not answering. Please try again in a moment.'),
  );

/** The intent of a hold still held: the one made before (a retried request), or a new one. */
export async function intentOfLiveHold(
  db: Database,
  provider: PaymentProvider,
  buyerId: string,
  hold: { id: string; eventId: string; amountPaise: number; providerIntentId: string | null },
): Promise<PaymentIntent> {
  try {
    const existing = hold.providerIntentId ? await provider.retrieveIntent(hold.providerIntentId) : null;
    return (
      existing ??
      (await startIntent(db, provider, {
        paymentId: hold.id,
        eventId: hold.eventId,
        buyerId,
        amountPaise: hold.amountPaise,
      }))
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerUnavailable();
  }
}
