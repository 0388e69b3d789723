/*
 * Stripe's card form. This module is loaded only when the API's payment provider is Stripe (React.lazy in
 * payment-form.tsx), so neither Stripe's libraries nor its script (js.stripe.com) reach visitors otherwise.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { type CardFormProps, PAYMENT_ERROR_TOAST_ID, PAYMENT_FAILED_MESSAGE } from './card-form';
import { PayButton } from './pay-button';

/** VITE_STRIPE_PUBLISHABLE_KEY, read when the form is shown (a build-time setting). */
function publishableKey(): string | undefined {
  const value: unknown = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

let stripePromise: Promise<Stripe | null> | null = null;
let stripeKey: string | null = null;

/** Loads Stripe.js once per key; a failed load is forgotten so the next attempt tries again. */
function getStripe(key: string): Promise<Stripe | null> {
  if (!stripePromise || stripeKey !== key) {
    stripeKey = key;
    stripePromise = loadStripe(key).catch((error: unknown) => {
      console.error('Failed to load Stripe.js', error);
      stripePromise = null;
      return null;
    });
  }
  return stripePromise;
}

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

function useStripeInstance(key: string | undefined): LoadState {
  const [state, setState] = useState<LoadState>({ status: key ? 'loading' : 'failed' });
  useEffect(() => {
    if (!key) return;
    let active = true;
    getStripe(key).then((stripe) => {
      if (active) setState(stripe ? { status: 'ready', stripe } : { status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [key]);
  return state;
}

const cardStyle = {
  base: {
    fontSize: '16px',
    color: '#111827',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '::placeholder': { color: '#6b7280' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

function StripeCardFields({ clientSecret, amount, onPaymentSucceeded, onBusyChange }: CardFormProps) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function changeBusy(next: boolean) {
    setBusy(next);
    onBusyChange(next);
  }

  function onChange(event: StripeCardElementChangeEvent) {
    setComplete(event.complete);
    setError(event.error?.message ?? null);
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !complete || busy) return;
    setError(null);
    changeBusy(true);
    let succeeded = false;
    const failed = i18n._(PAYMENT_FAILED_MESSAGE);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        const message = result.error.message || failed;
        setError(message);
        toast.error(message, { id: PAYMENT_ERROR_TOAST_ID });
      } else if (result.paymentIntent?.status === 'succeeded') {
        succeeded = true;
      } else {
        setError(failed);
        toast.error(failed, { id: PAYMENT_ERROR_TOAST_ID });
      }
    } catch (failure) {
      console.error('Stripe confirmCardPayment failed', failure);
      setError(failed);
      toast.error(failed, { id: PAYMENT_ERROR_TOAST_ID });
    }
    try {
      if (succeeded) await onPaymentSucceeded();
    } finally {
      changeBusy(false);
    }
  }

  return (
    <form className="space-y-4" aria-label={t`Card details`} onSubmit={pay} noValidate>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-gray-800">
          <Trans>Card details</Trans>
        </p>
        <div className="rounded-xl border border-gray-300 bg-white px-3.5 py-3 shadow-sm focus-within:border-brand-700 focus-within:outline-2 focus-within:outline-brand-700">
          <CardElement
            options={{ hidePostalCode: true, disabled: busy, style: cardStyle }}
            onReady={(element) => {
              setReady(true);
              // The form appears after 'Book Now': the focus goes straight into the card field.
              element.focus();
            }}
            onChange={onChange}
          />
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PayButton amount={amount} busy={busy} disabled={!stripe || !ready || !complete} />
    </form>
  );
}

/** Stripe Elements' card form (postal code hidden), confirmed with confirmCardPayment(clientSecret). */
export default function StripeCardForm(props: CardFormProps) {
  const { t } = useLingui();
  const key = publishableKey();
  const state = useStripeInstance(key);

  if (!key) {
    return (
      <Alert tone="error" title={t`Card payments are not available`}>
        <Trans>
          This site has not been given its Stripe publishable key, so the card form cannot be shown. No money
          has been taken. Please contact support.
        </Trans>
      </Alert>
    );
  }
  if (state.status === 'loading') {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">
          <Trans>Loading the secure card form...</Trans>
        </span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title={t`The secure card form could not be loaded`}>
        <Trans>Please check your internet connection and try again. No money has been taken.</Trans>
      </Alert>
    );
  }
  return (
    <Elements stripe={state.stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
