import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app';
import { EARLY_ENTRY_RECORDER } from './web-app-early-entries';
import { EARLY_PRESS_RECORDER } from './web-app-early-presses';
import { withInlineStylesheet } from './web-app-public-pages';

const EVENT_ID = '6a1f0c52-7b8e-4d3c-9f21-0e4b5a6c7d8e';
const SHELL = '<header>TicketMela</header>';
const STYLESHEET = '.select{background-image:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}';
const INDEX_HTML =
  '<!doctype html><html><head><title>TicketMela</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-r.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>' +
  `<body><div id="root"><!--app-shell-->${SHELL}<!--/app-shell--></div></body></html>`;

/** index.html as the server sends it to an English visitor: its lang, and the shell's English catalog preloaded. */
const ENGLISH_INDEX_HTML = INDEX_HTML.replace('<html>', '<html lang="en">').replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/en-shell.js"></head>',
);

/** A web build as Vite writes it: index.html and the manifest of its chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-r.js'] },
  '_react-r.js': { file: 'assets/react-r.js' },
  '_icons-i.js': { file: 'assets/icons-i.js', imports: ['_react-r.js'] },
  '_format-f.js': { file: 'assets/format-f.js' },
  'src/app/routes/public/home.tsx': {
    file: 'assets/home-h.js',
    isDynamicEntry: true,
    imports: ['_react-r.js', 'index.html', '_icons-i.js', '_format-f.js'],
  },
  'src/app/routes/public/events.tsx': {
    file: 'assets/events-e.js',
    isDynamicEntry: true,
    imports: ['index.html', '_format-f.js'],
  },
  'src/app/routes/public/event-detail.tsx': {
    file: 'assets/event-detail-d.js',
    isDynamicEntry: true,
    imports: ['index.html', '_icons-i.js'],
  },
  // The Devanagari faces (apps/web/src/index.css).
  ...Object.fromEntries(
    ['400', '700'].map((weight) => [
      `src/assets/fonts/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      {
        file: `assets/noto-sans-devanagari-${weight}-n.woff2`,
        src: `src/assets/fonts/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      },
    ]),
  ),
  // The catalogs (apps/web/src/i18n/catalogs.ts): the shell's and one per public screen, in each language.
  ...Object.fromEntries(
    ['en', 'hi'].flatMap((locale) =>
      ['shell', 'home', 'events', 'event-detail', 'rest'].map((catalog) => [
        `src/locales/${locale}/${catalog}.po`,
        { file: `assets/${locale}-${catalog}.js`, isDynamicEntry: true },
      ]),
    ),
  ),
};

const folders: string[] = [];
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function writeBuild(renderer?: string, contentSources?: object): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-web-'));
  folders.push(distDir);
  mkdirSync(path.join(distDir, '.vite'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(distDir, 'assets', 'home-h.js'), 'export default 1;');
  writeFileSync(path.join(distDir, 'assets', 'index-c.css'), STYLESHEET);
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  if (contentSources) {
    writeFileSync(path.join(distDir, '.vite', 'content-sources.json'), JSON.stringify(contentSources));
  }
  if (renderer) {
    mkdirSync(path.join(distDir, 'server'));
    writeFileSync(path.join(distDir, 'server', 'entry-server.js'), renderer);
  }
  return distDir;
}

/** A renderer that numbers its drawings. */
const COUNTING_RENDERER = `let drawings = 0;
export async function renderPage(url) {
  drawings += 1;
  return '<main data-drawing="' + drawings + '">' + url + '</main>';
}`;

/** A stand-in for the web build's server renderer: draws the URL and the answers it was given. */
const ECHO_RENDERER = `export async function renderPage(url, preloaded, locale) {
  return '<title>Drawn ' + url + '</title><main data-url="' + url + '" data-locale="' + locale + '">' + JSON.stringify(Object.keys(preloaded.answers)) + '</main>';
}`;

