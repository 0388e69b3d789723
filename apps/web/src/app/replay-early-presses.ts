import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the drawn page's inline recorder (apps/api/src/plugins/web-app-early-presses.ts); null once called. */
    __replayEarlyPresses?: (() => void) | null;
  }
}

/**
 * Rendered after the app in the hydrated root: once the hydration has committed, React's listeners are on the page
 * and it clicks again the buttons pressed before, on the drawn page. Not from the effect itself: the Suspense
 * boundaries (the screen is in one) are hydrated after the root, and a click on one still dehydrated makes React
 * hydrate it at once, which it cannot do while it is running effects (it would drop the click).
 */
export function ReplayEarlyPresses() {
  useEffect(() => {
    queueMicrotask(() => window.__replayEarlyPresses?.());
  }, []);
  return null;
}
