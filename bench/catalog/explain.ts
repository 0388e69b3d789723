/**
 * The catalog's query plans at a given size: seeds BENCH_EVENTS (10,000) events as the catalog benchmarks do, lets
 * the API's own read functions write their statements (a stand-in client records the SQL and its values instead of
 * running it), then runs `EXPLAIN (ANALYZE, BUFFERS)` of each on the database and prints the plans (decision 0045).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_EVENTS=1000000 npx tsx bench/catalog/explain.ts
 */
import pg from 'pg';
import type { DbOrTx } from '../../apps/api/src/db/client';
import { listCategories } from '../../apps/api/src/modules/categories/category-usage';
import { readEventPage } from '../../apps/api/src/modules/events/event-page-read';
import {
  readEventDetail,
  readEventList,
  readUpcomingCities,
} from '../../apps/api/src/modules/events/event-reads';
import { createBenchDatabase } from './harness';

interface Recorded {
  text: string;
  values: unknown[];
  /** Sent as a named prepared statement (planned once for any value), else planned for its values. */
  prepared: boolean;
}

/**
 * A Drizzle-shaped stand-in whose client records each statement and answers no rows. It passes for a pg client, so
 * runStatement sends it what it sends PostgreSQL: a named prepared statement, or an unnamed one to plan per run.
 */
function recorder(into: Recorded[]): DbOrTx {
  const client = Object.create(pg.Client.prototype) as pg.Client;
  client.query = (async (first: string | { text: string; values: unknown[] }, values?: unknown[]) => {
    into.push(
      typeof first === 'string'
        ? { text: first, values: values ?? [], prepared: false }
        : { ...first, prepared: true },
    );
    return { rows: [] };
  }) as unknown as pg.Client['query'];
  return { session: { client } } as unknown as DbOrTx;
}

async function statementsOf(read: (db: DbOrTx) => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  await read(recorder(recorded)).catch(() => undefined); // a read that finds nothing may throw (not found)
  return recorded;
}

const eventCount = Number(process.env.BENCH_EVENTS ?? 10_000);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is needed: the plans are PostgreSQL’s');

const database = await createBenchDatabase(eventCount);
const now = new Date();
const page = { page: 1, limit: 12, upcoming: true } as const;
const reads: [string, (db: DbOrTx) => Promise<unknown>][] = [
  ['home: upcoming, 6, as an array', (db) => readEventList(db, { upcoming: true, limit: 6 }, now)],
  ['list: upcoming, page 1', (db) => readEventPage(db, page, now)],
  [
    'list: city + maxPrice 1500, page 1',
    (db) => readEventPage(db, { ...page, city: 'Pune', maxPrice: 1500 }, now),
  ],
  ['list: free events (maxPrice 0), page 1', (db) => readEventPage(db, { ...page, maxPrice: 0 }, now)],
  ['list: maxPrice 1, page 1', (db) => readEventPage(db, { ...page, maxPrice: 1 }, now)],
  ['list: maxPrice 300, page 1', (db) => readEventPage(db, { ...page, maxPrice: 300 }, now)],
  ['list: maxPrice 1500, page 1', (db) => readEventPage(db, { ...page, maxPrice: 1500 }, now)],
  ['list: city + maxPrice 1, page 1', (db) => readEventPage(db, { ...page, city: 'Pune', maxPrice: 1 }, now)],
  ['list: search "jazz", page 1', (db) => readEventPage(db, { ...page, search: 'jazz' }, now)],
  [
    'list: search "jazz night 12", page 1',
    (db) => readEventPage(db, { ...page, search: 'jazz night 12' }, now),
  ],
  [
    'list: category, page 84 (the last counted)',
    (db) => readEventPage(db, { ...page, category: database.categoryId, page: 84 }, now),
  ],
  ['detail', (db) => readEventDetail(db, database.eventIds[0]!)],
  ['cities', (db) => readUpcomingCities(db, now)],
  ['categories', (db) => listCategories(db)],
];

const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
await client.connect();
try {
  console.log(
    `${eventCount} events, PostgreSQL ${(await client.query('show server_version')).rows[0].server_version}`,
  );
  for (const [label, read] of reads) {
    for (const { text, values, prepared } of await statementsOf(read)) {
      // Planned as the API plans it: a prepared statement as after its first runs (a generic plan for any value),
      // another for its values.
      await client.query(`set plan_cache_mode = ${prepared ? 'force_generic_plan' : 'force_custom_plan'}`);
      await client.query(`prepare explained as ${text}`);
      const literal = values.map((value) =>
        value === null
          ? 'null'
          : value instanceof Date
            ? `'${value.toISOString()}'`
            : `'${String(value).replace(/'/g, "''")}'`,
      );
      const plan = await client.query(
        `explain (analyze, buffers, costs off) execute explained${literal.length ? `(${literal.join(', ')})` : ''}`,
      );
      await client.query('deallocate explained');
      console.log(`\n## ${label}\n`);
      console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
} finally {
  await client.end();
  await database.drop();
}
