import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { PAYMENT_ERROR_TOAST_ID, PAYMENT_FAILED_MESSAGE } from './card-form';

export const BOOKING_SUCCESS_MESSAGE = msg`Booking successful!`;

/** A paid checkout booked: the payment's error toast goes, the success toast comes. */
export function announceBooked(): void {
  toast.dismiss(PAYMENT_ERROR_TOAST_ID);
  toast.success(i18n._(BOOKING_SUCCESS_MESSAGE));
}

/**
 * What a failed booking call after a payment means, its message toasted once: `hold-lost` (409: the hold ran out
 * and the seats went; the server refunded the payment in full), `not-paid` (402: the provider does not report the
 * payment as complete yet) or `retry` (network, server: paid, and booking again is safe, the booking is idempotent).
 */
export function bookingFailure(failure: unknown): {
  message: string;
  kind: 'hold-lost' | 'not-paid' | 'retry';
} {
  const message = errorMessage(failure, i18n._(PAYMENT_FAILED_MESSAGE));
  toast.error(message, { id: PAYMENT_ERROR_TOAST_ID });
  if (isApiError(failure) && failure.statusCode === 409) return { message, kind: 'hold-lost' };
  if (isApiError(failure) && failure.statusCode === 402) return { message, kind: 'not-paid' };
  return { message, kind: 'retry' };
}
