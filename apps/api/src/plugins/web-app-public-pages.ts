/**
 * The public pages (home, the event list, an event's page) are the ones visitors land on. For them the server
 * puts into index.html what the page will ask for first, so it arrives with the HTML instead of one round trip
 * after another (HTML, then the app's code, then the screen's code, then its data, then the photo):
 * - the screen's JavaScript chunks and its messages in the visitor's language, as <link rel="modulepreload">;
 * - the API answers the screen asks for first, as JSON in <script type="application/json" id="preloaded-answers">,
 *   each under the call's path and sorted query (the web app's lib/preloaded-answers.ts reads them);
 * - on an event's page, the photo as <link rel="preload" as="image"> with the same srcset and sizes as its <img>;
 * - the page itself, drawn by the web app's server renderer (dist/server/entry-server.js) from those answers, in
 *   place of index.html's static header: the browser paints it before the code arrives, and the code takes it over
 *   (hydrates) with the same answers, so nothing changes under the visitor's eyes.
 *
 * The answers are the anonymous answers of the public API itself (asked in-process, without the visitor's headers):
 * the same for every visitor, never anyone's own data. They are a snapshot: the page uses them once, only when
 * fresh, and the purchase path decides on the database whatever a page showed.
 */

import { EARLY_ENTRY_RECORDER } from './web-app-early-entries';
import { EARLY_PRESS_RECORDER } from './web-app-early-presses';

/** One GET the screen makes on arrival: the path under /api and its query, as the web app's API client sends it. */
export interface ApiCall {
  path: string;
  query?: Record<string, string>;
}

export interface PublicPage {
  /** The screen's module in the web build's manifest. */
  screen: string;
  /** The screen's own message catalog (apps/web/build/catalog-files.ts), loaded with it. */
  catalog: ScreenCatalog;
  calls: ApiCall[];
  /** On an event's page, the call whose answer holds the photo to preload. */
  photoFrom?: ApiCall;
  /** The call for what the page shows (the event): when the API answers 404, so does the page. */
  subject?: ApiCall;
}

const SCREENS = {
  home: { screen: 'src/app/routes/public/home.tsx', catalog: 'home' },
  events: { screen: 'src/app/routes/public/events.tsx', catalog: 'events' },
  eventDetail: { screen: 'src/app/routes/public/event-detail.tsx', catalog: 'event-detail' },
} as const;

export type ScreenCatalog = (typeof SCREENS)[keyof typeof SCREENS]['catalog'];

/** Home's 'Featured Events' (FEATURED_EVENT_COUNT in the web app). */
const FEATURED_EVENT_COUNT = '6';
/** The list's page size (EVENT_PAGE_SIZE in the domain). */
const EVENT_PAGE_SIZE = '12';
/** The list's filters in the address (filter-params.ts in the web app): with any of them set, the first page differs. */
const LIST_FILTER_PARAMS = ['search', 'category', 'date', 'city', 'price'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a public page asks for on arrival, or null for any other path (those get plain index.html). */
export function publicPageFor(pathname: string, search: URLSearchParams): PublicPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') {
    return {
      ...SCREENS.home,
      calls: [{ path: '/events', query: { upcoming: 'true', limit: FEATURED_EVENT_COUNT } }],
    };
  }
  if (path === '/events') {
    const filtered = LIST_FILTER_PARAMS.some((name) => (search.get(name) ?? '').trim() !== '');
    const firstPage: ApiCall = {
      path: '/events',
      query: { upcoming: 'true', page: '1', limit: EVENT_PAGE_SIZE },
    };
    // The filter options do not depend on the filters; the first page of a filtered list is left to the page.
    return {
      ...SCREENS.events,
      calls: [...(filtered ? [] : [firstPage]), { path: '/events/cities' }, { path: '/categories' }],
    };
  }
  const eventId = /^\/events\/([^/]+)$/.exec(path)?.[1];
  if (eventId && UUID.test(eventId)) {
    const event: ApiCall = { path: `/events/${eventId}` };
    // The waiting room's shared answer too (decision 0049): with a room, the page is drawn with its countdown.
    const room: ApiCall = { path: `/events/${eventId}/queue` };
    return { ...SCREENS.eventDetail, calls: [event, room], photoFrom: event, subject: event };
  }
  return null;
}

/** The key an answer is stored under: the path and its query parameters sorted by name (the web app does the same). */
export function answerKey(call: ApiCall): string {
  const params = new URLSearchParams(Object.entries(call.query ?? {}));
  params.sort();
  const query = params.toString();
  return query ? `${call.path}?${query}` : call.path;
}

/** The event page's <img> (features/events/components/detail/event-hero.tsx): the preload must pick the same file. */
const EVENT_PHOTO_SIZES = '(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw';

interface EventPhotos {
  photo?: string | null;
  photoThumb?: string | null;
}

/** <link rel="preload" as="image"> for an event's photo, or '' when it has none. */
export function eventPhotoPreload(answer: EventPhotos): string {
  const photo = answer.photo ?? answer.photoThumb;
  if (!photo) return '';
  const srcset =
    answer.photo && answer.photoThumb ? `${answer.photoThumb} 640w, ${answer.photo} 1600w` : null;
  const responsive = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(EVENT_PHOTO_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(photo)}"${responsive} fetchpriority="high">`;
}

export function modulePreloads(files: string[]): string {
  return files
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('');
}

/**
 * The answers as one JSON document inside a <script type="application/json">. Each body is the API's own JSON text,
 * kept as it is; `<` is written as \u003c so no text in it can close the script element.
 */
