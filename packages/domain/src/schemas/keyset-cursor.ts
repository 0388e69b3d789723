import { z } from 'zod';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../rules/web-crypto';
import { IdSchema } from './common';

/**
 * Where the next page of a newest-first list starts: just after this row, in the list's order (a time, then an id,
 * both descending). `at` is the database's time to the microsecond (an ISO date-time with up to six decimals), finer
 * than the rows' own ISO times, so rows of the same millisecond are neither skipped nor repeated.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/** Whether the time reads back as written (no 30 February, no 25 o'clock): the database would refuse it. */
function isRealInstant(at: string): boolean {
  const parsed = Date.parse(at);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** The opaque `cursor` of a row: base64url (no padding) of "<at>|<id>". */
export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return toBase64Url(utf8(`${cursor.at}|${cursor.id}`));
}

/** The row a `cursor` names, or null when the text is not one encodeKeysetCursor wrote. */
export function decodeKeysetCursor(text: string): KeysetCursor | null {
  const bytes = fromBase64Url(text);
  if (!bytes) return null;
  let decoded: string;
  try {
    decoded = fromUtf8(bytes);
  } catch {
    return null;
  }
  const [at, id, ...rest] = decoded.split('|');
  if (at === undefined || id === undefined || rest.length > 0) return null;
  if (!CURSOR_TIME.test(at) || !isRealInstant(at)) return null;
  if (!IdSchema.safeParse(id).success) return null;
  return { at, id };
}

export const KEYSET_CURSOR_MESSAGE = 'cursor must be the nextCursor of an earlier answer';

/** The optional `cursor` query field: an answer's `nextCursor`, decoded; '' is the first page. */
export const keysetCursorField = z
  .string({ error: KEYSET_CURSOR_MESSAGE })
  .max(200, { error: KEYSET_CURSOR_MESSAGE })
  .transform((text, context) => {
    if (text === '') return undefined;
    const cursor = decodeKeysetCursor(text);
    if (cursor) return cursor;
    context.addIssue({ code: 'custom', message: KEYSET_CURSOR_MESSAGE });
    return z.NEVER;
  })
  .optional();
