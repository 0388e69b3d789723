/**
 * Catalog load benchmark: seeds BENCH_EVENTS (10,000) events, starts the API in a process of its own and drives
 * the catalog reads with autocannon: the home list, the filtered list as the web asks for it (a page of cards) and
 * unpaged, an event's detail (one event, and 1,000 events in turn), categories and cities, each next to a trivial
 * route of the same server measured in the same round. It prints, per server, the medians over BENCH_ROUNDS
 * interleaved rounds of requests/s, the ratio to the trivial route, p50/p99, bytes, database statements (round trips)
 * and API CPU per request, then the targets of issue 14.
 *
 * Servers: this checkout as it runs in production, the same with the anonymous catalog cache off
 * (CATALOG_CACHE_TTL_MS=0: what every cache miss costs), and, with BENCH_BEFORE_ROOT, an older checkout (a
 * `git worktree` of the commit before a change) in the same run.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/catalog-load.ts
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   BENCH_BEFORE_ROOT=/tmp/before BENCH_DATABASE_URL=... npx tsx bench/catalog-load.ts
 *   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=10 BENCH_EVENTS=10000
 *   BENCH_SCENARIOS=trivial,home,list,detail  (a subset; trivial is always measured)
 *
 * Without BENCH_DATABASE_URL it runs on a PGlite folder (what `npm start` uses); load figures belong to PostgreSQL.
 */
import path from 'node:path';
import {
  type BenchDatabase,
  catalogScenarios,
  createBenchDatabase,
  drive,
  type Figures,
  median,
  repoRoot,
  type ServerVariant,
  startServer,
  stopWatchingBackends,
} from './catalog/harness';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Issue 31's targets: requests/s as a ratio to the trivial route of the same server, same run (cache off). */
const TARGETS: Record<string, number> = {
  home: 0.3,
  'list-all': 0.3,
  list: 0.3,
  search: 0.3,
  detail: 0.4,
  categories: 0.5,
  cities: 0.5,
};

function variants(): ServerVariant[] {
  const list: ServerVariant[] = [];
  // The older checkout is measured as a miss costs it, beside this one's cache-off server.
  if (process.env.BENCH_BEFORE_ROOT)
    list.push({
      label: 'before, cache off',
      appRoot: path.resolve(process.env.BENCH_BEFORE_ROOT),
      env: { CATALOG_CACHE_TTL_MS: '0' },
    });
  list.push({ label: 'after, cache off', appRoot: repoRoot, env: { CATALOG_CACHE_TTL_MS: '0' } });
  list.push({ label: 'after', appRoot: repoRoot });
  return list;
}

type Samples = Map<string, Map<string, (Figures & { ratio: number })[]>>;

async function measureRound(variant: ServerVariant, database: BenchDatabase, samples: Samples) {
  const wanted = process.env.BENCH_SCENARIOS?.split(',');
  const scenarios = catalogScenarios(database).filter(
    (scenario) => scenario.key === 'trivial' || !wanted || wanted.includes(scenario.key),
  );
  const server = await startServer(variant, database);
  const databaseUrl = database.env.DATABASE_URL;
  try {
    // Every path is warmed up (JIT, prepared statements, pool) before any is measured; the trivial route is measured
    // first and last, and its mean is the round's baseline, so a drift during the round does not favour one read.
    for (const scenario of scenarios)
      await drive(server.address, scenario, {
        seconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
        databaseUrl,
      });
    const round = new Map<string, Figures>();
    for (const scenario of scenarios)
      round.set(
        scenario.key,
        await drive(server.address, scenario, { seconds: SECONDS, connections: CONNECTIONS, databaseUrl }),
      );
    const trivialAgain = await drive(server.address, scenarios[0]!, {
      seconds: SECONDS,
      connections: CONNECTIONS,
      databaseUrl,
    });
    const trivialFirst = round.get('trivial')!;
    round.set('trivial', {
      ...trivialFirst,
      requestsPerSecond: (trivialFirst.requestsPerSecond + trivialAgain.requestsPerSecond) / 2,
    });
    const trivial = round.get('trivial')!.requestsPerSecond;
    const byScenario = samples.get(variant.label) ?? new Map();
    for (const [key, figures] of round) {
      const list = byScenario.get(key) ?? [];
      list.push({ ...figures, ratio: figures.requestsPerSecond / trivial });
      byScenario.set(key, list);
    }
    samples.set(variant.label, byScenario);
  } finally {
    await server.stop();
  }
}

function printTable(
  label: string,
  byScenario: Map<string, (Figures & { ratio: number })[]>,
  labels: Map<string, string>,
) {
  console.log(`\n${label}`);
  console.log(
    'scenario'.padEnd(42),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'bytes'.padStart(8),
    'errors'.padStart(7),
    'stmts/req'.padStart(10),
    'CPU ms/req'.padStart(11),
    'PG ms/req'.padStart(10),
  );
  for (const [key, list] of byScenario) {
    const pick = (read: (figures: Figures & { ratio: number }) => number) => median(list.map(read));
    console.log(
      labels.get(key)!.padEnd(42),
      pick((f) => f.requestsPerSecond)
        .toFixed(0)
        .padStart(8),
      pick((f) => f.ratio)
        .toFixed(3)
        .padStart(7),
      pick((f) => f.p50)
        .toFixed(0)
        .padStart(7),
      pick((f) => f.p99)
        .toFixed(0)
        .padStart(7),
      pick((f) => f.bytesPerResponse)
        .toFixed(0)
        .padStart(8),
      pick((f) => f.errors)
        .toFixed(0)
        .padStart(7),
      pick((f) => f.statementsPerRequest)
        .toFixed(2)
        .padStart(10),
      pick((f) => f.cpuMsPerRequest)
        .toFixed(3)
        .padStart(11),
      pick((f) => f.databaseCpuMsPerRequest)
        .toFixed(3)
        .padStart(10),
    );
  }
}

async function main() {
  const database = await createBenchDatabase(EVENT_COUNT);
  const labels = new Map(catalogScenarios(database).map((scenario) => [scenario.key, scenario.label]));
  const samples: Samples = new Map();
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const variant of variants()) {
        console.log(`round ${round}/${ROUNDS}: ${variant.label}`);
        await measureRound(variant, database, samples);
      }
    }
  } finally {
    await stopWatchingBackends();
    await database.drop();
  }

  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per scenario after ${WARMUP_SECONDS} s of warm-up, ${EVENT_COUNT} events, ${database.kind}; medians of ${ROUNDS} interleaved rounds; ratio = req/s / the same server's trivial req/s in the same round`,
  );
  for (const [label, byScenario] of samples) printTable(label, byScenario, labels);

  console.log('\nissue 31 targets (ratio to the trivial route; the cache-off server is what a miss costs)');
  for (const [key, target] of Object.entries(TARGETS)) {
    const cells = [...samples].map(([label, byScenario]) => {
      const list = byScenario.get(key);
      return list ? `${label} ${median(list.map((f) => f.ratio)).toFixed(3)}` : `${label} -`;
    });
    console.log(`  ${labels.get(key)!.padEnd(42)} >= ${target}: ${cells.join(' | ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