export function preloadedAnswersScript(answers: Map<string, string>, generatedAt: number): string {
  if (answers.size === 0) return '';
  const entries = [...answers].map(([key, body]) => `${JSON.stringify(key)}:${body}`).join(',');
  const json = `{"generatedAt":${generatedAt},"answers":{${entries}}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="preloaded-answers">${json}</script>`;
}

const SHELL_START = '<div id="root"><!--app-shell-->';
const SHELL_END = '<!--/app-shell--></div>';

/**
 * Signed-in visitors get the app shell instead of the page drawn for an anonymous visitor (their header and booking
 * panel differ): run where the page is parsed, before anything is painted.
 */
const SIGNED_IN_FALLBACK =
  '<script>(function(){try{if(!localStorage.getItem("user"))return}catch(e){return}' +
  'var r=document.getElementById("root");r.removeAttribute("data-server-rendered");' +
  // Nothing to take over, so no press or entry to keep for it (EARLY_PRESS_RECORDER, EARLY_ENTRY_RECORDER): nothing
  // was painted to press or type into yet.
  'window.__replayEarlyPresses&&__replayEarlyPresses();window.__takeEarlyEntries&&__takeEarlyEntries();' +
  'r.innerHTML=document.getElementById("app-shell").innerHTML})()</script>';

/**
 * Holds the first paint until the browser has parsed the whole drawn page (the <template> after #root): a parser that
 * yields half-way (a slow phone) would otherwise paint the top of the page, then move it as the rest arrives
 * (the hero is centred, so every line parsed later shifts the ones above).
 */
const PAINT_WHEN_PAGE_PARSED = '<link rel="expect" href="#app-shell" blocking="render">';

/**
 * index.html with the server-rendered page in #root in place of the static header (kept in a <template> for signed-in
 * visitors), the page's <title> in the head, presses and entries made before the app takes the page over kept for it
 * (web-app-early-presses.ts, web-app-early-entries.ts), and the first paint held until the page is parsed. Unchanged when index.html has no
 * app-shell markers.
 */
export function withServerRenderedPage(html: string, pageHtml: string): string {
  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END, start);
  if (start < 0 || end < 0) return html;
  const shell = html.slice(start + SHELL_START.length, end);
  const { title, page } = withoutTitle(pageHtml);
  const withPage =
    html.slice(0, start) +
    `<div id="root" data-server-rendered>${page}</div><template id="app-shell">${shell}</template>${SIGNED_IN_FALLBACK}` +
    html.slice(end + SHELL_END.length);
  const titled = title ? withPage.replace(/<title>[^<]*<\/title>/, () => title) : withPage;
  return titled.replace(
    '</head>',
    () => `${EARLY_PRESS_RECORDER}${EARLY_ENTRY_RECORDER}${PAINT_WHEN_PAGE_PARSED}</head>`,
  );
}

/**
 * React writes what it hoists to the head at the start of the page: the image preloads it found (an <img> with
 * fetchPriority="high"), then the screen's <title>. The title moves to the head, in place of index.html's, so the page
 * has one; the preloads stay where React hydrates them.
 */
const LEADING_TITLE = /^((?:<(?:link|meta)\b[^>]*>)*)(<title>[^<]*<\/title>)/;

function withoutTitle(pageHtml: string): { title: string | undefined; page: string } {
  const match = LEADING_TITLE.exec(pageHtml);
  if (!match) return { title: undefined, page: pageHtml };
  const [whole, hoisted = '', title] = match;
  return { title, page: hoisted + pageHtml.slice(whole.length) };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * index.html with the app's entry script started after the first paint, for a page the server drew: the browser
 * paints that page as soon as it has the HTML, then runs the code (still downloaded at once, as a modulepreload),
 * instead of running the code first when it arrives quickly. Should frames be paused (a background tab), it starts
 * after 100 ms.
 */
export function withEntryAfterFirstPaint(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, entry: string) => {
    const address = JSON.stringify(entry);
    return (
      `<link rel="modulepreload" crossorigin href="${entry}">` +
      '<script type="module">new Promise(function(r){var t=setTimeout(r,100);requestAnimationFrame(function(){' +
      `setTimeout(function(){clearTimeout(t);r()},0)})}).then(function(){return import(${address})})</script>`
    );
  });
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The app's stylesheet index.html links to (site path), if any. */
export function stylesheetPath(html: string): string | null {
  return STYLESHEET_LINK.exec(html)?.[1] ?? null;
}

/**
 * index.html with the app's stylesheet written into it instead of linked, for a page the server drew: the page
 * paints when its HTML has arrived, without a request for the stylesheet first. Unchanged if the stylesheet could
 * close its <style> element, or refers to files by relative address (they would resolve against the page's).
 */
export function withInlineStylesheet(html: string, css: string): string {
  const relative = [...css.matchAll(/url\(([^)]*)\)/gi)].some(
    ([, address = '']) => !/^(data:|https?:|\/)/i.test(address.trim().replace(/^['"]/, '')),
  );
  if (relative || /<\/style/i.test(css)) return html;
  return html.replace(STYLESHEET_LINK, () => `<style>${css}</style>`);
}

/** index.html with `head` added at the end of <head> and `body` at the end of <body> (unchanged without them). */
export function withInjected(html: string, head: string, body: string): string {
  let result = html;
  // Replacer functions: a `$` in the inserted text is kept as it is, not read as a replacement pattern.
  if (head) result = result.replace('</head>', () => `${head}</head>`);
  if (body) result = result.replace('</body>', () => `${body}</body>`);
  return result;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
