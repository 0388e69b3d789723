import type { PaymentIntentResponse } from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Clock from 'lucide-react/icons/clock';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInr } from '@/lib/format';
import { PanelHeading } from './panel-heading';
import { TestCardForm } from './test-card-fields';

// Stripe's libraries and script load only when the API's provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));
const RazorpayCheckout = lazy(() => import('./razorpay-checkout'));

export interface PaymentFormProps {
  intent: PaymentIntentResponse;
  /** The card was charged; only the booking is left to confirm. */
  paid: boolean;
  /** Why confirming the booking after a successful payment failed. */
  bookingError: string | null;
  retryingBooking: boolean;
  onPaymentSucceeded: () => Promise<void>;
  onRetryBooking: () => void;
  /** 'Back to booking details': keeps the selection (and the held seats, while the hold lasts). */
  onBack: () => void;
  /** After the hold expired: back to the selection with fresh seat counts. */
  onStartAgain: () => void;
}

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function CardFormLoading() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading the secure card form...</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** 'Secure Payment': the total, the provider's card form, 'Pay ₹X', and the way back to the selection. */
export function PaymentForm({
  intent,
  paid,
  bookingError,
  retryingBooking,
  onPaymentSucceeded,
  onRetryBooking,
  onBack,
  onStartAgain,
}: PaymentFormProps) {
  const [paying, setPaying] = useState(false);
  const expiresAt = Date.parse(intent.holdExpiresAt);
  const now = useNow(!paid);
  const remaining = expiresAt - now;
  const expired = !paid && !paying && remaining <= 0;
  const busy = paying || retryingBooking;

  const cardFormProps = {
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    onPaymentSucceeded,
    onBusyChange: setPaying,
  };

  return (
    <Card className="p-6">
      <PanelHeading
        tone="bg-green-100 text-green-800"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
      >
        Secure Payment
      </PanelHeading>

      <div className="mt-5 flex items-baseline justify-between gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
        <span className="font-semibold text-gray-900">Total amount</span>
        <span className="text-2xl font-extrabold text-gray-900">{formatInr(intent.amount)}</span>
      </div>

      {!paid && !expired ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-700">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Your seats are held for{' '}
            <span className="font-semibold tabular-nums">{formatCountdown(remaining)}</span>
          </span>
        </p>
      ) : null}

      <div className="mt-5">
        {paid ? (
          <div className="space-y-4">
            <Alert tone="error" title="Your payment went through, but the booking is not confirmed yet">
              <p>{bookingError ?? 'Please try confirming it again.'}</p>
              <p className="mt-1">You will not be charged again when you retry.</p>
            </Alert>
            <Button
              size="lg"
              fullWidth
              busy={retryingBooking}
              onClick={onRetryBooking}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              Confirm my booking
            </Button>
          </div>
        ) : expired ? (
          <div className="space-y-4">
            <Alert tone="warning" title="Your seat hold has expired">
              Seats are held only for a few minutes while you pay, and this hold has run out, so the seats
              have been released. No money was taken. Please start again to choose your tickets.
            </Alert>
            <Button
              size="lg"
              fullWidth
              onClick={onStartAgain}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              Start again
            </Button>
          </div>
        ) : intent.provider === 'razorpay' ? (
          <Suspense fallback={<CardFormLoading />}>
            {/* Verified and booked by the server; confirming again answers the same booking. */}
            <RazorpayCheckout intent={intent} onBooked={onPaymentSucceeded} onBusyChange={setPaying} />
          </Suspense>
        ) : intent.provider === 'stripe' ? (
          <Suspense fallback={<CardFormLoading />}>
            <StripeCardForm {...cardFormProps} />
          </Suspense>
        ) : (
          <TestCardForm {...cardFormProps} />
        )}
      </div>

      {paid || expired ? null : (
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to booking details
        </button>
      )}
    </Card>
  );
}
