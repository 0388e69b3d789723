import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(
  options: {
    /** PostgreSQL only: reach the server through this local port (a proxy the test controls). */
    throughPort?: number;
    timeouts?: DatabaseTimeouts;
  } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

  const name = `ticketmela_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (options.throughPort) {
    url.hostname = '127.0.0.1';
    url.port = String(options.throughPort);
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 20,
    timeouts: options.timeouts,
  });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