/**
 * A renderer like the web build's: React puts the image preloads it found before the screen's <title>, and the app's
 * routes decide which addresses are pages (the catch-all draws the 404 page).
 */
const ROUTED_RENDERER = `// Static segments first, as react-router ranks them.
const ROUTES = ['/', '/events', '/events/create', '/events/:id', '/login'];
export async function renderPage(url) {
  return '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/><title>Drawn ' + url + '</title><main>' + url + '</main>';
}
export function routePatternFor(pathname) {
  return ROUTES.find((route) => new RegExp('^' + route.replace(/:[a-z]+/g, '[^/]+') + '$').test(pathname)) ?? null;
}`;

interface SeenRequest {
  url: string;
  authorization: string | undefined;
  cookie: string | undefined;
}

/** The web app beside a stand-in of the public API that records what it was asked. */
async function buildServer(
  options: {
    slowMs?: number;
    detailPhoto?: boolean;
    renderer?: string;
    catalog?: { title: string };
    contentSources?: object;
    razorpayCheckoutUrl?: string;
  } = {},
) {
  const seen: SeenRequest[] = [];
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) {
      seen.push({
        url: request.url,
        authorization: request.headers.authorization,
        cookie: request.headers.cookie,
      });
    }
  });
  app.get('/api/events', async (request) => {
    if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
    const query = request.query as Record<string, string>;
    return query.page
      ? { events: [{ _id: 'e1', title: 'Paged' }], pagination: { current: 1, pages: 1, total: 1 } }
      : [{ _id: 'e1', title: options.catalog?.title ?? 'A </script><script>alert(1)</script> $& $1 night' }];
  });
  app.get('/api/events/cities', async () => ['Pune', 'Goa']);
  app.get('/api/categories', async () => [{ _id: 'c1', name: 'Music' }]);
  app.get('/api/events/:id', async (request, reply) => {
    if ((request.params as { id: string }).id !== EVENT_ID) {
      return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Event not found' });
    }
    return options.detailPhoto === false
      ? { _id: EVENT_ID, photo: null, photoThumb: null }
      : { _id: EVENT_ID, photo: '/uploads/events/p-large.webp', photoThumb: '/uploads/events/p-thumb.webp' };
  });
  await app.register(webAppPlugin, {
    distDir: writeBuild(options.renderer, options.contentSources),
    razorpayCheckoutUrl: options.razorpayCheckoutUrl,
  });
  await app.ready();
  apps.push(app);
  return { app, seen };
}

/** The JSON the page carries, parsed as the browser's JSON.parse reads it. */
function preloadedAnswers(html: string): { generatedAt: number; answers: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] as string,
  );
}

