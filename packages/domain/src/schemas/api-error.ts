import { z } from 'zod';
import { ERROR_CODES } from '../errors';

// The error answer's schemas, apart from errors.ts: the web's first route reads the codes and their statuses, and
// building a schema at import would put Zod's whole chunk on it.

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: ErrorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
  banReason: z.string().nullable().optional(),
  bannedAt: z.string().nullable().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
