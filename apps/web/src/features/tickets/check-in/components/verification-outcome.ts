import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckedInBooking, CheckInMethod, DoorEntry } from '@ticketmela/domain';
import { type ApiErrorCode, errorMessage, isApiError } from '@/lib/api-client';

/** The spec's fallback when the server gave no message of its own. */
export const VERIFY_FAILED_FALLBACK = msg`Error verifying ticket`;
/** Offline, when this browser cannot keep the door's list (no IndexedDB). */
export const OFFLINE_UNAVAILABLE = msg`No network, and this browser cannot check tickets offline.`;

/**
 * What the door sees after a try: checked in, admitted offline (from the downloaded list, to be synced), refused
 * (with the server's or the door's reason), or a check-in undone.
 */
export type VerificationOutcome =
  | { status: 'success'; message: string; booking: CheckedInBooking; method: CheckInMethod }
  | { status: 'offline-admitted'; message: string; entry: DoorEntry }
  | { status: 'failure'; message: string; code: ApiErrorCode | null; retryable: boolean }
  | { status: 'undone'; message: string; booking: CheckedInBooking };

export function failureOutcome(error: unknown): VerificationOutcome {
  return {
    status: 'failure',
    message: errorMessage(error, i18n._(VERIFY_FAILED_FALLBACK)),
    code: isApiError(error) ? error.code : null,
    // The ticket was never judged (no network, server fault): the same code may be sent again at once.
    retryable:
      !isApiError(error) || error.isNetworkError || error.statusCode >= 500 || error.statusCode === 429,
  };
}
