import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface UploadsPluginOptions {
  uploadsDir: string;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves stored images (lib/images.ts) at /uploads/. Every file name is a fresh UUID and files are
 * never rewritten, so they are cached for a year as immutable. The folder is created when missing,
 * so uploads written after start are served at once (wildcard route, not a startup file list).
 * decorateReply is off: the web-app plugin registers the other @fastify/static instance.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, options: UploadsPluginOptions) => {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
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
  },
  { name: 'uploads' },
);
