import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../apps/api/src/db/client';

/**
 * A bench's own database: a fresh PGlite folder in `dataDir`, or, with BENCH_DATABASE_URL, a throwaway database on
 * that server named BENCH_DATABASE_NAME or `defaultName`. `env` is what the API process needs to use it.
 */
export async function benchDatabase(dataDir: string, defaultName: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    return {
      target: { kind: 'pglite', dir: path.join(dataDir, 'pglite') } as DatabaseTarget,
      env: {} as Record<string, string>,
      drop: async () => {},
    };
  }
  const name = process.env.BENCH_DATABASE_NAME ?? defaultName;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 } as DatabaseTarget,
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
