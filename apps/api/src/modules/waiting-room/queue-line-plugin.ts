import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { postgresQueueLine, type QueueLine } from './queue-line';
import { redisQueueLine } from './queue-line-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the waiting rooms' lines are kept: Redis when REDIS_URL is set, else PostgreSQL (decision 0049). */
    queueLine: QueueLine;
  }
}

/** The draw of a long line sends every place in one script call: more than a command's usual second. */
const LINE_COMMAND_TIMEOUT_MS = 10_000;

export const queueLinePlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  if (!options.config.redisUrl) {
    app.decorate('queueLine', postgresQueueLine);
    return;
  }
  const redis = new Redis(options.config.redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: LINE_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error: Error) =>
    app.log.warn({ err: error }, 'redis unavailable for the waiting rooms'),
  );
  app.decorate('queueLine', redisQueueLine(redis));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
});
