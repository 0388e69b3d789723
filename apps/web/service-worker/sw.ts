import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** Workbox's injectManifest puts the build's precache list in place of `self.__WB_MANIFEST`. */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The door's pages, which must open without a network once used: /events/verify[/:id], /organizer/verify/:id. */
const DOOR_PAGE = /^\/(events\/verify(\/[^/]+)?|organizer\/verify\/[^/]+)\/?$/;
/** On a network that answers nothing (a crowded field), the door page opens from the cache after this long. */
const NAVIGATION_TIMEOUT_MS = 3_000;
/** The single-page app's shell; the door pages are drawn in the browser, so it is what the server sends them too. */
const APP_SHELL = '/index.html';

// The app shell, every chunk and the QR decoder's wasm, as this build made them. Asset requests are answered from
// this cache (their names carry their content's hash); nothing else is: the API always goes to the network.
// No directory index and no clean URLs: by default Workbox would answer a navigation to '/' with the cached
// index.html, and the home page must come from the server, drawn there (decision 0022).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new build's worker takes over at once: its precache is complete before it activates, and the pages it serves
// are network-first, so an open page never meets a worker that lacks its chunks for long.
void self.skipWaiting();
clientsClaim();

async function withTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

// Door pages: the network first (a new release shows at once), the cached shell when there is none. Every other
// navigation, the server-drawn public pages included, is not touched: the browser asks the server as it always did.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && DOOR_PAGE.test(url.pathname),
  async ({ request }) => {
    try {
      return await withTimeout(request);
    } catch {
      return (await matchPrecache(APP_SHELL)) ?? Response.error();
    }
  },
);
