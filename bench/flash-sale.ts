/**
 * Flash-sale benchmark: BENCH_BUYERS (2,000) buyers rush one ticket category of BENCH_SEATS (100) seats
 * over HTTP on PostgreSQL. Each buyer starts a payment (the seat hold), pays with the test card and
 * books. Prints sold, oversold, bookings/s, p50/p99 of purchases and of sold-out answers, and, in the
 * same run, the ceiling: the bare conditional UPDATE on the same row driven by as many parallel
 * connections, with the ratio.
 *
 *   npx tsx bench/flash-sale.ts            (BENCH_DATABASE_URL defaults to the local server)
 */

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { bookings, events, ticketCategories, users } from '../apps/api/src/db/schema';
import { signSessionToken } from '../apps/api/src/lib/tokens';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const SEATS = Number(process.env.BENCH_SEATS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 5);
const JWT_SECRET = 'flash-sale-bench-secret-0123456789abcdef';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `ticketmela_flash_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: SERVER_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function main() {
  await withDatabase(async (url) => {
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-flash-'));
    // The API runs in its own process, as in production; this process only generates the load.
    const port = 8400 + (process.pid % 500);
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET,
        QR_SECRET: 'q'.repeat(40),
        HOLD_SWEEP_INTERVAL_SECONDS: '0',
      },
    });
    const address = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      const healthy = await fetch(`${address}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (attempt > 120) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const [organizer] = await handle.db
      .insert(users)
      .values({ name: 'Organizer', email: 'org@example.com', role: 'organizer' })
      .returning();
    const [event] = await handle.db
      .insert(events)
      .values({
        title: 'Flash Sale Live',
        description: 'Bench',
        date: new Date(Date.now() + 30 * 86_400_000),
        city: 'Mumbai',
        venueName: 'Arena',
        pricePaise: 99_900,
        totalSeats: SEATS + 1000,
        availableSeats: SEATS + 1000,
        hasTicketCategories: true,
        organizerId: organizer!.id,
      })
      .returning();
    await handle.db.insert(ticketCategories).values([
      {
        eventId: event!.id,
        name: 'Gold',
        pricePaise: 99_900,
        totalSeats: SEATS,
        availableSeats: SEATS,
        position: 0,
      },
      {
        eventId: event!.id,
        name: 'General',
        pricePaise: 49_900,
        totalSeats: 1000,
        availableSeats: 1000,
        position: 1,
      },
    ]);
    const buyerRows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({ name: `Buyer ${i}`, email: `buyer${i}@example.com` })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(
      buyerRows.map((row) => signSessionToken({ sub: row.id, role: 'user' }, JWT_SECRET, '1h')),
    );

    const post = async (pathName: string, token: string, body: unknown) => {
      const response = await fetch(`${address}${pathName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, string> };
    };

    const purchaseMs: number[] = [];
    const soldOutMs: number[] = [];
    const otherFailures: string[] = [];
    let lastSaleAt = 0;
    const started = performance.now();
    await pool(tokens, CONCURRENCY, async (token) => {
      const begin = performance.now();
      const hold = await post('/api/payments/create-payment-intent', token, {
        eventId: event!.id,
        ticketItems: [{ categoryName: 'Gold', quantity: 1 }],
        amount: 999,
      });
      if (hold.status === 409 && hold.json.code === 'SOLD_OUT') {
        soldOutMs.push(performance.now() - begin);
        return;
      }
      if (hold.status !== 200) return void otherFailures.push(`hold ${hold.status} ${hold.json.code}`);
      const paid = await post('/api/payments/test/confirm', token, {
        clientSecret: hold.json.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      });
      if (paid.status !== 200) return void otherFailures.push(`pay ${paid.status}`);
      const booked = await post('/api/bookings', token, {
        eventId: event!.id,
        paymentIntentId: hold.json.paymentIntentId,
      });
      if (booked.status !== 201) return void otherFailures.push(`book ${booked.status}`);
      purchaseMs.push(performance.now() - begin);
      lastSaleAt = performance.now();
    });
    const totalSeconds = (performance.now() - started) / 1000;
    const saleSeconds = (lastSaleAt - started) / 1000;

    const [gold] = await handle.db.select().from(ticketCategories).where(eq(ticketCategories.name, 'Gold'));
    const [booked] = await handle.db
      .select({ seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number) })
      .from(bookings)
      .where(eq(bookings.eventId, event!.id));
    server.kill('SIGTERM');

    // The ceiling: the bare conditional UPDATE on the same row, CONCURRENCY parallel connections.
    const ceilingPool = new pg.Pool({ connectionString: url, max: Math.min(CONCURRENCY, 20) });
    await ceilingPool.query('update ticket_categories set available_seats = total_seats where id = $1', [
      gold!.id,
    ]);
    await ceilingPool.query(
      'update ticket_categories set total_seats = 100000000, available_seats = 100000000 where id = $1',
      [gold!.id],
    );
    let updates = 0;
    const deadline = performance.now() + CEILING_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, 20) }, async () => {
        while (performance.now() < deadline) {
          await ceilingPool.query(
            'update ticket_categories set available_seats = available_seats - 1 where id = $1 and available_seats >= 1',
            [gold!.id],
          );
          updates += 1;
        }
      }),
    );
    await ceilingPool.end();
    const ceiling = updates / CEILING_SECONDS;

    const sold = purchaseMs.length;
    const bookingsPerSecond = sold / saleSeconds;
    const attemptsPerSecond = BUYERS / totalSeconds;
    console.log(
      `\nflash sale: ${BUYERS} buyers, ${SEATS} seats, ${CONCURRENCY} in flight, PostgreSQL, one API process\n`,
    );
    console.log(`sold                          ${sold}`);
    console.log(
      `oversold                      ${Math.max(0, booked!.seats - SEATS)} (seats left ${gold!.availableSeats}, booked ${booked!.seats})`,
    );
    console.log(
      `other failures                ${otherFailures.length}${otherFailures.length ? ` e.g. ${otherFailures.slice(0, 3).join(', ')}` : ''}`,
    );
    console.log(
      `bookings per second           ${bookingsPerSecond.toFixed(1)} (all ${sold} sold in ${saleSeconds.toFixed(2)} s)`,
    );
    console.log(
      `buyers answered per second    ${attemptsPerSecond.toFixed(1)} (${BUYERS} in ${totalSeconds.toFixed(2)} s)`,
    );
    console.log(
      `purchase p50 / p99            ${percentile(purchaseMs, 50).toFixed(1)} / ${percentile(purchaseMs, 99).toFixed(1)} ms (hold + pay + book)`,
    );
    console.log(
      `sold-out answer p50 / p99     ${percentile(soldOutMs, 50).toFixed(1)} / ${percentile(soldOutMs, 99).toFixed(1)} ms (${soldOutMs.length} answers)`,
    );
    console.log(
      `sold-out p99 / purchase p99   ${(percentile(soldOutMs, 99) / percentile(purchaseMs, 99)).toFixed(3)}`,
    );
    console.log(
      `ceiling: bare UPDATE          ${ceiling.toFixed(0)} tx/s (${Math.min(CONCURRENCY, 20)} connections, ${CEILING_SECONDS} s)`,
    );
    console.log(`ratio bookings/s : ceiling    ${(bookingsPerSecond / ceiling).toFixed(3)}`);
    console.log(`ratio buyers/s : ceiling      ${(attemptsPerSecond / ceiling).toFixed(3)}`);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
