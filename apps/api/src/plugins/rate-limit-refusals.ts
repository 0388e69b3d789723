import { msg } from '../i18n/message';
import { AppError } from '../lib/app-error';

// The rate limits' refusals: 429s that say when to try again, and the 503 of a store that does not answer.

export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    msg('Too many attempts. Please try again in {seconds} seconds.', { seconds }),
    undefined,
    {
      retryAfterSeconds: seconds,
    },
  );
}

export function tooManyMessages(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'RATE_LIMITED',
    seconds > 90
      ? msg('Too many messages have been sent from your network. Please try again in {minutes} minutes.', {
          minutes,
        })
      : msg('Too many messages have been sent from your network. Please try again in {seconds} seconds.', {
          seconds,
        }),
    undefined,
    { retryAfterSeconds: seconds },
  );
}

export function tooManyMessagesEverywhere(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    msg(
      'We are receiving too many messages right now. Please try again in {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.',
      { minutes },
    ),
    undefined,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  );
}

export function tooManyRegistrations(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'RATE_LIMITED',
    msg('Too many accounts are being created right now. Please try again in {seconds} seconds.', { seconds }),
    undefined,
    { retryAfterSeconds: seconds },
  );
}

export function tooManyLookups(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'RATE_LIMITED',
    seconds > 90
      ? msg(
          'Too many promo codes have been tried from your network. Please try again in {minutes} minutes.',
          {
            minutes,
          },
        )
      : msg(
          'Too many promo codes have been tried from your network. Please try again in {seconds} seconds.',
          {
            seconds,
          },
        ),
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/** The shared store is configured but does not answer: refuse rather than count per process (decision 0030). */
export function limitsUnavailable(): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    msg('This form is temporarily unavailable. Please try again in a minute.'),
  );
}
