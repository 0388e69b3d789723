import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { givePoolTransactionsBack } from './pool-transactions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service function accepts either the database or an open transaction. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Round-trip check for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed migrations: apps/api/drizzle, found from this module whether it runs as source (src/db) or inside
 * the compiled bundle (dist).
 */
function findMigrationsFolder(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('The database migrations (apps/api/drizzle) were not found');
    directory = parent;
  }
}

const migrationsFolder = findMigrationsFolder();

/**
 * How long PostgreSQL work may take before it is given up (milliseconds), so a database that stops answering, or a
 * link that silently drops, turns into errors instead of requests that hang for minutes (decision 0030).
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  /** The server cancels a statement that runs longer (statement_timeout). */
  statementMs: number;
  /** The client gives up on an answer that does not come (a dropped link) and discards the connection. */
  queryMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 15_000,
  queryMs: 20_000,
};

/** A transaction left open by a process that lost its link releases its locks on the server after this long. */
const IDLE_IN_TRANSACTION_MS = 60_000;
/** TCP keepalive on every connection, so the operating system notices a peer that is gone. */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { kind: 'pglite'; dir?: string };

const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * pg's client-side query timeout answers the caller but leaves the connection waiting for the lost answer, and the
 * pool would hand that connection out again. This client closes its socket instead, so every query queued on it
 * fails at once and the pool drops it. pg-pool gives its clients its own connectionTimeoutMillis, which it also uses
 * as the longest wait for a free connection; the client puts its own, shorter, connect timeout back.
 */
function clientClass(timeouts: DatabaseTimeouts): typeof pg.Client {
  return class DiscardOnTimeoutClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      (this as unknown as { _connectionTimeoutMillis: number })._connectionTimeoutMillis = timeouts.connectMs;
      // A lost connection also errors the queries on it, which is where it is handled; without a listener, the
      // client's 'error' event while checked out of the pool would end the process.
      this.on('error', () => undefined);
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads cannot be forwarded one by one.
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result && typeof result.then === 'function') {
        return result.catch((error: Error) => {
          if (error?.message === QUERY_READ_TIMEOUT) this.discard();
          throw error;
        });
      }
      return result;
    }

    private discard() {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
}

function poolOptions(url: string, timeouts: DatabaseTimeouts, max: number): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    Client: clientClass(timeouts),
    // The pool's wait for a free connection: under a burst, requests queue; they give up after the query timeout.
    connectionTimeoutMillis: Math.max(timeouts.connectMs, timeouts.queryMs),
    statement_timeout: timeouts.statementMs,
    // No JIT compilation: a catalog read's generic plan is costed for a tenth of the catalogue (its LIMIT is a
    // parameter), past jit_above_cost at a million events, and compiling it took 40-400 ms on every run to save
    // nothing on a page of rows (decision 0048). No request of this API reads enough rows for JIT to pay.
    options: '-c jit=off',
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: Math.max(IDLE_IN_TRANSACTION_MS, timeouts.queryMs),
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
  };
}

/** A migration may rightly run longer than any request's statement: it gets its own connection without the limit. */
async function migrateWithoutStatementTimeout(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeouts.connectMs });
  pool.on('error', () => undefined);
  try {
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/** Opens the database and applies the committed migrations. `dir` undefined means in-memory PGlite. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const timeouts = target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    await migrateWithoutStatementTimeout(target.url, timeouts);
    const pool = new pg.Pool(poolOptions(target.url, timeouts, target.poolSize ?? 10));
    // An idle connection that the server drops (restart, failover, admin command) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    givePoolTransactionsBack(db, pool);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // pg_trgm: the catalog's search by part of a title is served by a trigram index (decision 0045).
  const client = new PGlite({ dataDir: target.dir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
