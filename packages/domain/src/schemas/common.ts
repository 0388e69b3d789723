import { z } from 'zod';

/** Every entity id is a UUID; a malformed id is a 400, never a database error. */
export const IdSchema = z.uuid({ error: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageResponseSchema = z.object({ message: z.string() });

/** A plain, forgiving e-mail check ("a basic address pattern", as the spec says). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;

export const IsoDateTimeSchema = z.string().describe('ISO-8601 date-time');
