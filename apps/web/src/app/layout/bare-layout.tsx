import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteError } from '@/components/errors/route-error';
import { PageLoading } from './root-layout';

/**
 * A page without the site's header and footer (the test UPI app stands for another app): the page centred on a
 * plain background.
 */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <main
      id="main-content"
      className="flex min-h-svh items-start justify-center bg-stone-100 px-4 py-8 sm:py-16"
    >
      <div className="w-full max-w-sm">
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
    </main>
  );
}
