/**
 * Every machine-readable error code the API answers with, and the HTTP status it always goes with: the code owns
 * its status, so a service names only the code (the API's AppError looks the status up here) and the web reads a
 * failure's meaning from its code. A code that needs another status is another code.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  // A confirmation of who you are failed (the current password, a fresh Google sign-in): 400 naming the field, as
  // a 401 would end the web's session
  WRONG_PASSWORD: 400,
  AMOUNT_MISMATCH: 400,
  INVALID_TICKET: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_REQUIRED: 402,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  BANNED: 403,
  // Admin accounts cannot be banned or deleted
  ADMIN_PROTECTED: 403,
  NOT_FOUND: 404,
  // A feature the server was not configured with (the test payment provider beside Stripe, say)
  FEATURE_DISABLED: 404,
  CONFLICT: 409,
  DUPLICATE: 409,
  EVENT_CANCELLED: 409,
  EVENT_PAST: 409,
  SOLD_OUT: 409,
  HOLD_EXPIRED: 409,
  // One account holds at most 10 seats of an event across its live holds (decision 0027)
  HOLD_LIMIT: 409,
  ALREADY_REPORTED: 409,
  // Check-in at the door
  ALREADY_CHECKED_IN: 409,
  NOT_CHECKED_IN: 409,
  WRONG_EVENT: 409,
  BOOKING_CANCELLED: 409,
  // The door without a network (decision 0024)
  DOUBLE_ENTRY: 409,
  NOT_ON_DOOR_LIST: 409,
  QR_REQUIRED_OFFLINE: 409,
  // The waitlist (decision 0041): switched off for the event, already on it, or seats are there to buy
  WAITLIST_CLOSED: 409,
  ALREADY_ON_WAITLIST: 409,
  SEATS_AVAILABLE: 409,
  // Promo codes (decision 0042): unknown or of another event (400, naming the field); switched off, not valid yet or
  // expired; used up; the buyer's own limit reached; not for the tickets chosen
  PROMO_CODE_INVALID: 400,
  PROMO_CODE_EXPIRED: 409,
  PROMO_CODE_USED_UP: 409,
  PROMO_CODE_BUYER_LIMIT: 409,
  PROMO_CODE_NOT_APPLICABLE: 409,
  // The waiting room (decision 0049): no room to join; a purchase without a live pass while the room is on (none,
  // lapsed, or of another account or event); the pass already made its one hold; the room's on-sale time is past
  // its draw and cannot move
  QUEUE_CLOSED: 409,
  QUEUE_PASS_REQUIRED: 403,
  QUEUE_PASS_USED: 409,
  QUEUE_STARTED: 409,
  // Admin
  IN_USE: 409,
  // The only admin cannot delete their own account
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // Too many holds started by one account in the last hour (decision 0027)
  HOLD_RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The closed set of machine-readable error codes the API answers with. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status an error code is always answered with. */
export function statusForErrorCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export { errorCodeForStatus } from './error-code-for-status';
