import { useEffect } from 'react';
import { applyEarlyEntries } from './apply-early-entries';

declare global {
  interface Window {
    /** Set by the drawn page's inline recorder (apps/api/src/plugins/web-app-early-presses.ts); null once called. */
    __replayEarlyPresses?: (() => void) | null;
  }
}

/**
 * Rendered after the app in the hydrated root: once the hydration has committed, React's listeners are on the page;
 * it enters again what was typed, chosen or ticked on the drawn page (apply-early-entries.ts), then clicks again the
 * buttons pressed there, in that order (a value typed, then 'Search' pressed). Not from the effect itself: the Suspense
 * boundaries (the screen is in one) are hydrated after the root, and a click on one still dehydrated makes React
 * hydrate it at once, which it cannot do while it is running effects (it would drop the click).
 */
export function ReplayEarlyPresses() {
  useEffect(() => {
    queueMicrotask(() => {
      applyEarlyEntries(window.__takeEarlyEntries?.() ?? []);
      window.__replayEarlyPresses?.();
    });
  }, []);
  return null;
}
