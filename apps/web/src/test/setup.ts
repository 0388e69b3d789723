import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the verify page keeps its offline check-in list there (features/tickets/check-in/offline).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { ASYNC_WAIT_MS } from './async-wait';

// The one place that sets how long findBy* and waitFor wait (see async-wait.ts).
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// jsdom has no matchMedia; the toast library asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
