import type { ErrorCode } from './errors';

/**
 * The general code of a status, for an answer that carries no code of its own (a proxy's 502, a framework's 405):
 * the first code of the table (ERROR_STATUS in errors.ts) with that status, else INTERNAL_ERROR (SERVICE_UNAVAILABLE
 * for a gateway's).
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = GENERAL_CODE_BY_STATUS[status];
  if (exact) return exact;
  return status === 502 || status === 504 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
}

/**
 * The first code of the table with each of its statuses (errors.test.ts holds them to it), and 422 as a validation
 * error. Written out in a module of its own rather than read from the table: the web app reads a failed answer's code
 * with this from its first download, which then does not carry the whole table.
 */
const GENERAL_CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
