import { type ErrorCode, statusForErrorCode } from '@ticketmela/domain';
import { type Message, msg } from '../i18n/message';
import { translate } from '../i18n/translate';

/**
 * The only error services throw on purpose; the error handler turns it into the API error shape. The code owns
 * its HTTP status (the domain's ERROR_STATUS table), so no call site chooses one. Its text is a Message
 * (`msg('English template', values)`), answered in the request's language; `message` is its English, for logs.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly text: Message,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(translate('en', text));
    this.name = 'AppError';
    this.statusCode = statusForErrorCode(code);
  }
}

export const notFound = (message: Message) => new AppError('NOT_FOUND', message);
export const forbidden = (message: Message = msg('You are not allowed to do this')) =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message: Message = msg('Please sign in to continue')) =>
  new AppError('UNAUTHORIZED', message);
