/*
 * Razorpay Checkout. This module is loaded only when the API's payment provider is Razorpay (React.lazy in
 * payment-form.tsx), and Checkout's script (the address the API hands over with the order) only when it is shown.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentIntentResponse, RazorpayVerifyBody } from '@ticketmela/domain';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { useVerifyRazorpayPaymentMutation } from '../api/verify-razorpay-payment';

/** The part of Razorpay Checkout's documented options and events this uses. */
interface RazorpayCheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description?: string;
  handler: (response: RazorpayVerifyBody) => void;
  modal?: { ondismiss?: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayCheckoutOptions) => RazorpayInstance;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds Checkout's script once per address; a failed load is forgotten so the next attempt tries again. */
function loadCheckoutScript(src: string): Promise<void> {
  const loading =
    scripts.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error('Could not load Razorpay Checkout'));
      };
      document.head.appendChild(script);
    });
  scripts.set(src, loading);
  return loading;
}

const LOAD_FAILED = msg`The payment window could not be loaded. Please check your connection and try again.`;
const NOT_BOOKED = msg`Your payment could not be confirmed. You will not be charged twice if you try again.`;

export interface RazorpayCheckoutProps {
  intent: PaymentIntentResponse;
  /** The payment was verified and the booking made. */
  onBooked: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** 'Pay ₹X' opens Razorpay Checkout for the order; its answer is verified and booked by the server. */
export default function RazorpayCheckout({ intent, onBooked, onBusyChange }: RazorpayCheckoutProps) {
  const { t, i18n } = useLingui();
  const checkout = intent.razorpay;
  const verify = useVerifyRazorpayPaymentMutation();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Paid, but the server has not booked it yet (not final at Razorpay, or the call failed): confirm it again. */
  const [unconfirmed, setUnconfirmed] = useState<RazorpayVerifyBody | null>(null);
  /** Paid, and it cannot be booked (the seats went meanwhile): the server refunded it; paying again is not offered. */
  const [settled, setSettled] = useState(false);
  const total = formatInr(intent.amount);

  useEffect(() => {
    if (!checkout) return;
    let active = true;
    loadCheckoutScript(checkout.checkoutScriptUrl).then(
      () => active && setReady(true),
      () => active && setError(i18n._(LOAD_FAILED)),
    );
    return () => {
      active = false;
    };
  }, [checkout, i18n]);

  function changeBusy(next: boolean) {
    setBusy(next);
    onBusyChange(next);
  }

  async function booked(response: RazorpayVerifyBody) {
    changeBusy(true);
    setError(null);
    try {
      await verify.mutateAsync(response);
      setUnconfirmed(null);
      changeBusy(false);
      onBooked();
    } catch (failure) {
      changeBusy(false);
      setError(errorMessage(failure, i18n._(NOT_BOOKED)));
      const status = isApiError(failure) ? failure.statusCode : 0;
      if (status === 409) setSettled(true);
      // Not final yet (402), or the call did not get through: the same answer is confirmed again on request.
      else if (status !== 400) setUnconfirmed(response);
    }
  }

  function open() {
    if (!checkout || !window.Razorpay) {
      setError(i18n._(LOAD_FAILED));
      return;
    }
    setError(null);
    changeBusy(true);
    const razorpay = new window.Razorpay({
      key: checkout.keyId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      order_id: checkout.orderId,
      name: 'TicketMela',
      handler: (response) => void booked(response),
      modal: { ondismiss: () => changeBusy(false) },
    });
    razorpay.on('payment.failed', (response) => {
      setError(response.error?.description ?? t`The payment failed. Please try again.`);
    });
    razorpay.open();
  }

  if (!checkout) return <Alert tone="error">{i18n._(LOAD_FAILED)}</Alert>;
  return (
    <div className="space-y-4">
      {error ? (
        <Alert tone="error" title={t`Payment not completed`}>
          {error}
        </Alert>
      ) : null}
      <p className="text-sm text-gray-700">
        <Trans>Pay by UPI, card, netbanking or wallet in Razorpay's secure window.</Trans>
      </p>
      {settled ? null : unconfirmed ? (
        <Button size="lg" fullWidth busy={busy} disabled={busy} onClick={() => void booked(unconfirmed)}>
          <Trans>Confirm my payment</Trans>
        </Button>
      ) : (
        <Button
          size="lg"
          fullWidth
          busy={busy}
          disabled={!ready || busy}
          onClick={open}
          icon={<Lock aria-hidden="true" className="size-4" />}
        >
          {busy ? t`Processing Payment...` : t`Pay ${total}`}
        </Button>
      )}
    </div>
  );
}
