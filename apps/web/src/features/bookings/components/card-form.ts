import { msg } from '@lingui/core/macro';

/** What the payment form gives the provider's card form (the test fields or Stripe's card element). */
export interface CardFormProps {
  clientSecret: string;
  /** Rupees, as the server priced it. */
  amount: number;
  /** Called once the provider says the payment succeeded; resolves when the booking has been handled. */
  onPaymentSucceeded: () => Promise<void>;
  /** Tells the payment form while a payment is in flight (so it does not offer to go back mid-payment). */
  onBusyChange: (busy: boolean) => void;
  /**
   * Take the focus when it appears (after 'Book Now'); not when the buyer switches to it with the method choice,
   * whose arrow keys would otherwise lose the focus. True unless said otherwise.
   */
  focusOnMount?: boolean;
}

export const PAYMENT_FAILED_MESSAGE = msg`Payment failed. Please try again.`;

/** One payment-error toast at a time: a new failure replaces the last, and success removes it. */
export const PAYMENT_ERROR_TOAST_ID = 'payment-error';
