import { type PaymentIntentResponse, paiseToRupees } from '@ticketmela/domain';
import type { FastifyInstance } from 'fastify';
import type { PaymentIntent } from '../../payment-providers/provider';

/** What a checkout's start answers (create-payment-intent, a waitlist offer's checkout): the intent and its hold. */
export function paymentIntentResponse(
  app: FastifyInstance,
  started: { amountPaise: number; intent: PaymentIntent; holdExpiresAt: Date },
): PaymentIntentResponse {
  return {
    clientSecret: started.intent.clientSecret,
    paymentIntentId: started.intent.id,
    provider: app.paymentProvider.name,
    methods: [...app.paymentProvider.methods],
    amount: paiseToRupees(started.amountPaise),
    holdExpiresAt: started.holdExpiresAt.toISOString(),
    ...(app.razorpay ? { razorpay: app.razorpay.checkoutOptions(started.intent) } : {}),
  };
}
