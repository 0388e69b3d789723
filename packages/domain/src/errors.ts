import { z } from 'zod';

/** The closed set of machine-readable error codes the API answers with. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'BANNED',
  'NOT_FOUND',
  'DUPLICATE',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'EVENT_CANCELLED',
  'EVENT_PAST',
  'SOLD_OUT',
  'AMOUNT_MISMATCH',
  'PAYMENT_REQUIRED',
  'PAYMENT_FAILED',
  'HOLD_EXPIRED',
  // Too many seats held by one account for one event, or too many holds made lately (decision 0027)
  'HOLD_LIMIT',
  'ALREADY_REPORTED',
  // Check-in at the door
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'WRONG_EVENT',
  'BOOKING_CANCELLED',
  'INVALID_TICKET',
  // The door without a network (decision 0024)
  'DOUBLE_ENTRY',
  'NOT_ON_DOOR_LIST',
  'QR_REQUIRED_OFFLINE',
  // Admin
  'IN_USE',
  'ADMIN_PROTECTED',
  'FEATURE_DISABLED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
  banReason: z.string().nullable().optional(),
  bannedAt: z.string().nullable().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
