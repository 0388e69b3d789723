import { z } from 'zod';

/** Every entity id is a UUID; a malformed id is a 400, never a database error. */
export const IdSchema = z.uuid({ error: 'Invalid id' });
export const IdParamsSchema = z.object({ id: IdSchema });

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** A plain, forgiving e-mail check ("a basic address pattern", as the spec says). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;

export const IsoDateTimeSchema = z.string().describe('ISO-8601 date-time');

/** C0 control characters and DEL. Long text may keep tab, newline and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair on its own: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text around
 * them, so "evil\u202Egpj.exe" shows as "evilexe.jpg" and a title or name can pose as another (decision 0028). The
 * directional marks of right-to-left writing (U+200E, U+200F, U+061C) are kept: Urdu and Arabic text needs them,
 * and a mark cannot reorder letters.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const DISALLOWED_CHARACTERS_MESSAGE = 'Contains characters that are not allowed';

/**
 * No control characters (long text may keep tab and line breaks), no lone surrogates and no bidirectional
 * controls (unless allowed: passwords, which are never shown).
 */
export function isCleanText(value: string, multiline = false, allowBidiControls = false): boolean {
  const disallowed = multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS;
  return (
    !disallowed.test(value) &&
    !LONE_SURROGATE.test(value) &&
    (allowBidiControls || !BIDI_CONTROLS.test(value))
  );
}

export interface TextOptions {
  /** Longest accepted length, after normalising (every text input has one). */
  max: number;
  /** Long text (descriptions, messages) may contain tabs and line breaks; single-line text may not. */
  multiline?: boolean;
  /** Message when absent or blank; omit for optional text (an empty string is then allowed). */
  required?: string;
  /** Message when the value is not text at all (defaults to `required`). */
  notText?: string;
  /** Message when longer than `max`. */
  tooLong?: string;
  /** Trim surrounding white space (default true). */
  trim?: boolean;
  /** Accept bidirectional controls (passwords only: never displayed, and older ones must still sign in). */
  allowBidiControls?: boolean;
}

/**
 * The one rule for text input: NUL and other control characters (and lone surrogates and bidirectional
 * controls) are refused, the text is NFC-normalised and trimmed, and it has a maximum length. Bad text never
 * reaches SQL.
 */
export function textInput({
  max,
  multiline = false,
  required,
  notText,
  tooLong,
  trim = true,
  allowBidiControls = false,
}: TextOptions) {
  const typeMessage = required ?? notText;
  let schema = z
    .string(typeMessage ? { error: typeMessage } : undefined)
    .refine((value) => isCleanText(value, multiline, allowBidiControls), {
      error: DISALLOWED_CHARACTERS_MESSAGE,
      abort: true,
    })
    .normalize('NFC');
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { error: required });
  return schema.max(max, { error: tooLong ?? `Must be at most ${max} characters` });
}
