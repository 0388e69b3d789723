import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that is not a file falls back to index.html so client routes survive reload.
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
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(options.distDir, path.normalize(url));
    if (candidate.startsWith(options.distDir) && url !== '/' && existsSync(candidate)) {
      return reply.sendFile(path.relative(options.distDir, candidate));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