describe('web app: public pages', () => {
  it("home carries its screen's chunks and the featured events as the API answers them", async () => {
    const { app } = await buildServer();
    const before = Date.now();
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The entry's own imports are in index.html already; the screen's chunks are added once each, and the catalogs
    // of the page's language: the shell's and the screen's.
    expect(modulePreloads(response.body)).toEqual([
      '/assets/react-r.js',
      '/assets/home-h.js',
      '/assets/icons-i.js',
      '/assets/format-f.js',
      '/assets/en-shell.js',
      '/assets/en-home.js',
    ]);
    const preloaded = preloadedAnswers(response.body);
    expect(preloaded?.generatedAt).toBeGreaterThanOrEqual(before);
    expect(preloaded?.answers).toEqual({
      '/events?limit=6&upcoming=true': [
        { _id: 'e1', title: 'A </script><script>alert(1)</script> $& $1 night' },
      ],
    });
  });

  it('no text in an answer can close the script element', async () => {
    const { app } = await buildServer();
    const { body } = await app.inject({ method: 'GET', url: '/' });
    const script = body.slice(body.indexOf('id="preloaded-answers">'));
    expect(script.indexOf('</script>')).toBe(script.indexOf('</script></body>'));
    expect(body).toContain('\\u003c/script>');
  });

  it("answers are the anonymous ones, whatever the visitor's request carried", async () => {
    const { app, seen } = await buildServer();
    await app.inject({
      method: 'GET',
      url: '/',
      headers: { authorization: 'Bearer someones-token', cookie: 'session=abc' },
    });
    const apiCall = seen.find((request) => request.url.startsWith('/api/events'));
    expect(apiCall).toEqual({
      url: '/api/events?limit=6&upcoming=true',
      authorization: undefined,
      cookie: undefined,
    });
  });

  it('the list carries its first page and the filter options; a filtered list only the options', async () => {
    const { app } = await buildServer();
    const plain = preloadedAnswers((await app.inject({ method: 'GET', url: '/events' })).body);
    expect(Object.keys(plain?.answers ?? {})).toEqual([
      '/events?limit=12&page=1&upcoming=true',
      '/events/cities',
      '/categories',
    ]);

    const filtered = await app.inject({ method: 'GET', url: '/events?city=Pune' });
    expect(Object.keys(preloadedAnswers(filtered.body)?.answers ?? {})).toEqual([
      '/events/cities',
      '/categories',
    ]);
    expect(modulePreloads(filtered.body)).toContain('/assets/events-e.js');
    expect(modulePreloads(filtered.body)).toContain('/assets/en-events.js');
  });

  it("an event's page preloads its photo with the srcset and sizes of the page's <img>", async () => {
    const { app } = await buildServer();
    const { body } = await app.inject({ method: 'GET', url: `/events/${EVENT_ID}` });

    expect(body).toContain(
      '<link rel="preload" as="image" href="/uploads/events/p-large.webp" imagesrcset="/uploads/events/p-thumb.webp 640w, ' +
        '/uploads/events/p-large.webp 1600w" imagesizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, 100vw" ' +
        'fetchpriority="high">',
    );
    expect(Object.keys(preloadedAnswers(body)?.answers ?? {})).toEqual([`/events/${EVENT_ID}`]);
  });

  it('an event without a photo preloads none; an unknown event carries no answer and is left to the page', async () => {
    const { app } = await buildServer({ detailPhoto: false });
    const noPhoto = await app.inject({ method: 'GET', url: `/events/${EVENT_ID}` });
    expect(noPhoto.body).not.toContain('as="image"');

    const unknown = await app.inject({ method: 'GET', url: '/events/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(preloadedAnswers(unknown.body)).toBeNull();
    expect(modulePreloads(unknown.body)).toContain('/assets/event-detail-d.js');
    expect(modulePreloads(unknown.body)).toContain('/assets/en-event-detail.js');
  });

  it('a slow API does not hold the page: it comes without the answer', async () => {
    const { app } = await buildServer({ slowMs: 2_000 });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(preloadedAnswers(response.body)).toBeNull();
    expect(modulePreloads(response.body)).toContain('/assets/home-h.js');
  });

  it("with the build's server renderer, the page drawn from the same answers replaces the static header", async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    const { body } = await app.inject({ method: 'GET', url: '/events?sort=soon' });

    expect(body).toContain(
      '<div id="root" data-server-rendered><main data-url="/events?sort=soon" data-locale="en">' +
        '["/events?limit=12&page=1&upcoming=true","/events/cities","/categories"]</main></div>',
    );
    expect(body).toContain('<head><title>Drawn /events?sort=soon</title>');
    // The page paints with its HTML: the stylesheet is in it rather than linked.
    expect(body).toContain(`<style>${STYLESHEET}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
    // ...and its code, downloaded at once, starts after that first paint.
    expect(body).not.toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-a.js">');
    expect(body).toMatch(/requestAnimationFrame\(.*import\("\/assets\/index-a\.js"\)/);
    // Signed-in visitors get the static header back before anything is painted.
    expect(body).toContain(`<template id="app-shell">${SHELL}</template><script>`);
    expect(body).toContain('localStorage.getItem("user")');
    // Nothing is painted before the whole page is parsed (a half-parsed, centred hero would move).
    expect(body).toMatch(/<link rel="expect" href="#app-shell" blocking="render"><\/head>/);
    // Buttons pressed before the app takes the page over are kept for it, from before the body is parsed; the
    // signed-in visitor's fallback, a page drawn afresh, stops that.
    expect(body).toContain(`${EARLY_PRESS_RECORDER}${EARLY_ENTRY_RECORDER}<link rel="expect"`);
    expect(body.indexOf(EARLY_PRESS_RECORDER)).toBeLessThan(body.indexOf('<body>'));
    expect(body).toContain('__replayEarlyPresses();');
    // ...and so are values typed, chosen or ticked.
    expect(body).toContain('__takeEarlyEntries();');
  });

  it('a page is drawn once while the answers stay the same, and again when they change', async () => {
    const catalog = { title: 'Qawwali night' };
    const { app } = await buildServer({ renderer: COUNTING_RENDERER, catalog });
    const drawings = async (url: string) =>
      /data-drawing="(\d+)"/.exec((await app.inject({ method: 'GET', url })).body)?.[1];

    expect(await drawings('/')).toBe('1');
    expect(await drawings('/')).toBe('1');
    expect(await drawings('/events')).toBe('2');
    expect(await drawings(`/events/${EVENT_ID}`)).toBe('3');
    expect(await drawings(`/events/${EVENT_ID}?from=share`)).toBe('4');
    catalog.title = 'Qawwali night (moved)';
    expect(await drawings('/')).toBe('5');
    expect(await drawings('/')).toBe('5');
  });

  it('a renderer that fails leaves the page to the browser, with its answers', async () => {
    const { app } = await buildServer({
      renderer: "export async function renderPage() { throw new Error('boom'); }",
    });
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><!--app-shell-->${SHELL}<!--/app-shell--></div>`);
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(response.body).not.toContain('rel="expect"');
    // A page drawn in the browser has nothing to take over, so no press is held for it.
    expect(response.body).not.toContain('__replayEarlyPresses');
    expect(Object.keys(preloadedAnswers(response.body)?.answers ?? {})).toEqual([
      '/events?limit=6&upcoming=true',
    ]);
  });

  it('other pages get index.html as built; files are served; build output for the server is not', async () => {
    const { app, seen } = await buildServer({ renderer: ECHO_RENDERER });
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toBe(ENGLISH_INDEX_HTML);
    expect(seen).toEqual([]);

    const chunk = await app.inject({ method: 'GET', url: '/assets/home-h.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('isDynamicEntry');
    const renderer = await app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(renderer.body).not.toContain('renderPage');
  });
});

describe('web app: the language of a page (decision 0044)', () => {
  it("a page is drawn in the visitor's chosen language, with its lang, its catalogs preloaded and its head texts", async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    const page = await app.inject({ method: 'GET', url: '/events', headers: { cookie: 'lang=hi' } });

    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('data-locale="hi"');
    // The shell's catalog and the screen's, in Hindi only; no other screen's.
    expect(modulePreloads(page.body).filter((file) => /\/(en|hi)-/.test(file))).toEqual([
      '/assets/hi-shell.js',
      '/assets/hi-events.js',
    ]);
    expect(page.headers.vary).toBe('Cookie, Accept-Language');
    // Its Devanagari faces come with the HTML, so the text is drawn in them at once; an English page has none.
    const fonts = page.body.match(
      /<link rel="preload" href="[^"]+" as="font" type="font\/woff2" crossorigin>/g,
    );
    expect(fonts).toEqual([
      '<link rel="preload" href="/assets/noto-sans-devanagari-400-n.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/noto-sans-devanagari-700-n.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
    const english = await app.inject({ method: 'GET', url: '/events', headers: { cookie: 'lang=en' } });
    expect(english.body).not.toContain('as="font"');
  });

  it("a first visit follows the browser's Accept-Language; the cookie, once chosen, wins over it", async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    const firstVisit = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(firstVisit.body).toContain('<html lang="hi">');
    expect(firstVisit.body).toContain('data-locale="hi"');

    const chosen = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN', cookie: 'lang=en' },
    });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('data-locale="en"');
    expect(modulePreloads(chosen.body)).toContain('/assets/en-shell.js');
    expect(modulePreloads(chosen.body)).toContain('/assets/en-home.js');
  });

  it('a page drawn in the browser gets the lang and its catalog too, and Hindi head texts', async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    const login = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'lang=hi' } });

    expect(login.body).toContain('<html lang="hi">');
    // The shell's catalog only: the screen and its messages are in `rest`, loaded with it.
    expect(modulePreloads(login.body)).toEqual(['/assets/react-r.js', '/assets/hi-shell.js']);
    expect(login.body).toContain('<title>TicketMela — पूरे भारत के इवेंट, टिकट और अनुभव</title>');
  });

  it('the same page in two languages is two drawings', async () => {
    const { app } = await buildServer({ renderer: COUNTING_RENDERER });
    const drawing = async (cookie: string) =>
      /data-drawing="(\d+)"/.exec(
        (await app.inject({ method: 'GET', url: '/', headers: { cookie } })).body,
      )?.[1];

    expect(await drawing('lang=en')).toBe('1');
    expect(await drawing('lang=hi')).toBe('2');
    expect(await drawing('lang=en')).toBe('1');
  });
});

