import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp(async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
  app.decorate('database', options.handle);
  app.decorate('db', options.handle.db);
});
