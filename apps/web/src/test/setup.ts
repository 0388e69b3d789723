import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the verify page keeps its offline check-in list there (features/tickets/check-in/offline).
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { ASYNC_WAIT_MS } from './async-wait';

// The one place that sets how long findBy* and waitFor wait (see async-wait.ts).
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

// English, as the app starts for a visitor without a choice; tests of Hindi activate it themselves and set it back.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  if (i18n.locale !== 'en') i18n.activate('en');
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
