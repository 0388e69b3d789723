import type { PaidMethod, PaymentMethodKind, PaymentProviderName } from '@ticketmela/domain';

/**
 * What the booking flow needs from a payment provider. Amounts are integer paise. An "intent" is one purchase
 * attempt with the provider: a Stripe PaymentIntent, a Razorpay Order, or a test provider intent.
 */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /**
   * requires_payment_method | requires_action | processing (paid by the buyer, not final yet: a UPI approval
   * awaited, a Razorpay payment authorised and being captured) | succeeded | canceled
   */
  status: string;
  amountPaise: number;
  currency: string;
  metadata: Record<string, string>;
  /** How it was paid, once known. */
  method: PaidMethod | null;
  /** Why the last attempt to pay it failed (a declined card or UPI request), when it did. */
  lastError?: string | null;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The ways to pay it offers. */
  readonly methods: readonly PaymentMethodKind[];
  createIntent(input: {
    amountPaise: number;
    currency: 'inr';
    metadata: Record<string, string>;
    /** The same key never creates a second intent. */
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Makes sure an intent that was never paid can no longer be (its seat hold expired, or the buyer cancelled); a
   * paid one is left alone. A provider that cannot cancel (Razorpay's orders) does nothing: a payment that arrives
   * later is booked if its seats are still there, or refunded.
   */
  cancelIntent(id: string): Promise<void>;
  /** The same idempotency key refunds at most once. */
  refund(input: { intentId: string; amountPaise: number; idempotencyKey: string }): Promise<ProviderRefund>;
}

/** A provider call failed (network, outage): the caller leaves its record in a retryable state. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
