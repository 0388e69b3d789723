import { type ErrorCode, statusForErrorCode } from '@ticketmela/domain';

/**
 * The only error services throw on purpose; the error handler turns it into the API error shape. The code owns
 * its HTTP status (the domain's ERROR_STATUS table), so no call site chooses one.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusForErrorCode(code);
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
