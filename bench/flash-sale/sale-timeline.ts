/**
 * Flash sales one after another on ONE fresh API process (no warm-up), each timed step by step: when the 100th seat
 * was held and the 25th/50th/75th/100th booked, how many sold-out answers came before the last sale, and the CPU the
 * API and this load generator spent until then. Shows what the first sales of a fresh process cost (V8 compiling
 * the path) and how a sale runs in two waves (64 buyers in flight, 100 seats).
 *
 *   npx tsx bench/flash-sale/sale-timeline.ts
 *   BENCH_ROOT (a checkout, default this one) BENCH_SALES=6 BENCH_BUYERS=2000 BENCH_SEATS=100 BENCH_CONCURRENCY=64
 *   BENCH_DATABASE_URL (default the local server)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client';
import { processCpuMs, startApi } from './api-process';
import { buyOneTicket, inFlight } from './purchase-flow';
import { createDatabase, createSale, dropDatabase, seedBuyers } from './sale-setup';

const ROOT = process.env.BENCH_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SALES = Number(process.env.BENCH_SALES ?? 6);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SEATS = Number(process.env.BENCH_SEATS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);

const at = (times: number[], n: number) => [...times].sort((a, b) => a - b)[n - 1]!;

async function main() {
  const databaseName = `ticketmela_timeline_${process.pid}`;
  const databaseUrl = await createDatabase(databaseName);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const api = await startApi(ROOT, databaseUrl, { label: 'timeline' });
  try {
    const { organizerId, tokens } = await seedBuyers(handle, BUYERS);
    console.log(
      `${SALES} sales of ${SEATS} seats to ${BUYERS} buyers, ${CONCURRENCY} in flight, one API process (${ROOT})`,
    );
    for (let sale = 1; sale <= SALES; sale++) {
      const target = await createSale(handle, organizerId, api.address, `Timeline ${sale}`, SEATS);
      const holds: number[] = [];
      const bookings: number[] = [];
      const soldOut: number[] = [];
      const started = performance.now();
      const apiStarted = processCpuMs(api.child.pid!);
      const ownStarted = process.cpuUsage();
      let apiCpu = 0;
      let ownCpu = 0;
      await inFlight(tokens, CONCURRENCY, async (token) => {
        const outcome = await buyOneTicket(target, token, (step) => {
          const now = performance.now() - started;
          if (step === 'hold') holds.push(now);
          if (step !== 'book') return;
          bookings.push(now);
          if (bookings.length === SEATS) {
            apiCpu = processCpuMs(api.child.pid!) - apiStarted;
            const own = process.cpuUsage(ownStarted);
            ownCpu = (own.user + own.system) / 1000;
          }
        });
        if (outcome.kind === 'sold-out') soldOut.push(performance.now() - started);
      });
      const last = Math.max(...bookings);
      const quarters = [0.25, 0.5, 0.75, 1]
        .map((q) => at(bookings, Math.ceil(q * SEATS)).toFixed(0))
        .join(' / ');
      console.log(
        `sale ${sale}: last sale at ${last.toFixed(0)} ms (${((SEATS * 1000) / last).toFixed(0)} bookings/s); ` +
          `seat ${SEATS} held at ${at(holds, SEATS).toFixed(0)} ms; booked 25% / 50% / 75% / 100% at ${quarters} ms; ` +
          `${soldOut.filter((time) => time < last).length} sold-out answers before the last sale; ` +
          `CPU to the last sale: API ${apiCpu} ms, load generator ${ownCpu.toFixed(0)} ms`,
      );
    }
  } finally {
    await api.stop();
    await handle.close();
    await dropDatabase(databaseName);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
