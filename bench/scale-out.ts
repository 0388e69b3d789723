/**
 * Scale-out benchmark (issue 17): the same flash sale through nginx (ops/nginx/ticketmela.conf) in front of ONE API
 * process and in front of TWO, in the same run, rounds interleaved, on one PostgreSQL database. Per round and layout:
 * BENCH_BUYERS (2,000) buyers rush one event of BENCH_SEATS (200) seats, BENCH_CONCURRENCY (64) in flight; each holds,
 * pays with the test card and books. Prints buyers answered/s and bookings/s (seats over the time to the last sale),
 * their medians over BENCH_ROUNDS (3), and the 2 : 1 ratio, which is the scaling figure. Oversold must stay 0.
 *
 *   npm run bench:scale-out
 *   BENCH_DATABASE_URL (the local server) SCALE_OUT_PORT_BASE (free ports) BENCH_ROUNDS BENCH_BUYERS BENCH_SEATS
 *
 * The machine's cores are shared by nginx, the API processes, PostgreSQL and this load generator: the ratio says how
 * much a second process adds here, not on a machine with a core per process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { bookings, events } from '../apps/api/src/db/schema';
import { buy, inFlight } from '../apps/api/test/scale-out/buyer';
import {
  buildApi,
  choosePorts,
  createDatabase,
  dropDatabase,
  findNginx,
  type Nginx,
  startApi,
  startNginx,
  stopEveryApi,
  waitUntilReady,
} from '../apps/api/test/scale-out/cluster';
import { seedBuyers } from './flash-sale/sale-setup';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SEATS = Number(process.env.BENCH_SEATS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const JWT_SECRET = 'scale-out-bench-secret-0123456789abcdef';
const TICKET_RUPEES = 999;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const nginxPath = findNginx();
  if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx)');
  buildApi();
  const workDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-scale-'));
  const databaseName = `scale_bench_${process.pid}`;
  const databaseUrl = await createDatabase(SERVER_URL, databaseName);
  const [frontOne, frontTwo, portA, portB] = await choosePorts(4);
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    QR_SECRET: 'q'.repeat(40),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // No sweeper, refund or mail worker: every statement is a buyer's.
    HOLD_SWEEP_INTERVAL_SECONDS: '0',
    CATALOG_CACHE_TTL_MS: '0',
  };
  const apis = [startApi('bench-a', portA!, env, workDir), startApi('bench-b', portB!, env, workDir)];
  const nginxes: Nginx[] = [];
  const handle = await (async () => {
    for (const api of apis) await waitUntilReady(api);
    return openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  })();
  try {
    // Two nginx servers, the same site file: one in front of process A only, one in front of A and B.
    nginxes.push(await startNginx(nginxPath, frontOne!, [portA!], path.join(workDir, 'one')));
    nginxes.push(await startNginx(nginxPath, frontTwo!, [portA!, portB!], path.join(workDir, 'two')));
    const layouts = [
      { label: '1 process', address: nginxes[0]!.address },
      { label: '2 processes', address: nginxes[1]!.address },
    ];
    const { organizerId, tokens } = await seedBuyers(handle, BUYERS, JWT_SECRET);

    const samples = new Map<
      string,
      { buyersPerSecond: number; bookingsPerSecond: number; oversold: number }[]
    >(layouts.map((layout) => [layout.label, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? layouts : [...layouts].reverse();
      for (const layout of order) {
        await handle.db.execute(sql`vacuum (analyze) events, payments, bookings, test_payment_intents`);
        const [event] = await handle.db
          .insert(events)
          .values({
            title: `Sale ${round} ${layout.label}`,
            description: 'Bench',
            date: new Date(Date.now() + 30 * 86_400_000),
            city: 'Mumbai',
            venueName: 'Arena',
            pricePaise: TICKET_RUPEES * 100,
            totalSeats: SEATS,
            availableSeats: SEATS,
            organizerId,
          })
          .returning({ id: events.id });
        const sale = { eventId: event!.id, seats: 1, amount: TICKET_RUPEES };
        let sold = 0;
        let failed = 0;
        let lastSaleAt = 0;
        const started = performance.now();
        await inFlight(tokens, CONCURRENCY, async (token) => {
          const outcome = await buy(layout.address, token, sale);
          if (outcome.kind === 'booked') {
            sold += 1;
            lastSaleAt = performance.now();
          } else if (outcome.kind === 'failed') failed += 1;
        });
        const totalSeconds = (performance.now() - started) / 1000;
        const [booked] = await handle.db
          .select({ seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)::int` })
          .from(bookings)
          .where(and(eq(bookings.eventId, event!.id), eq(bookings.cancelled, false)));
        const figures = {
          buyersPerSecond: BUYERS / totalSeconds,
          bookingsPerSecond: sold / ((lastSaleAt - started) / 1000),
          oversold: Math.max(0, booked!.seats - SEATS),
        };
        samples.get(layout.label)!.push(figures);
        console.log(
          `round ${round}/${ROUNDS} ${layout.label.padEnd(12)} buyers answered/s ${figures.buyersPerSecond.toFixed(0).padStart(6)}  bookings/s ${figures.bookingsPerSecond.toFixed(1).padStart(7)}  sold ${sold}/${SEATS}${failed ? `  failed ${failed}` : ''}`,
        );
      }
    }

    const summary = (
      label: string,
      pick: (f: { buyersPerSecond: number; bookingsPerSecond: number }) => number,
    ) => median(samples.get(label)!.map(pick));
    console.log(
      `\nscale-out: ${BUYERS} buyers, ${SEATS} seats, ${CONCURRENCY} in flight, through nginx, PostgreSQL; median of ${ROUNDS} interleaved rounds`,
    );
    console.log(
      `${''.padEnd(26)}${'1 process'.padStart(12)}${'2 processes'.padStart(14)}${'2 : 1'.padStart(8)}`,
    );
    for (const [name, pick] of [
      ['buyers answered/s', (f: { buyersPerSecond: number }) => f.buyersPerSecond],
      ['bookings/s', (f: { bookingsPerSecond: number }) => f.bookingsPerSecond],
    ] as const) {
      const one = summary('1 process', pick);
      const two = summary('2 processes', pick);
      console.log(
        `${name.padEnd(26)}${one.toFixed(1).padStart(12)}${two.toFixed(1).padStart(14)}${(two / one).toFixed(2).padStart(8)}`,
      );
    }
    const oversold = Math.max(...[...samples.values()].flat().map((f) => f.oversold));
    console.log(`${'oversold (max)'.padEnd(26)}${String(oversold).padStart(12)}`);
  } finally {
    for (const nginx of nginxes) await nginx.stop();
    await stopEveryApi();
    await handle.close();
    await dropDatabase(SERVER_URL, databaseName);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
