import { t } from '@lingui/core/macro';
import type { StoredUser, User } from '@ticketmela/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SESSION_EXPIRED_EVENT, USER_BANNED_EVENT, type UserBannedDetail } from './api-client';
import { clearStoredUser, readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './stored-user';

export type SessionStatus = 'signed-in' | 'signed-out';

export interface SessionNotice {
  kind: 'banned' | 'expired';
  message: string;
  banReason?: string | null;
}

export interface SessionContextValue {
  status: SessionStatus;
  user: StoredUser | null;
  /** Stores the user (with its token) and signs them in. */
  login: (user: StoredUser) => void;
  /** Removes the stored user and signs out. */
  logout: () => void;
  /**
   * Merges fresh fields from the API into the signed-in user, keeping the token unless a new one is given (a
   * password change answers one: every older token stops working).
   */
  updateUser: (fields: Partial<User>, token?: string) => void;
  /** Why the user was signed out by the system (ban, expired session), shown on the login page. */
  notice: SessionNotice | null;
  clearNotice: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** Called whenever the user signs out, for whatever reason (clear cached data here). */
  onSignOut?: () => void;
}

interface RestoredSession {
  user: StoredUser | null;
  /** Why a stored user could not be restored, if one was stored and unreadable. */
  invalidReason: string | null;
}

function restoreSession(): RestoredSession {
  const stored = readStoredUser();
  if (stored.status === 'valid') return { user: stored.user, invalidReason: null };
  return { user: null, invalidReason: stored.status === 'invalid' ? stored.reason : null };
}

export function SessionProvider({ children, onSignOut }: SessionProviderProps) {
  // The stored user is read on the first render, so the app is drawn once, for the right visitor (on the server,
  // which has no storage, for a visitor: entry-server.tsx).
  const [restored] = useState(restoreSession);
  const [status, setStatus] = useState<SessionStatus>(restored.user ? 'signed-in' : 'signed-out');
  const [user, setUser] = useState<StoredUser | null>(restored.user);
  const [notice, setNotice] = useState<SessionNotice | null>(null);
  const onSignOutRef = useRef(onSignOut);
  onSignOutRef.current = onSignOut;

  useEffect(() => {
    if (restored.invalidReason)
      console.error(`Could not restore the signed-in user: ${restored.invalidReason}`);
  }, [restored]);

  const signOut = useCallback(() => {
    clearStoredUser();
    setUser(null);
    setStatus('signed-out');
    onSignOutRef.current?.();
  }, []);

  const login = useCallback((next: StoredUser) => {
    writeStoredUser(next);
    setUser(next);
    setStatus('signed-in');
    setNotice(null);
  }, []);

  const logout = useCallback(() => {
    setNotice(null);
    signOut();
  }, [signOut]);

  const updateUser = useCallback(
    (fields: Partial<User>, token?: string) => {
      if (!user) return;
      const next: StoredUser = { ...user, ...fields, token: token ?? user.token };
      writeStoredUser(next);
      setUser(next);
    },
    [user],
  );

  const clearNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    function onBanned(event: Event) {
      const detail = (event as CustomEvent<UserBannedDetail>).detail;
      console.warn('User banned:', {
        message: detail?.message,
        banReason: detail?.banReason,
        bannedAt: detail?.bannedAt,
      });
      setNotice({
        kind: 'banned',
        message: detail?.message ?? t`Your account has been banned.`,
        banReason: detail?.banReason ?? null,
      });
      signOut();
    }
    function onExpired(event: Event) {
      const detail = (event as CustomEvent<{ message?: string }>).detail;
      setNotice({
        kind: 'expired',
        message: detail?.message ?? t`Your session has expired. Please sign in again.`,
      });
      signOut();
    }
    // Another tab signed in or out: follow it.
    function onStorage(event: StorageEvent) {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredUser();
      if (stored.status === 'valid') {
        setUser(stored.user);
        setStatus('signed-in');
      } else {
        setUser(null);
        setStatus('signed-out');
        onSignOutRef.current?.();
      }
    }
    window.addEventListener(USER_BANNED_EVENT, onBanned);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(USER_BANNED_EVENT, onBanned);
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      window.removeEventListener('storage', onStorage);
    };
  }, [signOut]);

  const value = useMemo<SessionContextValue>(
    () => ({ status, user, login, logout, updateUser, notice, clearNotice }),
    [status, user, login, logout, updateUser, notice, clearNotice],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

/** The signed-in user; only for screens behind the signed-in guard. */
export function useCurrentUser(): StoredUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user; put the screen behind the guard');
  return user;
}
