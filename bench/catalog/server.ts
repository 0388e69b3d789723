/**
 * The API under test, in a process of its own (so the load generator does not share its thread): the app of the
 * checkout at BENCH_APP_ROOT (this one by default; an older commit's worktree to measure "before" in the same run)
 * on the database at DATABASE_URL, or the PGlite folder under DATA_DIR, plus three bench-only routes:
 *
 *   GET /bench/trivial   { ok: true }: the baseline every figure is a ratio to
 *   GET /bench/db-floor  one prepared `select 1` through the API's pool: the least any read of the database costs
 *   GET /bench/stats     database statements sent so far (every pg client query: each one a round trip) and
 *                        this process's CPU time (µs)
 *   GET /bench/clock     the monotonic clock in µs, the clock CPU profiles are stamped with
 *
 * Started by bench/catalog-load.ts and bench/catalog/profile.ts; prints `listening <address>` when ready and
 * stops on SIGTERM (closing cleanly so a --cpu-prof profile is written).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(
  process.env.BENCH_APP_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'),
);

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const appModule = await import(pathToFileURL(path.join(root, 'apps/api/src/app.ts')).href);
const configModule = await import(pathToFileURL(path.join(root, 'apps/api/src/config.ts')).href);
const clientModule = await import(pathToFileURL(path.join(root, 'apps/api/src/db/client.ts')).href);
const statementModule = await import(pathToFileURL(path.join(root, 'apps/api/src/db/statement.ts')).href);

const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-server-'));
const config = configModule.loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'b'.repeat(40),
  QR_SECRET: 'q'.repeat(40),
  HOLD_SWEEP_INTERVAL_SECONDS: '0',
});
const database = await clientModule.openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
);
const app = await appModule.buildApp({ config, database, logger: false });
app.get('/bench/trivial', async () => ({ ok: true }));
const SELECT_ONE = statementModule.defineStatement('bench_select_one', [], 'select 1 as one');
app.get('/bench/db-floor', async () => {
  const [row] = await statementModule.runStatement(database.db, SELECT_ONE, {});
  return { ok: row.one === 1 };
});
app.get('/bench/stats', async () => {
  const cpu = process.cpuUsage();
  return { statements, cpuMicros: cpu.user + cpu.system };
});
app.get('/bench/clock', async () => ({ micros: Number(process.hrtime.bigint() / 1000n) }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${address}`);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
