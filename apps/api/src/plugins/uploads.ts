import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type ImageStorage,
  type S3ImageStorage,
  STORED_IMAGE_CACHE_CONTROL,
  STORED_IMAGE_CONTENT_TYPE,
} from '../lib/image-storage/image-storage';

export interface UploadsPluginOptions {
  storage: ImageStorage;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves stored images (lib/images.ts) at /uploads/<key>. Every name is a fresh UUID and objects are never
 * rewritten, so they are cached for a year as immutable, and never sniffed as another type. Stored paths are the
 * same whichever storage holds the images (decision 0026).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: UploadsPluginOptions) => {
    const { storage } = options;
    if (storage.kind === 'disk') await serveFolder(app, storage.directory);
    else serveBucket(app, storage);
  },
  { name: 'uploads' },
);

/**
 * The folder (UPLOADS_DIR) through @fastify/static. The folder is created when missing, so uploads written after
 * start are served at once (wildcard route, not a startup file list). decorateReply is off: the web-app plugin
 * registers the other @fastify/static instance.
 */
async function serveFolder(app: FastifyInstance, directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: '/uploads/',
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'ignore',
    // send() writes exactly: cache-control: public, max-age=31536000, immutable
    cacheControl: true,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    // Uploads are images only; never let a browser guess another type.
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/**
 * The bucket (S3_BUCKET), proxied: each request streams its object from the bucket, with the object's ETag and
 * length; a matching If-None-Match is answered 304 by the bucket's own comparison. Only keys of the shape the image
 * pipeline writes are looked up (the storage answers `missing` for any other), so nothing else in the bucket is
 * reachable, and a missing object is the app's ordinary 404. The type is always image/webp, whatever an object says.
 */
function serveBucket(app: FastifyInstance, storage: S3ImageStorage): void {
  // HEAD declared here, not Fastify's generated twin, which would download the whole object to discard it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) =>
      sendObject(storage, request, reply),
  });
}

async function sendObject(
  storage: S3ImageStorage,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const read = await storage.read(request.params['*'], { ifNoneMatch: request.headers['if-none-match'] });
  if (read.status === 'missing') {
    reply.callNotFound();
    return reply;
  }
  reply.header('cache-control', STORED_IMAGE_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
  if (read.status === 'not-modified') return reply.code(304).header('etag', read.etag).send();
  const { object } = read;
  reply.type(STORED_IMAGE_CONTENT_TYPE);
  if (object.etag) reply.header('etag', object.etag);
  if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
  if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
  if (request.method === 'HEAD') {
    object.body.destroy();
    return reply.send();
  }
  return reply.send(object.body);
}
