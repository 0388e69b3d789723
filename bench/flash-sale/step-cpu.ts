/**
 * Where a purchase's CPU goes, step by step: purchases one at a time through an API process whose pool has ONE
 * PostgreSQL connection, with the on-CPU time of that backend and of the API's main thread read from
 * /proc/<pid>/schedstat (nanoseconds) around each step (hold, pay, book) and around a sold-out answer.
 *
 *   npx tsx bench/flash-sale/step-cpu.ts
 *   BENCH_ROOT (a checkout, default this one) BENCH_PURCHASES=400 BENCH_DATABASE_URL (default the local server)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { startApi } from './api-process';
import { buyOneTicket } from './purchase-flow';
import { createDatabase, createSale, dropDatabase, seedBuyers } from './sale-setup';

const ROOT = process.env.BENCH_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 400);
const BUYERS = 500;

/** Nanoseconds a thread or process has run on a CPU (0 once it is gone). */
function onCpuNs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

async function main() {
  const databaseName = `ticketmela_step_cpu_${process.pid}`;
  const databaseUrl = await createDatabase(databaseName);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  process.env.DATABASE_POOL_SIZE = '1';
  const api = await startApi(ROOT, databaseUrl, { label: 'step-cpu' });
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { organizerId, tokens } = await seedBuyers(handle, BUYERS);
    const open = await createSale(handle, organizerId, api.address, 'Open', 10_000_000);
    const soldOut = await createSale(handle, organizerId, api.address, 'Sold out', 10, 0);
    for (let i = 0; i < 100; i++) await buyOneTicket(open, tokens[i % BUYERS]!);
    // The API's one pooled connection, and the bench's own (idle while measuring, so it adds nothing).
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    const backends = rows.map((row) => row.pid);
    const databaseNs = () => backends.reduce((sum, pid) => sum + onCpuNs(pid), 0);
    const apiPid = api.child.pid!;
    const totals = new Map<string, { database: number; api: number; count: number }>();
    const add = (step: string, database: number, apiNs: number) => {
      const total = totals.get(step) ?? { database: 0, api: 0, count: 0 };
      totals.set(step, {
        database: total.database + database,
        api: total.api + apiNs,
        count: total.count + 1,
      });
    };
    for (let i = 0; i < PURCHASES; i++) {
      let database = databaseNs();
      let apiNs = onCpuNs(apiPid);
      await buyOneTicket(open, tokens[i % BUYERS]!, (step) => {
        const [databaseNow, apiNow] = [databaseNs(), onCpuNs(apiPid)];
        add(step, databaseNow - database, apiNow - apiNs);
        [database, apiNs] = [databaseNow, apiNow];
      });
      [database, apiNs] = [databaseNs(), onCpuNs(apiPid)];
      await buyOneTicket(soldOut, tokens[i % BUYERS]!);
      add('sold out', databaseNs() - database, onCpuNs(apiPid) - apiNs);
    }
    console.log(
      `${PURCHASES} purchases one at a time (${ROOT}); backends measured: ${backends.length} (the bench's own idle connection among them)`,
    );
    for (const [step, total] of totals) {
      const ms = (ns: number) => (ns / total.count / 1e6).toFixed(3);
      console.log(
        `  ${step.padEnd(9)} PostgreSQL ${ms(total.database)} ms, API main thread ${ms(total.api)} ms`,
      );
    }
  } finally {
    await admin.end();
    await api.stop();
    await handle.close();
    await dropDatabase(databaseName);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
