/**
 * Where to go after signing in. 'Login to Book' remembers the page in sessionStorage; the signed-in guard
 * passes it as location state. Only same-site paths are accepted, so a crafted value cannot send the user
 * to another site.
 */
export const RETURN_TO_KEY = 'returnTo';

export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/login') &&
    !value.startsWith('/register')
  );
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturnTo(path: string): void {
  if (isSafeReturnPath(path)) session()?.setItem(RETURN_TO_KEY, path);
}

export function peekReturnTo(): string | null {
  const value = session()?.getItem(RETURN_TO_KEY);
  return isSafeReturnPath(value) ? value : null;
}

export function clearReturnTo(): void {
  session()?.removeItem(RETURN_TO_KEY);
}

/** The path a location's state carries in `from` (set by the signed-in guard), if it is safe. */
export function returnPathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (isSafeReturnPath(from)) return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const location = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    const path = `${String(location.pathname ?? '')}${String(location.search ?? '')}${String(location.hash ?? '')}`;
    return isSafeReturnPath(path) ? path : null;
  }
  return null;
}
