/**
 * CPU profiles of the catalog reads: for each scenario, the API (bench/catalog/server.ts) runs under
 * `node --cpu-prof`, is warmed up, then driven by autocannon; the profile's samples of the measured window only
 * are summarized (bench/catalog/profile-summary.ts) next to the requests/s, the database statements (round trips)
 * and API CPU per request.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/catalog/profile.ts
 *   BENCH_APP_ROOT=/tmp/before ...        profile another checkout (the commit before a change)
 *   BENCH_SCENARIOS=home,list,detail BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_EVENTS=10000
 *   BENCH_SERVER_ENV=CATALOG_CACHE_TTL_MS=0   extra environment for the server
 *   BENCH_PROFILE_DIR=/tmp/profiles       where the .cpuprofile files are kept (open them in Chrome DevTools)
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogScenarios, createBenchDatabase, drive, repoRoot, startServer } from './harness';
import { formatSummary, summarizeProfile } from './profile-summary';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 10_000);
const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? repoRoot);
const profileDir = path.resolve(
  process.env.BENCH_PROFILE_DIR ?? path.join(tmpdir(), `ticketmela-profiles-${process.pid}`),
);
const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

async function clock(address: string): Promise<number> {
  const response = await fetch(`${address}/bench/clock`);
  return ((await response.json()) as { micros: number }).micros;
}

async function main() {
  mkdirSync(profileDir, { recursive: true });
  const database = await createBenchDatabase(EVENT_COUNT);
  const wanted = (process.env.BENCH_SCENARIOS ?? 'home,list,detail').split(',');
  try {
    for (const scenario of catalogScenarios(database).filter((entry) => wanted.includes(entry.key))) {
      // One folder per scenario: Node writes a profile per thread (tsx's loader has its own); the main thread's
      // carries thread id 0 in its default name.
      const scenarioDir = path.join(profileDir, scenario.key);
      mkdirSync(scenarioDir, { recursive: true });
      const server = await startServer({ label: scenario.key, appRoot, env: serverEnv }, database, [
        '--cpu-prof',
        `--cpu-prof-dir=${scenarioDir}`,
      ]);
      await drive(server.address, scenario, { seconds: WARMUP_SECONDS, connections: CONNECTIONS });
      const from = await clock(server.address);
      const figures = await drive(server.address, scenario, { seconds: SECONDS, connections: CONNECTIONS });
      const to = await clock(server.address);
      await server.stop();
      const file = readdirSync(scenarioDir).find((entry) =>
        entry.endsWith(`.${server.child.pid}.0.001.cpuprofile`),
      );
      console.log(
        `\n== ${scenario.label} (${appRoot}): ${figures.requestsPerSecond.toFixed(0)} req/s, ${figures.statementsPerRequest.toFixed(2)} statements/request, ${figures.cpuMsPerRequest.toFixed(3)} ms API CPU/request, ${figures.bytesPerResponse} bytes`,
      );
      if (!file) {
        console.log('   (no profile written)');
        continue;
      }
      const summary = summarizeProfile(path.join(scenarioDir, file), {
        fromMicros: from,
        toMicros: to,
        appRoots: [appRoot, repoRoot],
      });
      console.log(formatSummary(summary));
      console.log(`  profile: ${path.join(scenarioDir, file)}`);
    }
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
