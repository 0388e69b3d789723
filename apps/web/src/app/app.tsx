import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteError } from '@/components/errors/route-error';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      {/* Navigations commit at once (no transitions): logout can leave a signed-in page before signing out. */}
      <BrowserRouter useTransitions={false}>
        <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
