import { isAdmin } from '@ticketmela/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { clearReturnTo, peekReturnTo, returnPathFromState } from '@/lib/return-to';
import { useSession } from '@/lib/session';

/** The state the signed-in guard leaves on /login, so sign-in can come back here. */
export interface FromState {
  from: string;
}

function LoginRedirect() {
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={paths.login} replace state={state} />;
}

/** Signed-in pages: nobody signed in -> /login (remembering where they were going). */
export function RequireAuth() {
  const { user } = useSession();
  return user ? <Outlet /> : <LoginRedirect />;
}

/** Admin pages: signed out -> /login; signed in but not an admin -> /dashboard. Roles compare case-insensitively. */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user) return <LoginRedirect />;
  if (!isAdmin(user.role)) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * Signed in on a guest-only page. Someone who signs in here goes back where they came from (the guard's state,
 * then a path remembered by 'Login to Book'), otherwise to /profile. Someone who arrives already signed in
 * goes to /profile, as the spec says.
 */
function SignedInRedirect({ useReturnPath }: { useReturnPath: boolean }) {
  const location = useLocation();
  const [target] = useState(() =>
    useReturnPath ? (returnPathFromState(location.state) ?? peekReturnTo() ?? paths.profile) : paths.profile,
  );
  useEffect(() => {
    clearReturnTo();
  }, []);
  return <Navigate to={target} replace />;
}

/** Guest-only pages (/login, /register). */
export function GuestOnly() {
  const { user } = useSession();
  const signedInOnArrival = useRef(user !== null);
  return user ? <SignedInRedirect useReturnPath={!signedInOnArrival.current} /> : <Outlet />;
}
