import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteError } from '@/components/errors/route-error';
import { NavigatorBridge } from '../navigator-bridge';
import { preloadableLazy } from '../preloadable-lazy';
import { SessionSync } from '../session-sync';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

// The footer comes a moment after the page, in its own small chunk: it keeps the first download small and,
// appearing below everything else, shifts nothing.
export const Footer = preloadableLazy(() =>
  import('./footer').then((module) => ({ default: module.Footer })),
);

/** Shown while a screen's code loads; a full screen tall, so the footer below never jumps when the page arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[calc(100svh-4rem)] items-center justify-center text-gray-700">
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      {label ?? t`Loading...`}
    </div>
  );
}

/** The shell every screen shares: header, main, footer (the toast area is mounted by the providers). */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Errors inside a screen keep the header and footer around them; another page starts afresh. */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollManager />
      <NavigatorBridge />
      <SessionSync />
    </div>
  );
}
