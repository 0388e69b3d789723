import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { preloadableLazy } from './preloadable-lazy';

// The toast area has nothing to show on arrival; it loads just after the first render. Toasts raised before it
// arrives wait in the library's store and appear as soon as it mounts.
export const Toaster = preloadableLazy(() =>
  import('react-hot-toast').then((module) => ({ default: module.Toaster })),
);

/** The sticky header's height (h-16) and its border: toasts start below it, never over the user's name and Logout. */
const HEADER_HEIGHT_PX = 65;
/** Space between the header and the first toast, and between stacked toasts. */
const TOAST_GAP_PX = 8;
/**
 * A leaving toast slides up as it fades: clipped at the area's top edge (only that edge; the toaster's own 16 px
 * inset leaves room for the shadows on the others), it slides under the header instead of over Logout.
 */
const TOASTER_STYLE = {
  top: HEADER_HEIGHT_PX + TOAST_GAP_PX,
  clipPath: 'inset(0 -16px -16px -16px)',
} as const;

/** Everything the screens rely on: data cache, session and toasts (Google sign-in wraps its own button). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignOut={() => queryClient.clear()}>{children}</SessionProvider>
      <Suspense fallback={null}>
        <Toaster position="top-right" containerStyle={TOASTER_STYLE} gutter={TOAST_GAP_PX} />
      </Suspense>
    </QueryClientProvider>
  );
}
