import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider, useSession } from '@/lib/session';
import { preloadableLazy } from './preloadable-lazy';

// The toast area has nothing to show on arrival; it loads just after the first render. Toasts raised before it
// arrives wait in the library's store and appear as soon as it mounts. It picks its place by the screen's width
// itself, inside its own Suspense boundary: an update above a boundary still hydrating would make React throw the
// drawn toast area away and draw it again.
export const Toaster = preloadableLazy(() => import('./toast-area'));

function ToastArea() {
  return (
    // An open dialog hides the rest of the page from assistive technology, all but what is marked aria-live. This
    // wrapper, not a live region itself ("off"), keeps the toasts (each a live region) announced over a dialog.
    <div aria-live="off">
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}

// Only a signed-in user has an account to keep the language on: its code stays out of the first download.
const FollowSavedLocale = lazy(() => import('@/i18n/follow-saved-locale'));

function SavedLocale() {
  const { user } = useSession();
  return user ? (
    <Suspense fallback={null}>
      <FollowSavedLocale />
    </Suspense>
  ) : null;
}

/**
 * Draws everything again when the language changes: the texts of components that read no message themselves (a date,
 * a price) change too. Their data stays in the query cache, above.
 */
function RenderAgainOnLanguageChange({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <Fragment key={i18n.locale}>{children}</Fragment>;
}

/**
 * Everything the screens rely on: the language (activated before the first render, src/i18n/catalogs.ts), data
 * cache, session and toasts (Google sign-in wraps its own button).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider onSignOut={() => queryClient.clear()}>
          <SavedLocale />
          <RenderAgainOnLanguageChange>{children}</RenderAgainOnLanguageChange>
        </SessionProvider>
        <ToastArea />
      </QueryClientProvider>
    </I18nProvider>
  );
}
