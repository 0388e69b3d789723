/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole. */
const RETRYABLE = new Set(['40P01', '40001']);

function isRetryable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's victim. Flows that lock many
 * rows across modules (deleting an account: its events, their bookings, the person's own bookings)
 * take locks in one order where they can, but a person cancelling their own booking at the same
 * moment locks in another; the loser is rolled back and simply runs again, seeing the winner's work.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
