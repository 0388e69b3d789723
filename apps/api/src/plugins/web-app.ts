import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readManifest, screenChunkFiles } from './web-app-manifest';
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
/** The web build's server renderer, built by `vite build --ssr` into dist/server/. */
const SERVER_RENDERER = path.join('server', 'entry-server.js');
/** Build output that is not for the browser: the server renderer and Vite's manifest. */
const NOT_FOR_BROWSERS = /^\/(server|\.vite)(\/|$)/;

/** The web build's server renderer (apps/web/src/entry-server.tsx). */
type RenderPage = (
  url: string,
  preloaded: { generatedAt: number; answers: Record<string, unknown> },
) => Promise<string>;

interface Build {
  builtAt: number;
  html: string;
  manifest: ReturnType<typeof readManifest>;
  renderPage: RenderPage | null;
  /** The app's stylesheet, for pages the server draws. */
  css: string | null;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached without asking again,
 * and every non-API GET that is not a file falls back to index.html so client routes survive reload. The public
 * pages (home, the list, an event's page) get index.html with their chunks, first API answers and photo preloaded
 * (web-app-public-pages.ts).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.distDir}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => !NOT_FOR_BROWSERS.test(pathName),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  /** The build's server renderer, or null without one (an older build: the page is drawn in the browser). */
  async function loadRenderer(): Promise<RenderPage | null> {
    const file = path.join(options.distDir, SERVER_RENDERER);
    if (!existsSync(file)) return null;
    try {
      const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
      return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null;
    } catch (error) {
      app.log.error(
        { err: error },
        'Could not load the web build server renderer; pages are drawn in the browser',
      );
      return null;
    }
  }

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
    build = renderer.then((renderPage) => {
      const html = readFileSync(indexFile, 'utf8');
      return {
        builtAt,
        html,
        manifest: readManifest(options.distDir),
        renderPage: builtAt === startBuiltAt ? renderPage : null,
        css: readStylesheet(stylesheetPath(html)),
      };
    });
    return build;
  }

  function readStylesheet(sitePath: string | null): string | null {
    if (!sitePath) return null;
    const file = path.join(options.distDir, sitePath);
    return file.startsWith(options.distDir) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  /** The API's own anonymous answer to one public GET, as JSON text; null if it fails or is not a 200 in time. */
  async function publicAnswer(url: string): Promise<string | null> {
    const answer = app
      .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
      .then((response) =>
        response.statusCode === 200 && String(response.headers['content-type']).includes('application/json')
          ? response.body
          : null,
      )
      .catch(() => null);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ANSWERS_WAIT_MS);
    });
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function renderPublicPage(page: PublicPage, url: string, log: FastifyBaseLogger): Promise<string> {
    const { html, manifest, renderPage, css } = await currentBuild();
    const generatedAt = Date.now();
    const bodies = await Promise.all(page.calls.map((call) => publicAnswer(`/api${answerKey(call)}`)));
    const answers = new Map<string, string>();
    page.calls.forEach((call, index) => {
      const body = bodies[index];
      if (body) answers.set(answerKey(call), body);
    });
    const photoAnswer = page.photoFrom ? answers.get(answerKey(page.photoFrom)) : undefined;
    const head =
      (photoAnswer ? eventPhotoPreload(JSON.parse(photoAnswer) as Record<string, string | null>) : '') +
      modulePreloads(screenChunkFiles(manifest, page.screen));
    const withHints = withInjected(html, head, preloadedAnswersScript(answers, generatedAt));
    if (!renderPage) return withHints;
    try {
      const parsed = Object.fromEntries(
        [...answers].map(([key, body]) => [key, JSON.parse(body) as unknown]),
      );
      const drawn = withServerRenderedPage(
        withHints,
        await renderPage(url, { generatedAt, answers: parsed }),
      );
      return withEntryAfterFirstPaint(css ? withInlineStylesheet(drawn, css) : drawn);
    } catch (error) {
      log.error({ err: error }, 'Could not draw a public page on the server; it is drawn in the browser');
      return withHints;
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
    const page = request.method === 'GET' ? publicPageFor(url, new URLSearchParams(search)) : null;
    if (!page) return reply.sendFile('index.html');
    return reply
      .type('text/html; charset=utf-8')
      .send(await renderPublicPage(page, request.url, request.log));
  });
});
