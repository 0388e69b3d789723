import { apiClient, isApiError } from '@/lib/api-client';

/** An online scan that has no answer after this long is decided by the door itself (issue 16: about 1.5 s). */
export const ONLINE_ANSWER_WAIT_MS = 1_500;

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT when it takes longer than `ms` (the promise itself goes on). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function timedOut(value: unknown): value is typeof TIMED_OUT {
  return value === TIMED_OUT;
}

/** True for a failure that says nothing about the ticket: no network, or no server behind the proxy. */
export function isConnectionFailure(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof TypeError;
  return error.isNetworkError || [502, 503, 504].includes(error.statusCode);
}

/** Whether the API answers quickly enough to leave offline mode. */
export async function apiAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const answer = await within(apiClient.get('/health'), ONLINE_ANSWER_WAIT_MS);
    return !timedOut(answer);
  } catch {
    return false;
  }
}
