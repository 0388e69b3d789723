import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@ticketmela/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeOfRequest } from '../lib/request-locale';
import { inlineScriptHashes, pageContentSecurityPolicy, readContentSources } from './web-app-content-policy';
import { DrawnPages } from './web-app-drawn-pages';
import { languagePreloads, withPageLanguage } from './web-app-locale';
import { readManifest, screenChunkFiles } from './web-app-manifest';
import { pageStatus } from './web-app-page-status';
import {
  answerKey,
  eventPhotoPreload,
  modulePreloads,
  type PublicPage,
  preloadedAnswersScript,
  publicPageFor,
  stylesheetPath,
  withEntryAfterFirstPaint,
  withInjected,
  withInlineStylesheet,
  withServerRenderedPage,
} from './web-app-public-pages';

/** A page waits at most this long for its preloaded answers; a slower one is left to the page to ask for. */
const ANSWERS_WAIT_MS = 300;
/** A page drawn on the server is reused for this long while the API gives the same answers (web-app-drawn-pages.ts). */
const DRAWN_PAGE_MAX_AGE_MS = 10_000;
/** At most this many drawn pages are kept (the oldest goes first). */
const DRAWN_PAGES_KEPT = 500;
/** The web build's server renderer, built by `vite build --ssr` into dist/server/. */
const SERVER_RENDERER = path.join('server', 'entry-server.js');
/** Build output that is not for the browser: the server renderer and Vite's manifest. */
const NOT_FOR_BROWSERS = /^\/(server|\.vite)(\/|$)/;

/** The web build's server renderer (apps/web/src/entry-server.tsx). */
type RenderPage = (
  url: string,
  preloaded: { generatedAt: number; answers: Record<string, unknown> },
  locale: Locale,
) => Promise<string>;
/** The route the web app shows for a path ('/events/:id'), or null when it shows its 404 screen (entry-server.tsx). */
type RoutePatternFor = (pathname: string) => string | null;

interface Renderer {
  renderPage: RenderPage;
  routePatternFor: RoutePatternFor | null;
}

/** The API's own answer to one public GET: its status, and its JSON text when it is a 200. */
interface PublicAnswer {
  status: number | null;
  body: string | null;
}

