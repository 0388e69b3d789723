import { describe, expect, test } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorCodeForStatus, statusForErrorCode } from './errors';
import { ApiErrorSchema } from './schemas/api-error';

describe('error codes own their status', () => {
  test('every code has one status, an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      const status = statusForErrorCode(code);
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status < 600, code).toBe(true);
    }
  });

  test('codes that went with two statuses are two codes now', () => {
    expect(statusForErrorCode('INVALID_CREDENTIALS')).toBe(401);
    expect(statusForErrorCode('WRONG_PASSWORD')).toBe(400);
    expect(statusForErrorCode('ADMIN_PROTECTED')).toBe(403);
    expect(statusForErrorCode('LAST_ADMIN')).toBe(409);
    expect(statusForErrorCode('HOLD_LIMIT')).toBe(409);
    expect(statusForErrorCode('HOLD_RATE_LIMITED')).toBe(429);
  });

  test('an answer without a code gets the general code of its status', () => {
    expect(errorCodeForStatus(400)).toBe('VALIDATION_ERROR');
    expect(errorCodeForStatus(422)).toBe('VALIDATION_ERROR');
    expect(errorCodeForStatus(401)).toBe('UNAUTHORIZED');
    expect(errorCodeForStatus(403)).toBe('FORBIDDEN');
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(409)).toBe('CONFLICT');
    expect(errorCodeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(500)).toBe('INTERNAL_ERROR');
    expect(errorCodeForStatus(502)).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeForStatus(504)).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeForStatus(418)).toBe('INTERNAL_ERROR');
  });

  test('the general code of a status is the first code of the table with that status', () => {
    for (const status of new Set(Object.values(ERROR_STATUS))) {
      expect(errorCodeForStatus(status)).toBe(ERROR_CODES.find((code) => ERROR_STATUS[code] === status));
    }
  });

  test('the general code of a status goes with that status', () => {
    for (const status of new Set(Object.values(ERROR_STATUS))) {
      expect(statusForErrorCode(errorCodeForStatus(status))).toBe(status);
    }
  });

  test('the error schema takes every code and refuses another', () => {
    for (const code of ERROR_CODES) {
      expect(ApiErrorSchema.safeParse({ statusCode: ERROR_STATUS[code], code, message: 'x' }).success).toBe(
        true,
      );
    }
    expect(ApiErrorSchema.safeParse({ statusCode: 400, code: 'MADE_UP', message: 'x' }).success).toBe(false);
  });
});
