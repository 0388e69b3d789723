import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseOutcome } from '@ticketmela/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { QrImage } from '@/components/ui/qr-image';
import { errorMessage } from '@/lib/api-client';
import { useCancelPaymentMutation } from '../api/cancel-payment';
import { isUnknownPayment, usePurchaseOutcome } from '../api/get-purchase-outcome';
import { bookingKeys } from '../api/keys';
import { PAYMENT_ERROR_TOAST_ID } from './card-form';
import { HoldCountdown, useNow } from './hold-countdown';
import { HoldExpiredNotice, StartAgainButton } from './hold-expired-notice';
import { useIsPhone } from './payment-methods';
import type { UpiRequestSummary } from './unfinished-purchase';

export const UPI_DECLINED_MESSAGE = msg`The UPI payment was declined. Your seats have been released.`;
export const UPI_REFUNDED_MESSAGE = msg`Your payment could not be booked, so it is being refunded in full.`;
export const CANCEL_PAYMENT_FAILED_MESSAGE = msg`The payment could not be cancelled. Please try again.`;

export interface UpiWaitingProps {
  paymentIntentId: string;
  request: UpiRequestSummary;
  /** When the seat hold runs out, until the server's answer says so itself. */
  holdExpiresAt: string;
  /** The server booked the seats (the buyer approved): called once. */
  onBooked: () => void;
  /** The payment ended without a booking (declined, expired, refunded): called once, while its words are shown. */
  onEnded: (outcome: PurchaseOutcome) => void;
  /** 'Start again' after such an end. */
  onStartAgain: () => void;
  /** 'Cancel payment' was accepted: the seats are released. */
  onCancelled: () => void;
}

function WaitingForApproval({
  request,
  remaining,
  cancelling,
  onCancel,
}: {
  request: UpiRequestSummary;
  remaining: number;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const isPhone = useIsPhone();
  const headingId = useId();
  const upiId = request.upiId;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 ring-inset">
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-brand-700" />
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold text-gray-900">
            <Trans>Approve the payment in your UPI app</Trans>
          </h3>
          {upiId ? (
            <p className="text-sm text-gray-700">
              <Trans>
                We sent a payment request to{' '}
                <span className="font-mono font-semibold break-words text-gray-900">{upiId}</span>.
              </Trans>
            </p>
          ) : (
            <p className="text-sm text-gray-700">
              <Trans>Scan this QR code with any UPI app and approve the payment.</Trans>
            </p>
          )}
        </div>
      </div>

      {request.upiId ? null : (
        <div className="flex flex-col items-center gap-3">
          <a
            href={request.approvalPath}
            target="_blank"
            rel="noopener"
            className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <QrImage
              text={request.upiUrl}
              label={t`UPI payment QR code (opens the test UPI app)`}
              className="size-52"
            />
          </a>
          {isPhone ? (
            <a href={request.upiUrl} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
              <Smartphone aria-hidden="true" className="size-4" />
              <Trans>Open UPI app</Trans>
            </a>
          ) : null}
        </div>
      )}

      <HoldCountdown remaining={remaining} />

      <a
        href={request.approvalPath}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <Trans>Open the test UPI app</Trans>
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>

      <Button variant="outline" fullWidth busy={cancelling} onClick={onCancel}>
        <Trans>Cancel payment</Trans>
      </Button>
    </section>
  );
}

/**
 * After a UPI payment was asked for: waits for the buyer's UPI app, asking the server every two seconds what became
 * of the purchase, until it is booked, declined, expired or refunded; or until the buyer cancels.
 */
export function UpiWaiting({
  paymentIntentId,
  request,
  holdExpiresAt,
  onBooked,
  onEnded,
  onStartAgain,
  onCancelled,
}: UpiWaitingProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const outcomeQuery = usePurchaseOutcome(paymentIntentId);
  const cancel = useCancelPaymentMutation();
  const outcome = outcomeQuery.data;
  // A payment the server does not know (any more) ends like an expired hold: nothing was taken for it.
  const status = isUnknownPayment(outcomeQuery.error) ? 'expired' : (outcome?.status ?? 'waiting');
  const now = useNow(status === 'waiting');
  const remaining = Date.parse(outcome?.holdExpiresAt ?? holdExpiresAt) - now;
  const reported = useRef(false);

  useEffect(() => {
    if (!outcome || outcome.status === 'waiting' || reported.current) return;
    reported.current = true;
    if (outcome.status === 'booked') onBooked();
    else onEnded(outcome);
  }, [outcome, onBooked, onEnded]);

  async function cancelPayment() {
    try {
      const answer = await cancel.mutateAsync(paymentIntentId);
      if (answer.status === 'expired') {
        reported.current = true;
        onCancelled();
      } else {
        // The approval reached the server first (booked), or the payment had already ended: show that.
        queryClient.setQueryData(bookingKeys.outcome(paymentIntentId), answer);
      }
    } catch (failure) {
      toast.error(errorMessage(failure, i18n._(CANCEL_PAYMENT_FAILED_MESSAGE)), {
        id: PAYMENT_ERROR_TOAST_ID,
      });
    }
  }

  if (status === 'booked') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-green-800">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        <Trans>Payment approved. Confirming your booking...</Trans>
      </p>
    );
  }
  if (status === 'expired') return <HoldExpiredNotice onStartAgain={onStartAgain} />;
  if (status === 'failed' || status === 'refunded') {
    return (
      <div className="space-y-4">
        <Alert tone="error">
          {status === 'failed'
            ? i18n._(UPI_DECLINED_MESSAGE)
            : (outcome?.message ?? i18n._(UPI_REFUNDED_MESSAGE))}
        </Alert>
        <StartAgainButton onClick={onStartAgain} />
      </div>
    );
  }
  return (
    <WaitingForApproval
      request={request}
      remaining={remaining}
      cancelling={cancel.isPending}
      onCancel={() => void cancelPayment()}
    />
  );
}
