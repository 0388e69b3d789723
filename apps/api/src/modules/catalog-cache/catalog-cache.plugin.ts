import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogCache } from './catalog-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An anonymous GET of this route may be answered from the catalog cache (docs/decisions/0020). */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    /** The cache's generation when this request missed it (its answer may be kept); -1 when it may not. */
    catalogCacheGeneration: number;
  }
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogCachePluginOptions {
  ttlMs: number;
  maxBytes: number;
}

/**
 * Anonymous catalog reads (routes with `config.catalogCache`) are answered from a short-lived in-process cache, and
 * every successful write to the API empties it. Registered after helmet (its headers are set on every answer) and
 * before compression (the cache keeps the JSON text; each answer is compressed for its client as usual).
 *
 * - Only GETs without an Authorization header: a signed-in request always reads the database, so nobody is ever
 *   answered with what was computed for somebody else.
 * - Any 2xx answer to a POST, PUT, PATCH or DELETE under /api (bookings, cancellations, payments, event and category
 *   writes, ...) empties the cache before that answer leaves, so its client's next read is fresh. Writes the
 *   process does not answer (the hold sweeper giving seats back, another API process) are seen within the TTL.
 * - A seat count read from here is at most TTL old and decides nothing: the purchase path counts on the database.
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, options: CatalogCachePluginOptions) => {
  const cache = new CatalogCache(options);
  app.decorate('catalogCache', cache);
  app.decorateRequest('catalogCacheGeneration', -1);

  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || request.method !== 'GET' || !request.routeOptions.config.catalogCache) return;
    if (request.headers.authorization !== undefined) return;
    const hit = cache.get(request.url);
    if (!hit) {
      request.catalogCacheGeneration = cache.generation;
      reply.header('x-catalog-cache', 'miss');
      return;
    }
    reply.header('x-catalog-cache', 'hit');
    reply.header('content-type', hit.contentType);
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (!SAFE_METHODS.has(request.method)) {
      if (status >= 200 && status < 300 && request.url.startsWith('/api/')) cache.clear();
      return payload;
    }
    if (request.catalogCacheGeneration >= 0 && status === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(request.url, payload, contentType, request.catalogCacheGeneration);
    }
    return payload;
  });
});
