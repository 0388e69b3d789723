import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SessionSync } from '../session-sync';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50svh] items-center justify-center text-gray-700">
      <span
        aria-hidden="true"
        className="mr-3 size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      Loading...
    </div>
  );
}

/** The shell every screen shares: header, main, footer (the toast area is mounted by the providers). */
export function RootLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
      <SessionSync />
    </div>
  );
}
