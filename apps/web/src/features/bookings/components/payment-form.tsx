import { Trans, useLingui } from '@lingui/react/macro';
import type {
  BuyerGstDetails,
  PaymentIntentResponse,
  PurchaseOutcome,
  TestUpiRequest,
} from '@ticketmela/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CreditCard from 'lucide-react/icons/credit-card';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Smartphone from 'lucide-react/icons/smartphone';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HoldCountdown, useNow } from './hold-countdown';
import { HoldExpiredNotice } from './hold-expired-notice';
import { METHOD_LABELS, type OfferedMethod, offeredMethods, useIsPhone } from './payment-methods';
import { SecurePaymentHeading } from './secure-payment-heading';
import { SegmentedChoice } from './segmented-choice';
import { TestCardForm } from './test-card-fields';
import { TotalAmount } from './total-amount';
import { UpiPayment } from './upi-payment';
import { UpiWaiting } from './upi-waiting';

// Stripe's libraries and script load only when the API's provider is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));
const RazorpayCheckout = lazy(() => import('./razorpay-checkout'));

const METHOD_ICONS: Record<OfferedMethod, ReactNode> = {
  upi: <Smartphone aria-hidden="true" className="size-4" />,
  card: <CreditCard aria-hidden="true" className="size-4" />,
};

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
  /** A UPI payment was asked for; its approval is awaited. */
  onUpiStarted: (request: TestUpiRequest) => void;
  /** The server booked the UPI payment once approved. */
  onUpiBooked: () => void;
  /** The UPI payment ended without a booking (declined, expired, refunded). */
  onUpiEnded: (outcome: PurchaseOutcome) => void;
  /** The buyer cancelled the UPI payment: the seats are released. */
  onUpiCancelled: () => void;
  /** The business the GST invoice will be made out to, when the buyer gave its details. */
  invoiceTo?: BuyerGstDetails | undefined;
}

function CardFormLoading() {
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

/**
 * 'Secure Payment': the total, the ways to pay the provider offers (UPI first on phones, the card first on a
 * computer), 'Pay ₹X', and the way back to the selection; after a UPI request, the wait for its approval.
 */
export function PaymentForm({
  intent,
  paid,
  bookingError,
  retryingBooking,
  onPaymentSucceeded,
  onRetryBooking,
  onBack,
  onStartAgain,
  onUpiStarted,
  onUpiBooked,
  onUpiEnded,
  onUpiCancelled,
  invoiceTo,
}: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const isPhone = useIsPhone();
  const offered = offeredMethods(intent, isPhone);
  const methods: OfferedMethod[] = offered.length > 0 ? offered : ['card'];
  const [method, setMethod] = useState<OfferedMethod>(() => methods[0] ?? 'card');
  // The chosen method's form takes the focus when the step appears, not after the buyer switches methods.
  const [switched, setSwitched] = useState(false);
  const [paying, setPaying] = useState(false);
  const [upiRequest, setUpiRequest] = useState<TestUpiRequest | null>(null);
  const expiresAt = Date.parse(intent.holdExpiresAt);
  const now = useNow(!paid && !upiRequest);
  const remaining = expiresAt - now;
  // While a UPI request waits, the server's answer (not this clock) says when the hold is over.
  const expired = !paid && !paying && !upiRequest && remaining <= 0;
  const busy = paying || retryingBooking;
  const legalName = invoiceTo?.legalName;

  const cardFormProps = {
    clientSecret: intent.clientSecret,
    amount: intent.amount,
    onPaymentSucceeded,
    onBusyChange: setPaying,
    focusOnMount: !switched,
  };

  function startUpi(request: TestUpiRequest) {
    setUpiRequest(request);
    onUpiStarted(request);
  }

  function chosenForm() {
    if (intent.provider === 'razorpay') {
      // Razorpay's Checkout offers its own methods (UPI, cards, netbanking, wallets).
      return (
        <Suspense fallback={<CardFormLoading />}>
          {/* Verified and booked by the server; confirming again answers the same booking. */}
          <RazorpayCheckout intent={intent} onBooked={onPaymentSucceeded} onBusyChange={setPaying} />
        </Suspense>
      );
    }
    if (method === 'upi') {
      return (
        <UpiPayment
          clientSecret={intent.clientSecret}
          amount={intent.amount}
          onStarted={startUpi}
          onBusyChange={setPaying}
          focusOnMount={!switched}
        />
      );
    }
    if (intent.provider === 'stripe') {
      return (
        <Suspense fallback={<CardFormLoading />}>
          <StripeCardForm {...cardFormProps} />
        </Suspense>
      );
    }
    return <TestCardForm {...cardFormProps} />;
  }

  return (
    <Card className="p-6">
      <SecurePaymentHeading />

      <TotalAmount amount={intent.amount} />
      {invoiceTo ? (
        <p className="mt-2 text-sm break-words text-gray-700">
          <Trans>
            GST invoice to <span className="font-semibold text-gray-900">{legalName}</span>
          </Trans>
          {' · '}
          <span className="font-mono">{invoiceTo.gstin}</span>
        </p>
      ) : null}

      {!paid && !expired && !upiRequest ? (
        <div className="mt-3">
          <HoldCountdown remaining={remaining} />
        </div>
      ) : null}

      <div className="mt-5">
        {paid ? (
          <div className="space-y-4">
            <Alert tone="error" title={t`Your payment went through, but the booking is not confirmed yet`}>
              <p>{bookingError ?? t`Please try confirming it again.`}</p>
              <p className="mt-1">
                <Trans>You will not be charged again when you retry.</Trans>
              </p>
            </Alert>
            <Button
              size="lg"
              fullWidth
              busy={retryingBooking}
              onClick={onRetryBooking}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              <Trans>Confirm my booking</Trans>
            </Button>
          </div>
        ) : upiRequest ? (
          <UpiWaiting
            paymentIntentId={intent.paymentIntentId}
            request={upiRequest}
            holdExpiresAt={intent.holdExpiresAt}
            onBooked={onUpiBooked}
            onEnded={onUpiEnded}
            onStartAgain={onStartAgain}
            onCancelled={onUpiCancelled}
          />
        ) : expired ? (
          <HoldExpiredNotice onStartAgain={onStartAgain} />
        ) : (
          <div className="space-y-5">
            {methods.length > 1 ? (
              <SegmentedChoice<OfferedMethod>
                legend={t`Pay with`}
                value={method}
                onChange={(next) => {
                  setMethod(next);
                  setSwitched(true);
                }}
                disabled={busy}
                options={methods.map((value) => ({
                  value,
                  label: i18n._(METHOD_LABELS[value]),
                  icon: METHOD_ICONS[value],
                }))}
              />
            ) : null}
            {chosenForm()}
          </div>
        )}
      </div>

      {paid || expired || upiRequest ? null : (
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to booking details</Trans>
        </button>
      )}
    </Card>
  );
}
