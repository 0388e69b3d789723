/** The name of the unique constraint a write violated, or null (drizzle wraps the driver's error). */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505') return candidate.constraint ?? '';
  }
  return null;
}

/**
 * PostgreSQL's refusal of a value's text itself: a NUL byte or invalid UTF-8 (22021), an untranslatable
 * character (22P05), a malformed literal (22P02) or a number out of range (22003). The domain schemas
 * refuse such input first; this is the safety net that keeps a schema gap a 400 instead of a 500.
 */
export function isBadInputForDatabase(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05' || code === '22P02' || code === '22003') return true;
  }
  return false;
}
