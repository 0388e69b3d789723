/**
 * How long findBy* queries and waitFor wait in web tests: set once, in setup.ts. Lazy chunks and query round trips take
 * longer on a busy 2-core machine than Testing Library's 1 s default; a verdict must not depend on that.
 */
export const ASYNC_WAIT_MS = 30_000;
