import path from 'node:path';
import type { DatabaseTarget } from '../apps/api/src/db/client';
import { createDatabase, dropDatabase } from '../apps/api/test/scale-out/cluster';

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
  const url = await createDatabase(serverUrl, name);
  return {
    target: { kind: 'postgres', url, poolSize: 5 } as DatabaseTarget,
    env: { DATABASE_URL: url },
    drop: () => dropDatabase(serverUrl, name),
  };
}