interface Build {
  builtAt: number;
  html: string;
  manifest: ReturnType<typeof readManifest>;
  renderPage: RenderPage | null;
  routePatternFor: RoutePatternFor | null;
  /** index.html for pages the server draws: the stylesheet in it, the code started after the first paint. */
  drawnPageHtml: string;
  /** The pages' Content-Security-Policy: every inline script any page of this build carries, by hash. */
  contentSecurityPolicy: string;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached without asking again,
 * and every non-API GET that is not a file falls back to index.html so client routes survive reload. The public
 * pages (home, the list, an event's page) get index.html with their chunks, first API answers and photo preloaded
 * (web-app-public-pages.ts).
 */
export interface WebAppOptions {
  distDir: string;
  /** With Razorpay as the payment provider: its Checkout script's address, which the pages' policy allows. */
  razorpayCheckoutUrl?: string;
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.distDir}; serving the API only`);
    return;
  }
  /** The policy the build's files are served with; it governs the door's service worker (sw.js). */
  const startHtml = readFileSync(indexFile, 'utf8');
  let staticFilesPolicy = contentPolicyFor(startHtml, drawnPageTemplate(startHtml));
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => !NOT_FOR_BROWSERS.test(pathName),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('content-security-policy', staticFilesPolicy);
    },
  });

  /** The build's server renderer, or null without one (an older build: the page is drawn in the browser). */
  async function loadRenderer(): Promise<Renderer | null> {
    const file = path.join(options.distDir, SERVER_RENDERER);
    if (!existsSync(file)) return null;
    try {
      const module = (await import(pathToFileURL(file).href)) as {
        renderPage?: unknown;
        routePatternFor?: unknown;
      };
      if (typeof module.renderPage !== 'function') return null;
      return {
        renderPage: module.renderPage as RenderPage,
        routePatternFor:
          typeof module.routePatternFor === 'function' ? (module.routePatternFor as RoutePatternFor) : null,
      };
    } catch (error) {
      app.log.error(
        { err: error },
        'Could not load the web build server renderer; pages are drawn in the browser',
      );
      return null;
    }
  }

  const drawnPages = new DrawnPages(DRAWN_PAGE_MAX_AGE_MS, DRAWN_PAGES_KEPT);
  const startBuiltAt = statSync(indexFile).mtimeMs;
  const renderer = loadRenderer();
  let build: Promise<Build> | null = null;
  /**
   * The build as it is now: read again when it changes (a rebuild while the server runs), so the HTML and the chunk
   * list agree. An imported module cannot be imported afresh, so after a rebuild the renderer (the old build's) is no
   * longer used, and pages are drawn in the browser until the server restarts.
   */
  async function currentBuild(): Promise<Build> {
    const builtAt = statSync(indexFile).mtimeMs;
    const known = await build;
    if (known?.builtAt === builtAt) return known;
    if (builtAt !== startBuiltAt)
      app.log.warn('The web app was rebuilt: restart the server to draw pages on it');
    build = renderer.then((loaded) => {
      const isStartBuild = builtAt === startBuiltAt;
      const html = readFileSync(indexFile, 'utf8');
      const drawnPageHtml = drawnPageTemplate(html);
      const contentSecurityPolicy = contentPolicyFor(html, drawnPageHtml);
      staticFilesPolicy = contentSecurityPolicy;
      return {
        builtAt,
        html,
        manifest: readManifest(options.distDir),
        renderPage: isStartBuild ? (loaded?.renderPage ?? null) : null,
        routePatternFor: isStartBuild ? (loaded?.routePatternFor ?? null) : null,
        drawnPageHtml,
        contentSecurityPolicy,
      };
    });
    return build;
  }

  /**
   * The policy of every page of a build (decision 0031): the hashes of the inline scripts of index.html and of a
   * drawn page as withServerRenderedPage assembles it (the entry starter, the early-press and early-entry recorders, the signed-in
   * fallback), computed from that HTML, and the other sites the build was configured to load.
   */
  function contentPolicyFor(html: string, drawnPageHtml: string): string {
    const hashes = [
      ...inlineScriptHashes(html),
      ...inlineScriptHashes(withServerRenderedPage(drawnPageHtml, '')),
    ];
    return pageContentSecurityPolicy(
      { ...readContentSources(options.distDir), razorpayCheckoutUrl: options.razorpayCheckoutUrl ?? null },
      [...new Set(hashes)],
    );
  }

  function drawnPageTemplate(html: string): string {
    const sitePath = stylesheetPath(html);
    const file = sitePath ? path.join(options.distDir, sitePath) : null;
    const css = file?.startsWith(options.distDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
    return withEntryAfterFirstPaint(css ? withInlineStylesheet(html, css) : html);
  }

  /** The API's own anonymous answer to one public GET; no body if it fails or is not a 200, nothing if not in time. */
  async function publicAnswer(url: string): Promise<PublicAnswer> {
    const answer = app
      .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      .then((response) => ({
        status: response.statusCode,
        body:
          response.statusCode === 200 && String(response.headers['content-type']).includes('application/json')
            ? response.body
            : null,
      }))
      .catch(() => ({ status: null, body: null }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<PublicAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ status: null, body: null }), ANSWERS_WAIT_MS);
    });
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The page's HTML, and the status of the API's answer about what it shows (its `subject`), if it has one. */
  async function renderPublicPage(
    page: PublicPage,
    url: string,
    locale: Locale,
    log: FastifyBaseLogger,
  ): Promise<{ html: string; subjectStatus?: number }> {
    const build = await currentBuild();
    const { manifest, renderPage } = build;
    const html = withPageLanguage(build.html, locale);
    const drawnPageHtml = withPageLanguage(build.drawnPageHtml, locale);
    const generatedAt = Date.now();
    const replies = await Promise.all(page.calls.map((call) => publicAnswer(`/api${answerKey(call)}`)));
    const answers = new Map<string, string>();
    let subjectStatus: number | undefined;
    page.calls.forEach((call, index) => {
      const reply = replies[index];
      if (reply?.body) answers.set(answerKey(call), reply.body);
      if (call === page.subject) subjectStatus = reply?.status ?? undefined;
    });
    const photoAnswer = page.photoFrom ? answers.get(answerKey(page.photoFrom)) : undefined;
    const head =
      (photoAnswer ? eventPhotoPreload(JSON.parse(photoAnswer) as Record<string, string | null>) : '') +
      modulePreloads(screenChunkFiles(manifest, page.screen)) +
      languagePreloads(manifest, locale, page.catalog);
    const answersScript = preloadedAnswersScript(answers, generatedAt);
    if (!renderPage) return { html: withInjected(html, head, answersScript), subjectStatus };
    try {
      const answersText = [...answers].map(([key, body]) => `${key}\n${body}`).join('\n');
      const pageHtml = await drawnPages.draw(`${locale} ${url}`, answersText, () => {
        const parsed = Object.fromEntries(
          [...answers].map(([key, body]) => [key, JSON.parse(body) as unknown]),
        );
        return renderPage(url, { generatedAt, answers: parsed }, locale);
      });
      return {
        html: withServerRenderedPage(withInjected(drawnPageHtml, head, answersScript), pageHtml),
        subjectStatus,
      };
    } catch (error) {
      log.error({ err: error }, 'Could not draw a public page on the server; it is drawn in the browser');
      return { html: withInjected(html, head, answersScript), subjectStatus };
    }
  }

  app.get('/*', async (request, reply) => {
    const [url = '/', search = ''] = request.url.split('?');
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(options.distDir, path.normalize(url));
    const isPublicFile = url !== '/' && !NOT_FOR_BROWSERS.test(url) && candidate.startsWith(options.distDir);
    if (isPublicFile && existsSync(candidate)) {
      return reply.sendFile(path.relative(options.distDir, candidate));
    }
    reply.header('cache-control', 'no-cache');
    // The page is drawn in the visitor's language: a cache keeps one copy per cookie and browser language.
    reply.header('vary', 'Cookie, Accept-Language');
    const locale = localeOfRequest(request);
    const page = request.method === 'GET' ? publicPageFor(url, new URLSearchParams(search)) : null;
    const { contentSecurityPolicy, routePatternFor, html: appHtml, manifest } = await currentBuild();
    reply.header('content-security-policy', contentSecurityPolicy);
    const routePattern = routePatternFor ? routePatternFor(url) : undefined;
    if (!page) {
      return reply
        .code(pageStatus({ routePattern, pathname: url }))
        .type('text/html; charset=utf-8')
        .send(withInjected(withPageLanguage(appHtml, locale), languagePreloads(manifest, locale), ''));
    }
    const { html, subjectStatus } = await renderPublicPage(page, request.url, locale, request.log);
    return reply
      .code(pageStatus({ routePattern, pathname: url, subjectStatus }))
      .type('text/html; charset=utf-8')
      .send(html);
  });
});
