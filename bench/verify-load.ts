/**
 * Door check-in benchmark: POST /api/bookings/verify under 50 connections (autocannon), against the
 * API in its own process, as a ratio to a trivial route (GET /api/health, one database ping) measured
 * in the same run. Every verify request is a real check-in of a real ticket:
 *
 *   first scan    each request presents a DIFFERENT signed QR (camera) of BENCH_TICKETS seeded paid
 *                 bookings, so each one authenticates, checks the event and the HMAC, and wins the
 *                 conditional UPDATE (200)
 *   repeat scan   the same tickets presented again: the UPDATE matches nothing and the refusal is read
 *                 (409 ALREADY_CHECKED_IN, with when and by whom)
 *
 * It prints requests/s, p50, p99 and the answers of each, the ratios to the trivial route, and checks
 * afterwards that the database holds exactly as many checked-in tickets as 200s were answered.
 *
 *   npx tsx bench/verify-load.ts                                  # embedded PGlite (what `npm start` uses)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/verify-load.ts
 *   BENCH_TICKETS=15000 BENCH_SECONDS=10 BENCH_CONNECTIONS=50
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/client';
import { bookings, events, users } from '../apps/api/src/db/schema';
import { newTicketId, signTicket, ticketQrPayload } from '../apps/api/src/lib/ticket-qr';
import { signSessionToken } from '../apps/api/src/lib/tokens';
import { benchDatabase } from './bench-database';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 15_000);
const WARMUP_TICKETS = Number(process.env.BENCH_WARMUP_TICKETS ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JWT_SECRET = 'verify-bench-jwt-secret-0123456789abcdef';
const QR_SECRET = 'verify-bench-qr-secret-0123456789abcdefg';

/** One organizer, one event, `count` paid single-seat bookings of 500 attendees; their signed QR texts. */
async function seed(target: DatabaseTarget, count: number) {
  const handle = await openDatabase(target);
  const [organizer] = await handle.db
    .insert(users)
    .values({ name: 'Door Organizer', email: 'door@example.com', role: 'organizer' })
    .returning();
  const [event] = await handle.db
    .insert(events)
    .values({
      title: 'Verify Bench Live',
      description: 'Bench',
      date: new Date(Date.now() + 86_400_000),
      city: 'Mumbai',
      venueName: 'Arena',
      pricePaise: 50_000,
      totalSeats: count,
      availableSeats: 0,
      organizerId: organizer!.id,
    })
    .returning();
  const attendees = await handle.db
    .insert(users)
    .values(Array.from({ length: 500 }, (_, i) => ({ name: `Attendee ${i}`, email: `a${i}@example.com` })))
    .returning({ id: users.id });
  const qrCodes: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
      const ticketId = newTicketId();
      const qrSignature = signTicket(ticketId, event!.id, QR_SECRET);
      qrCodes.push(ticketQrPayload(ticketId, event!.id, qrSignature));
      return {
        ticketId,
        eventId: event!.id,
        userId: attendees[(start + offset) % attendees.length]!.id,
        totalQuantity: 1,
        priceAtBookingPaise: 50_000,
        totalAmountPaise: 50_000,
        qrSignature,
        refundSevenDaysOrMore: 100,
        refundOneToDays: 50,
        refundLessThanDay: 0,
      };
    });
    await handle.db.insert(bookings).values(rows);
  }
  await handle.close();
  return { organizerId: organizer!.id, eventId: event!.id, qrCodes };
}

async function startServer(dataDir: string, env: Record<string, string>) {
  const port = 8900 + (process.pid % 500);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      QR_SECRET,
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
  return { server, address };
}

/**
 * Stops the API once it has finished the requests autocannon abandoned when a timed run ended (their
 * sockets are gone, their queries are not): it must answer the health route promptly (under 100 ms)
 * three times in a row first (30 s at most), so shutting the database down does not fail them.
 */
