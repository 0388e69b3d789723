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

/** The driver's own words for a connection that could not be had or was lost (pg and pg-pool). */
const UNREACHABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
];
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * The database did not answer: a connection could not be opened or had been lost, the answer never came (the
 * client's query timeout, decision 0030), or the server cancelled a statement that ran past its statement_timeout
 * (57014), was shutting down (57P01-57P03) or lost the connection (class 08). The request gets a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || code === '57014' || /^57P0[123]$/.test(code) || /^08/.test(code))
        return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.includes(message)) return true;
  }
  return false;
}