describe('web app: unknown addresses and titles', () => {
  const titles = (html: string) => html.match(/<title>/g)?.length ?? 0;

  it('a drawn page has one <title>, its own, in the head, even when React puts image preloads before it', async () => {
    const { app } = await buildServer({ renderer: ROUTED_RENDERER });
    for (const url of ['/', '/events', `/events/${EVENT_ID}`]) {
      const { body } = await app.inject({ method: 'GET', url });
      expect(titles(body), url).toBe(1);
      expect(body, url).toContain(`<head><title>Drawn ${url}</title>`);
      expect(body, url).toContain('<div id="root" data-server-rendered><link rel="preload" as="image"');
    }
  });

  it("an address no route of the app knows answers 404 with the app's page, which draws its 404 screen", async () => {
    const { app } = await buildServer({ renderer: ROUTED_RENDERER });
    for (const url of ['/nope', '/events/abc/def', '/assets/missing.js', '/login/extra?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(ENGLISH_INDEX_HTML);
      expect(titles(response.body), url).toBe(1);
    }
    expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/events/create' })).statusCode).toBe(200);
  });

  it("an event's address answers 404 when there is no such event or the id cannot be one", async () => {
    const { app } = await buildServer({ renderer: ROUTED_RENDERER });
    expect((await app.inject({ method: 'GET', url: `/events/${EVENT_ID}` })).statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/events/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-server-rendered');
    const notAnId = await app.inject({ method: 'GET', url: '/events/not-an-id' });
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.body).toBe(ENGLISH_INDEX_HTML);
  });

  it('unknown API routes stay JSON 404s', async () => {
    const { app } = await buildServer({ renderer: ROUTED_RENDERER });
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it("without a renderer to ask, every address is the app's (as before)", async () => {
    const { app } = await buildServer();
    expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(200);
  });
});

describe('web app: the stylesheet in the page', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>';

  it('is written in when it refers to nothing by relative address and cannot close its element', () => {
    expect(withInlineStylesheet(page, 'a{color:red}')).toBe('<head><style>a{color:red}</style></head>');
    expect(withInlineStylesheet(page, "b{background:url('/img.png')}")).toContain('<style>');
  });

  it('stays linked otherwise', () => {
    expect(withInlineStylesheet(page, 'b{background:url(marker.png)}')).toBe(page);
    expect(withInlineStylesheet(page, "b{background:url( './marker.png' )}")).toBe(page);
    expect(withInlineStylesheet(page, 'a{content:"</style><script>"}')).toBe(page);
  });
});

/** A policy's directives by name. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Every inline script of the page the browser would run (not a JSON data block), as CSP's 'sha256-...' source. */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !attributes.includes('src=') && !attributes.includes('application/json'))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

describe('web app: Content-Security-Policy (decision 0031)', () => {
  it('every page allows exactly the inline scripts it carries, by hash, and no other inline script', async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    for (const url of ['/', '/events', `/events/${EVENT_ID}`, '/login', '/profile']) {
      const response = await app.inject({ method: 'GET', url });
      const scriptSrc = policyOf(response.headers['content-security-policy']).get('script-src') ?? [];
      expect(scriptSrc.slice(0, 2), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      for (const hash of runnableInlineScripts(response.body)) expect(scriptSrc, url).toContain(hash);
    }
    // A drawn page carries four: the code started after the first paint, the early-press and early-entry recorders,
    // the signed-in visitor's fallback; and the policy names no script that no page of the build carries.
    const drawn = await app.inject({ method: 'GET', url: '/' });
    const hashes = runnableInlineScripts(drawn.body);
    expect(hashes).toHaveLength(4);
    const scriptSrc = policyOf(drawn.headers['content-security-policy']).get('script-src') ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...hashes].sort());
  });

  it('a page drawn in the browser (no renderer) carries no inline script that runs, and the same policy', async () => {
    const { app } = await buildServer();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('id="preloaded-answers"');
    expect(runnableInlineScripts(response.body)).toEqual([]);
  });

  it("by default: OpenStreetMap's tiles, the Nominatim geocoder, this site's images, QR codes and worker", async () => {
    const { app } = await buildServer({ renderer: ECHO_RENDERER });
    const policy = policyOf(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(String(policy.get('script-src'))).not.toMatch(/stripe|google/);
  });

  it("the build's settings decide the rest: Stripe, Google sign-in and maps, another tile server and geocoder", async () => {
    const { app } = await buildServer({
      renderer: ECHO_RENDERER,
      contentSources: {
        apiUrl: '/api',
        mapTileUrl: 'https://tiles.example.in/{z}/{x}/{y}.png',
        geocoderUrl: 'https://geo.example.in/search',
        stripe: true,
        googleSignIn: true,
        googleMaps: true,
      },
    });
    const policy = policyOf(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://accounts.google.com/gsi/client',
        'https://*.googleapis.com',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://accounts.google.com/gsi/',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://geo.example.in',
        'https://api.stripe.com',
        'https://accounts.google.com/gsi/',
      ]),
    );
    expect(policy.get('img-src')).toContain('https://tiles.example.in');
    expect(policy.get('img-src')).not.toContain('https://*.tile.openstreetmap.org');
  });

  it('Razorpay Checkout is allowed only when the server pays through Razorpay: its script, frames and calls', async () => {
    const without = policyOf(
      (await (await buildServer()).app.inject({ method: 'GET', url: '/' })).headers[
        'content-security-policy'
      ],
    );
    expect(JSON.stringify([...without.values()])).not.toContain('razorpay');
    const { app } = await buildServer({
      razorpayCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const policy = policyOf(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(policy.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(['https://checkout.razorpay.com', 'https://api.razorpay.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://checkout.razorpay.com', 'https://api.razorpay.com']),
    );
  });

  it("the build's files carry the policy too (it governs the door's service worker); the list is not served", async () => {
    const { app } = await buildServer({ contentSources: { stripe: true } });
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(policyOf(worker.headers['content-security-policy']).get('connect-src')).toContain(
      'https://api.stripe.com',
    );
    const sources = await app.inject({ method: 'GET', url: '/.vite/content-sources.json' });
    expect(sources.body).not.toContain('stripe');
  });
});
