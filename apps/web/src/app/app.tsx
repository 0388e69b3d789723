import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteError } from '@/components/errors/route-error';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The screens inside whatever router the caller gives: BrowserRouter here, a StaticRouter in entry-server.tsx. */
export function AppScreens() {
  return (
    <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <AppRoutes />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      {/* Navigations commit at once (no transitions): logout can leave a signed-in page before signing out. */}
      <BrowserRouter useTransitions={false}>
        <AppScreens />
      </BrowserRouter>
    </AppProviders>
  );
}
