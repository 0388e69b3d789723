/** What the booking flow needs from a card payment provider. Amounts are integer paise. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  /** requires_payment_method | requires_action | processing | succeeded | canceled */
  status: string;
  amountPaise: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(input: {
    amountPaise: number;
    currency: 'inr';
    metadata: Record<string, string>;
    /** The same key never creates a second intent. */
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Cancels an intent that was never paid (its seat hold expired); a paid one is left alone. */
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
