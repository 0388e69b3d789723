import { useSyncExternalStore } from 'react';

const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True on screens wide enough for the admin tables (768 px and up); narrower screens get the same rows as stacked
 * cards. Only one of the two is in the page, so each action exists once for assistive technology and tests.
 */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
