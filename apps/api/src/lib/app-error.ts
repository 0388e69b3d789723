import type { ErrorCode } from '@ticketmela/domain';

/** The only error services throw on purpose; the error handler turns it into the API error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError('UNAUTHORIZED', 401, message);
