import type { StoredUser } from '@ticketmela/domain';

/** The localStorage key the spec fixes for the signed-in user (with its token inside). */
export const USER_STORAGE_KEY = 'user';

export type ReadStoredUserResult =
  | { status: 'empty' }
  | { status: 'valid'; user: StoredUser }
  | { status: 'invalid'; reason: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, disabled cookies).
    return null;
  }
}

/** Reads and checks the stored user. Anything that is not an object with a token is invalid. */
export function readStoredUser(): ReadStoredUserResult {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (raw === null || raw === undefined) return { status: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { status: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { status: 'invalid', reason: 'the stored user is not an object' };
  }
  const candidate = parsed as Partial<StoredUser>;
  if (typeof candidate.token !== 'string' || candidate.token.length === 0) {
    return { status: 'invalid', reason: 'the stored user has no token' };
  }
  if (typeof candidate._id !== 'string' || typeof candidate.name !== 'string') {
    return { status: 'invalid', reason: 'the stored user has no id or name' };
  }
  return { status: 'valid', user: candidate as StoredUser };
}

/** The bearer token of the stored user, if there is one. */
export function readStoredToken(): string | null {
  const result = readStoredUser();
  return result.status === 'valid' ? result.user.token : null;
}

export function writeStoredUser(user: StoredUser): void {
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  storage()?.removeItem(USER_STORAGE_KEY);
}
