/**
 * What the catalog benchmarks share: a throwaway database seeded with the catalogue, the API under test in its own
 * process (bench/catalog/server.ts), the scenarios, and one autocannon run measured with the server's statements
 * and CPU time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { and, asc, eq, gte } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { categories, events } from '../../apps/api/src/db/schema';
import { backendCpu, backendCpuSpent } from '../flash-sale/api-process';
import { seedCatalog } from './seed';
import { seedBookings } from './seed-bookings';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server process needs to open it. */
  env: Record<string, string>;
  /** A category id and upcoming event ids, for the scenarios. */
  categoryId: string;
  eventIds: string[];
  drop(): Promise<void>;
}

/** Seeding a million events is one statement of a minute or more: no timeout of the API's applies. */
const SEEDING_TIMEOUTS = { connectMs: 5000, statementMs: 0, queryMs: 0 };

/** A fresh database (on BENCH_DATABASE_URL's server, else a PGlite folder) holding `eventCount` events. */
export async function createBenchDatabase(
  eventCount: number,
  bookings?: { bookingCount: number; bigEventBookings: number },
): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-'));
  let url: string | undefined;
  let dropServerDatabase = async () => {};
  if (serverUrl) {
    const name = `ticketmela_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropServerDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const handle = await openDatabase(
    url
      ? { kind: 'postgres', url, timeouts: SEEDING_TIMEOUTS }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
  );
  const started = performance.now();
  await seedCatalog(handle.db, eventCount);
  if (bookings) {
    const bookingsStarted = performance.now();
    await seedBookings(handle.db, bookings);
    console.log(
      `seeded ${bookings.bookingCount} bookings (${bookings.bigEventBookings} on the big event) in ${Math.round(performance.now() - bookingsStarted)} ms`,
    );
  }
  const [category] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
  const upcoming = await handle.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.cancelled, false), gte(events.date, new Date(Date.now() + 86_400_000))))
    .orderBy(asc(events.date))
    .limit(1000);
  console.log(
    `seeded ${eventCount} events on ${handle.kind} in ${Math.round(performance.now() - started)} ms`,
  );
  if (url) {
    // Fresh statistics and no dead rows, so every server sees the same planner inputs.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  await handle.close();
  return {
    kind: url ? 'postgres' : 'pglite',
    env: url ? { DATABASE_URL: url } : { DATA_DIR: dataDir },
    categoryId: category!.id,
    eventIds: upcoming.map((row) => row.id),
    drop: async () => {
      await dropServerDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerVariant {
  /** Printed in the tables. */
  label: string;
  /** The checkout whose app runs (BENCH_APP_ROOT). */
  appRoot: string;
  /** Extra environment (e.g. CATALOG_CACHE_TTL_MS=0). */
  env?: Record<string, string>;
}

export interface RunningServer {
  address: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(
  variant: ServerVariant,
  database: BenchDatabase,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(repoRoot, 'bench', 'catalog', 'server.ts')],
    {
      cwd: variant.appRoot,
      env: { ...process.env, ...database.env, ...variant.env, BENCH_APP_ROOT: variant.appRoot },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const address = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^listening (\S+)/.exec(line);
      if (match) resolve(match[1]!);
      else console.log(`[${variant.label}] ${line}`);
    });
    child.on('exit', (code) => reject(new Error(`the ${variant.label} server exited (${code})`)));
  });
  return {
    address,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Scenario {
  key: string;
  label: string;
  /** One path, or several that each connection goes through in turn. */
  paths: string[];
}

export function catalogScenarios(database: BenchDatabase): Scenario[] {
  const detailId = database.eventIds[0]!;
  const cityPrice = '/api/events?upcoming=true&city=Pune&maxPrice=1500';
  return [
    { key: 'trivial', label: 'trivial route (baseline)', paths: ['/bench/trivial'] },
    { key: 'db-floor', label: 'floor: one prepared select 1', paths: ['/bench/db-floor'] },
    { key: 'home', label: 'home: upcoming, limit 6', paths: ['/api/events?upcoming=true&limit=6'] },
    {
      key: 'list-all',
      label: 'list: no filter, page 1 (the web)',
      paths: ['/api/events?upcoming=true&page=1&limit=12'],
    },
    {
      key: 'list',
      label: 'list: city + maxPrice, page 1 (the web)',
      paths: [`${cityPrice}&page=1&limit=12`],
    },
    {
      key: 'search',
      label: 'list: search, page 1',
      paths: ['jazz', 'night 12', 'mela', 'retro live'].map(
        (word) => `/api/events?upcoming=true&search=${encodeURIComponent(word)}&page=1&limit=12`,
      ),
    },
    { key: 'list-full', label: 'list: city + maxPrice, unpaged', paths: [cityPrice] },
    { key: 'detail', label: 'detail: one event', paths: [`/api/events/${detailId}`] },
    {
      key: 'detail-many',
      label: `detail: ${database.eventIds.length} events in turn`,
      paths: database.eventIds.map((id) => `/api/events/${id}`),
    },
    { key: 'categories', label: 'categories', paths: ['/api/categories'] },
    { key: 'cities', label: 'cities', paths: ['/api/events/cities'] },
  ];
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
  /** Database statements (round trips) per request, counted in the server. */
  statementsPerRequest: number;
  /** The server's CPU time per request, ms. */
  cpuMsPerRequest: number;
  /** CPU time of the PostgreSQL backends serving the server's pool per request, ms (NaN on PGlite). */
  databaseCpuMsPerRequest: number;
}

const backendWatchers = new Map<string, pg.Pool>();

/** CPU of the backends connected to the database at `url` (PostgreSQL only), by pid. */
async function databaseBackends(url: string | undefined): Promise<Map<number, number> | undefined> {
  if (!url) return undefined;
  let pool = backendWatchers.get(url);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    backendWatchers.set(url, pool);
  }
  return backendCpu(pool, new URL(url).pathname.slice(1));
}

/** Closes the pools that watched the backends' CPU (call once the benchmark is done). */
export async function stopWatchingBackends(): Promise<void> {
  await Promise.all([...backendWatchers.values()].map((pool) => pool.end()));
  backendWatchers.clear();
}

async function serverStats(address: string): Promise<{ statements: number; cpuMicros: number }> {
  const response = await fetch(`${address}/bench/stats`);
  return (await response.json()) as { statements: number; cpuMicros: number };
}

export async function drive(
  address: string,
  scenario: Scenario,
  options: { seconds: number; connections: number; databaseUrl?: string },
): Promise<Figures> {
  const backendsBefore = await databaseBackends(options.databaseUrl);
  const before = await serverStats(address);
  const result = await autocannon({
    url: address,
    connections: options.connections,
    duration: options.seconds,
    requests: scenario.paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  const after = await serverStats(address);
  const backendsAfter = await databaseBackends(options.databaseUrl);
  const total = Math.max(result.requests.total, 1);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / total),
    errors: result.errors + result.non2xx,
    // The stats request itself is one trivial request with no statement; the few it adds are negligible.
    statementsPerRequest: (after.statements - before.statements) / total,
    cpuMsPerRequest: (after.cpuMicros - before.cpuMicros) / 1000 / total,
    databaseCpuMsPerRequest:
      backendsBefore && backendsAfter ? backendCpuSpent(backendsBefore, backendsAfter) / total : Number.NaN,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