async function stopServer(server: ChildProcess, address: string) {
  const giveUpAt = performance.now() + 30_000;
  for (let prompt = 0; prompt < 3 && performance.now() < giveUpAt; ) {
    const started = performance.now();
    await fetch(`${address}/api/health`).catch(() => undefined);
    prompt = performance.now() - started < 100 ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Status code -> count. */
  answers: Record<string, number>;
  errors: number;
}

type Load = { duration: number } | { amount: number };

async function drive(label: string, options: autocannon.Options, load: Load): Promise<Figures> {
  // A generous timeout: on a busy machine a slow answer is measured, not dropped and retried.
  const result = await autocannon({ ...options, connections: CONNECTIONS, timeout: 60, ...load });
  const answers = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    label,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    answers,
    errors: result.errors,
  };
}

/** Verify requests, each presenting the next QR of the list (so no ticket is presented twice). */
function verifyRequests(address: string, token: string, eventId: string, qrCodes: string[]) {
  let next = 0;
  return {
    url: `${address}/api/bookings/verify`,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ qrData: qrCodes[next++ % qrCodes.length], eventId, method: 'camera' }),
        }),
      },
    ],
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-verify-'));
  const database = await benchDatabase(dataDir, `ticketmela_verify_${process.pid}`);
  const seedStarted = performance.now();
  const { organizerId, eventId, qrCodes } = await seed(database.target, WARMUP_TICKETS + TICKETS);
  console.log(
    `seeded ${WARMUP_TICKETS + TICKETS} paid bookings on ${database.target.kind} in ${Math.round(performance.now() - seedStarted)} ms`,
  );
  const warmupQrs = qrCodes.slice(0, WARMUP_TICKETS);
  const measuredQrs = qrCodes.slice(WARMUP_TICKETS);

  const { server, address } = await startServer(dataDir, database.env);
  const token = await signSessionToken({ sub: organizerId, role: 'organizer' }, JWT_SECRET, '1h');
  const health = { url: `${address}/api/health` };

  // Warm-up passes, discarded: JIT, connection pools, the PGlite buffer cache.
  await drive('warm-up', health, { duration: 3 });
  const warmup = await drive('warm-up', verifyRequests(address, token, eventId, warmupQrs), {
    amount: warmupQrs.length,
  });

  const baseline = await drive('trivial route: GET /api/health', health, { duration: SECONDS });
  const firstScan = await drive(
    'verify, first scan (200)',
    verifyRequests(address, token, eventId, measuredQrs),
    { amount: measuredQrs.length },
  );
  const repeatScan = await drive(
    'verify, repeat scan (409)',
    verifyRequests(address, token, eventId, measuredQrs),
    { duration: SECONDS },
  );
  await stopServer(server, address);

  const handle = await openDatabase(database.target);
  const [checkedIn] = await handle.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.verified, true)));
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\n${CONNECTIONS} connections, API in its own process, database ${database.target.kind}; first scan: ${measuredQrs.length} distinct tickets, each once; others ${SECONDS} s\n`,
  );
  console.log(
    'scenario'.padEnd(34),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'requests'.padStart(9),
    'answers'.padStart(18),
    'errors'.padStart(7),
    'req/s ratio'.padStart(12),
    'p99 ratio'.padStart(10),
  );
  for (const row of [baseline, firstScan, repeatScan]) {
    const answers = Object.entries(row.answers)
      .map(([code, count]) => `${code}:${count}`)
      .join(' ');
    console.log(
      row.label.padEnd(34),
      row.requestsPerSecond.toFixed(0).padStart(8),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.requests).padStart(9),
      answers.padStart(18),
      String(row.errors).padStart(7),
      (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3).padStart(12),
      (row.p99 / Math.max(baseline.p99, 1)).toFixed(1).padStart(10),
    );
  }
  const successes = (firstScan.answers['200'] ?? 0) + (warmup.answers['200'] ?? 0);
  const onceOnly = checkedIn!.count === successes && (repeatScan.answers['200'] ?? 0) === 0;
  console.log(
    `\nchecked in (database) ${checkedIn!.count}; 200s answered ${successes} (warm-up included); repeat scans admitted ${repeatScan.answers['200'] ?? 0} -> ${onceOnly ? 'once-only holds' : 'MISMATCH'}`,
  );
  if (!onceOnly) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
