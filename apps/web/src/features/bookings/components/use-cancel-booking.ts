import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type CancelBookingResponse, timeBeforeEventDisplay } from '@ticketmela/domain';
import Info from 'lucide-react/icons/info';
import Wallet from 'lucide-react/icons/wallet';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { domainText } from '@/i18n/domain-text';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useCancelBookingMutation } from '../api/cancel-booking';

export const CANCELLATION_FAILED_MESSAGE = msg`Cancellation failed`;
export const NO_BOOKING_FOUND_MESSAGE = msg`No booking found`;
/** The follow-up toast comes this long after the first one. */
export const FOLLOW_UP_DELAY_MS = 2000;

/** The spec's first toast: what happened to the booking and its refund (built when the answer comes). */
export function cancellationMessage(refund: CancelBookingResponse['refund']): string {
  const amount = formatInr(refund.amount);
  switch (refund.status) {
    case 'processed':
      return t`Booking cancelled! Refund of ${amount} processed.`;
    case 'none':
      return t`Booking cancelled! No refund applicable.`;
    case 'failed':
      return t`Booking cancelled! Refund failed - please contact support.`;
    default:
      return t`Booking cancelled successfully!`;
  }
}

/** The spec's follow-up: the refund's share of the original amount, or how early it was cancelled and the policy. */
export function cancellationFollowUp(result: CancelBookingResponse): { message: string; duration: number } {
  if (result.refund.amount > 0) {
    const amount = formatInr(result.refund.amount);
    const percentage = result.refund.percentage;
    return {
      message: t`Refund Details: ${amount} (${percentage}% of original amount)`,
      duration: 5000,
    };
  }
  // The spec's 'Cancelled {days} days before event', in whole units as the cancellation mail says it: '5 hours' under a day.
  const before = domainText(timeBeforeEventDisplay(result.cancellation.daysBeforeEvent));
  const policy = result.cancellation.refundPolicy;
  return {
    message: t`Cancelled ${before} before event - ${policy}`,
    duration: 4000,
  };
}

/** A refused cancellation: the server's message, else 'No booking found' when it is gone or 'Cancellation failed'. */
export function cancellationFailureMessage(failure: unknown): string {
  const fallback =
    isApiError(failure) && failure.statusCode === 404
      ? NO_BOOKING_FOUND_MESSAGE
      : CANCELLATION_FAILED_MESSAGE;
  return errorMessage(failure, i18n._(fallback));
}

function announce(result: CancelBookingResponse): void {
  const message = cancellationMessage(result.refund);
  if (result.refund.status === 'failed') toast.error(message);
  else toast.success(message);
  const followUp = cancellationFollowUp(result);
  // Not tied to the screen: the card (or the event page's panel) changes as soon as the booking is cancelled.
  window.setTimeout(() => {
    toast(followUp.message, {
      duration: followUp.duration,
      // An icon of the app's set (an emoji needs a font the device may not have).
      icon: createElement(result.refund.amount > 0 ? Wallet : Info, {
        'aria-hidden': true,
        className: 'size-5 shrink-0 text-night-800',
      }),
    });
  }, FOLLOW_UP_DELAY_MS);
}

/**
 * Cancelling a booking with the spec's toasts: the outcome at once, the refund details 2 seconds later; a
 * failure shows the server's message ('No booking found' when the booking is gone) or 'Cancellation failed'.
 * Resolves true when the booking was cancelled.
 */
export function useCancelBooking() {
  const user = useCurrentUser();
  const mutation = useCancelBookingMutation(user._id);

  async function cancel(bookingId: string): Promise<boolean> {
    try {
      announce(await mutation.mutateAsync(bookingId));
      return true;
    } catch (failure) {
      toast.error(cancellationFailureMessage(failure));
      return false;
    }
  }

  return { cancel, isPending: mutation.isPending };
}
