import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readManifest, screenChunkFiles } from './web-app-manifest';
import {
  answerKey,
  eventPhotoPreload,
  modulePreloads,
  type PublicPage,
  preloadedAnswersScript,
  publicPageFor,
  withInjected,
} from './web-app-public-pages';

/** A page waits at most this long for its preloaded answers; a slower one is left to the page to ask for. */
const ANSWERS_WAIT_MS = 300;

interface Build {
  builtAt: number;
  html: string;
  manifest: ReturnType<typeof readManifest>;
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
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Read again whenever the build changes (a rebuild while the server runs), so the HTML and the chunk list agree.
  let build: Build | null = null;
  function currentBuild(): Build {
    const builtAt = statSync(indexFile).mtimeMs;
    if (build?.builtAt !== builtAt) {
      build = { builtAt, html: readFileSync(indexFile, 'utf8'), manifest: readManifest(options.distDir) };
    }
    return build;
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

  async function renderPublicPage(page: PublicPage): Promise<string> {
    const { html, manifest } = currentBuild();
    const generatedAt = Date.now();
    const bodies = await Promise.all(page.calls.map((call) => publicAnswer(`/api${answerKey(call)}`)));
    const answers = new Map<string, string>();
    page.calls.forEach((call, index) => {
      const body = bodies[index];
      if (body) answers.set(answerKey(call), body);
    });
    const photoAnswer = page.photoFrom ? answers.get(answerKey(page.photoFrom)) : undefined;
    const head =
      (photoAnswer ? eventPhotoPreload(JSON.parse(photoAnswer)) : '') +
      modulePreloads(screenChunkFiles(manifest, page.screen));
    return withInjected(html, head, preloadedAnswersScript(answers, generatedAt));
  }

  app.get('/*', async (request, reply) => {
    const [url = '/', search = ''] = request.url.split('?');
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(options.distDir, path.normalize(url));
    // Dot folders hold build metadata (.vite/manifest.json), not files for the browser.
    const isPublicFile = url !== '/' && !/(^|\/)\./.test(url) && candidate.startsWith(options.distDir);
    if (isPublicFile && existsSync(candidate)) {
      return reply.sendFile(path.relative(options.distDir, candidate));
    }
    reply.header('cache-control', 'no-cache');
    const page = request.method === 'GET' ? publicPageFor(url, new URLSearchParams(search)) : null;
    if (!page) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(await renderPublicPage(page));
  });
});
