import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './helper';

// PostgreSQL only: a row held locked by a transaction of the test's own, and a wait for the app's statements to queue
// behind it, so that a race is made to happen rather than hoped for.

/** Runs `lockSql` (a SELECT ... FOR UPDATE) in a transaction of its own, kept open until `release`. */
export async function holdRowLock(ctx: TestApp, lockSql: string, params: unknown[]) {
  const url = (ctx.database as { url?: string }).url;
  if (!url) throw new Error('holdRowLock needs PostgreSQL (TEST_DATABASE_URL)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(lockSql, params);
  return {
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** How many of this database's statements whose text contains `fragment` are waiting for a lock. */
async function lockWaiters(ctx: TestApp, fragment: string): Promise<number> {
  // Each read its own transaction: one transaction would see the same statistics snapshot every time.
  const result = await ctx.db.execute(
    sql`select count(*) as count from pg_stat_activity where datname = current_database()
      and wait_event_type = 'Lock' and position(${fragment} in query) > 0`,
  );
  const [row] = (result as unknown as { rows: { count: string }[] }).rows;
  return Number(row?.count ?? 0);
}

/**
 * Waits (as long as the test allows) until `count` statements containing `fragment` wait for a lock, or `answered`
 * (the request that should be waiting) settles: then it did not wait, which the test's assertions show. The server
 * keeps only the start of a statement's text (track_activity_query_size): the fragment must be in its first kilobyte.
 */
export async function untilWaitingForLock(
  ctx: TestApp,
  fragment: string,
  count: number,
  answered?: Promise<unknown>,
): Promise<void> {
  let settled = false;
  void answered?.finally(() => {
    settled = true;
  });
  while (!settled && (await lockWaiters(ctx, fragment)) < count) await sleep(20);
}
