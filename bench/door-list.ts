/**
 * The offline door's check-in list (decision 0024), measured for one event of BENCH_TICKETS (5,000) tickets:
 *
 *   size          the list's JSON as the API writes it (raw) and as it travels with Accept-Encoding: gzip
 *   download      GET /api/bookings/event/{id}/door-list against the API in its own process, over HTTP,
 *                 time to the last byte: the first download (every entry sealed) and then ROUNDS downloads
 *                 (unchanged entries reused), interleaved with GET /api/health as the same run's baseline
 *   delta         the door's refresh with ?since= (decision 0024): after the first download, CHECK_INS check-ins
 *                 (POST /api/bookings/verify) and CANCELS cancellations (DELETE /api/bookings/{id} by the
 *                 attendee) are made, then every round also asks for the delta since the first download; its
 *                 size and time stand next to the full download's, and the delta applied to the first list
 *                 must hold the same entries as a full download. The seeded bookings are made an hour old
 *                 (the door's list is newer than the sales), so the delta holds only what changed after it.
 *   offline scan  scan-to-verdict in Node with the downloaded list: read the QR, hash its signature, look
 *                 the entry up, derive its key and decrypt it (checkTicketOffline), for listed tickets and
 *                 for QRs the list does not hold; the door's browser figure is door-web's
 *
 *   npm run bench:door-list                                         # embedded PGlite (what `npm start` uses)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:door-list
 *   BENCH_DATABASE_NAME=door_list_bench (the throwaway database's name, made and dropped by the run)
 *   BENCH_TICKETS=5000 BENCH_ROUNDS=30 BENCH_SCANS=2000 BENCH_PORT=8310 BENCH_CHECK_INS=50 BENCH_CANCELS=5
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { applyDoorListAnswer, checkTicketOffline, type DoorList, indexDoorList } from '@ticketmela/domain';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase } from '../apps/api/src/db/client';
import { bookings, events, users } from '../apps/api/src/db/schema';
import { newTicketId, signTicket, ticketQrPayload } from '../apps/api/src/lib/ticket-qr';
import { signSessionToken } from '../apps/api/src/lib/tokens';
import { benchDatabase } from './bench-database';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SCANS = Number(process.env.BENCH_SCANS ?? 2_000);
const PORT = Number(process.env.BENCH_PORT ?? 8310);
const CHECK_INS = Number(process.env.BENCH_CHECK_INS ?? 50);
const CANCELS = Number(process.env.BENCH_CANCELS ?? 5);
const JWT_SECRET = 'door-list-bench-jwt-secret-0123456789abcdef';
const QR_SECRET = 'door-list-bench-qr-secret-0123456789abcdefg';

const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Lakshmi',
  'Mohammed',
  'Harpreet',
  'Ananya',
  'Venkatesh',
  'Zoya',
  'Arjun',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Khan',
  'Singh',
  'Venkataraman',
  'Das',
  'Fernandes',
  'Reddy',
  'Banerjee',
];

/** One organizer, one event, `count` bookings of 1-4 seats by as many named attendees; their QR texts. */
async function seed(target: DatabaseTarget, count: number) {
  const handle = await openDatabase(target);
  const [organizer] = await handle.db
    .insert(users)
    .values({ name: 'Door Organizer', email: 'door@example.com', role: 'organizer' })
    .returning();
  const [event] = await handle.db
    .insert(events)
    .values({
      title: 'Door List Bench Live',
      description: 'Bench',
      date: new Date(Date.now() + 86_400_000),
      city: 'Mumbai',
      venueName: 'Arena',
      pricePaise: 50_000,
      totalSeats: count * 4,
      availableSeats: 0,
      organizerId: organizer!.id,
    })
    .returning();
  const qrCodes: string[] = [];
  const sold: { bookingId: string; attendeeId: string }[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const attendees = await handle.db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, offset) => {
          const i = start + offset;
          return {
            name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
            email: `attendee${i}@example.com`,
          };
        }),
      )
      .returning({ id: users.id });
    const rows = attendees.map((attendee, offset) => {
      const ticketId = newTicketId();
      const qrSignature = signTicket(ticketId, event!.id, QR_SECRET);
      qrCodes.push(ticketQrPayload(ticketId, event!.id, qrSignature));
      const seats = 1 + ((start + offset) % 4);
      return {
        ticketId,
        eventId: event!.id,
        userId: attendee.id,
        totalQuantity: seats,
        priceAtBookingPaise: 50_000,
        totalAmountPaise: 50_000 * seats,
        qrSignature,
        refundSevenDaysOrMore: 100,
        refundOneToDays: 50,
        refundLessThanDay: 0,
      };
    });
    const inserted = await handle.db
      .insert(bookings)
      .values(rows)
      .returning({ bookingId: bookings.id, attendeeId: bookings.userId });
    sold.push(...inserted);
  }
  // The sales happened an hour before the door's list (the trigger keeps the column from being set otherwise).
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`alter table bookings disable trigger bookings_door_changed`);
    await tx.execute(sql`update bookings set door_changed_at = door_changed_at - interval '1 hour'`);
    await tx.execute(sql`alter table bookings enable trigger bookings_door_changed`);
  });
  await handle.close();
  return { organizerId: organizer!.id, eventId: event!.id, qrCodes, sold };
}

async function startServer(dataDir: string, env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      QR_SECRET,
      HOLD_SWEEP_INTERVAL_SECONDS: '0',
      MAIL_POLL_INTERVAL_SECONDS: '3600',
    },
  });
  const address = `http://127.0.0.1:${PORT}`;
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode})`);
    const healthy = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 240) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { server, address };
}

function stopServer(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

interface Fetched {
  status: number;
  ms: number;
  /** Bytes on the wire (compressed when the server compressed). */
  wireBytes: number;
  encoding: string | undefined;
  body: Buffer;
}

/** One GET over a fresh connection, timed from the request to the last byte of the answer. */
function timedGet(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          ms,
          wireBytes: wire.length,
          encoding,
          body: encoding === 'gzip' ? gunzipSync(wire) : wire,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 3 : 1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function send(url: string, method: string, token: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
}

/**
 * The i-th of `count` tickets spread over one half of the event's: check-ins from the first half, cancellations
 * from the second, so no ticket is both, whatever BENCH_TICKETS is.
 */
function spread(i: number, count: number, half: 'first' | 'second'): number {
  const step = Math.max(1, Math.floor(TICKETS / 2 / Math.max(count, 1)));
  return half === 'first' ? i * step : TICKETS - 1 - i * step;
}

/** What happens at the door between two refreshes: check-ins at the door and a few cancellations. */
async function changeTickets(
  address: string,
  token: string,
  seeded: Awaited<ReturnType<typeof seed>>,
): Promise<void> {
  for (let i = 0; i < CHECK_INS; i++) {
    await send(`${address}/api/bookings/verify`, 'POST', token, {
      qrData: seeded.qrCodes[spread(i, CHECK_INS, 'first')]!,
      eventId: seeded.eventId,
      method: 'camera',
    });
  }
  for (let i = 0; i < CANCELS; i++) {
    const { bookingId, attendeeId } = seeded.sold[spread(i, CANCELS, 'second')]!;
    const attendee = await signSessionToken({ sub: attendeeId, role: 'user' }, JWT_SECRET, '1h');
    await send(`${address}/api/bookings/${bookingId}`, 'DELETE', attendee);
  }
}

async function measureDownloads(address: string, token: string, seeded: Awaited<ReturnType<typeof seed>>) {
  const listUrl = `${address}/api/bookings/event/${seeded.eventId}/door-list`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  await timedGet(`${address}/api/health`, {});
  const first = await timedGet(listUrl, headers);
  if (first.status !== 200) throw new Error(`door-list answered ${first.status}: ${first.body.toString()}`);
  const held = JSON.parse(first.body.toString('utf8')) as DoorList;
  await changeTickets(address, token, seeded);
  const deltaUrl = `${listUrl}?since=${encodeURIComponent(held.generatedAt)}`;
  const health: number[] = [];
  const list: number[] = [];
  const delta: number[] = [];
  let lastFull = first;
  let lastDelta = first;
  for (let round = 0; round < ROUNDS; round++) {
    health.push((await timedGet(`${address}/api/health`, {})).ms);
    lastFull = await timedGet(listUrl, headers);
    list.push(lastFull.ms);
    lastDelta = await timedGet(deltaUrl, headers);
    delta.push(lastDelta.ms);
  }
  return { first, held, health, list, delta, lastFull, lastDelta };
}

/** Scan-to-verdict for listed tickets and for QRs the list does not hold, each timed on its own. */
async function measureOfflineScans(list: DoorList, qrCodes: string[]) {
  const indexStarted = performance.now();
  const index = indexDoorList(list.entries);
  const indexMs = performance.now() - indexStarted;
  // The same ticket with one letter of its signature changed: a forged or foreign QR.
  const unlisted = (qr: string) => {
    const { sig, ...rest } = JSON.parse(qr) as { sig: string };
    return JSON.stringify({ ...rest, sig: `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}` });
  };
  const scan = (qrData: string) =>
    checkTicketOffline(index, { qrData, eventId: list.eventId, admittedHere: new Set() });

  for (let i = 0; i < 200; i++) {
    const qr = qrCodes[i % qrCodes.length]!;
    await scan(i % 2 ? qr : unlisted(qr));
  }
  const admitted: number[] = [];
  const refused: number[] = [];
  let wrong = 0;
  for (let i = 0; i < SCANS; i++) {
    const listed = i % 10 !== 9;
    const qrData = listed ? qrCodes[(i * 7919) % qrCodes.length]! : unlisted(qrCodes[i % qrCodes.length]!);
    const started = performance.now();
    const verdict = await scan(qrData);
    (listed ? admitted : refused).push(performance.now() - started);
    if ((verdict.verdict === 'admitted') !== listed) wrong++;
  }
  return { indexMs, admitted, refused, wrong };
}

async function main() {
  if (Math.max(CHECK_INS, CANCELS) > Math.floor(TICKETS / 2))
    throw new Error('BENCH_CHECK_INS and BENCH_CANCELS must each be at most half of BENCH_TICKETS');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-door-list-'));
  const database = await benchDatabase(dataDir, `door_api_bench_${process.pid}`);
  const seedStarted = performance.now();
  const seeded = await seed(database.target, TICKETS);
  const { organizerId, qrCodes } = seeded;
  console.log(
    `seeded ${TICKETS} bookings on ${database.target.kind} in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const { server, address } = await startServer(dataDir, database.env);
  const token = await signSessionToken({ sub: organizerId, role: 'organizer' }, JWT_SECRET, '1h');
  let downloads: Awaited<ReturnType<typeof measureDownloads>>;
  try {
    downloads = await measureDownloads(address, token, seeded);
  } finally {
    await stopServer(server);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { first, health, list, delta, lastFull, lastDelta } = downloads;
  const raw = first.body;
  const doorList = JSON.parse(raw.toString('utf8')) as DoorList;
  const scans = await measureOfflineScans(doorList, qrCodes);

  console.log(
    `\nDoor list of ${doorList.entries.length} tickets (API in its own process, ${database.target.kind}, HTTP on 127.0.0.1)`,
  );
  console.log(
    `  size: raw ${raw.length} B (${kib(raw.length)}, ${(raw.length / doorList.entries.length).toFixed(0)} B a ticket)`,
  );
  console.log(
    `        gzip ${gzipSync(raw).length} B (${kib(gzipSync(raw).length)}), on the wire ${first.wireBytes} B (content-encoding: ${first.encoding ?? 'none'})`,
  );
  console.log(`  first download (every entry sealed): ${ms(first.ms)}`);
  console.log(
    `  ${ROUNDS} downloads after it (unchanged entries reused): median ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}`,
  );
  console.log(
    `  GET /api/health in the same rounds:                median ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}`,
  );
  console.log(
    `  ratio download : health   median ${(percentile(list, 50) / percentile(health, 50)).toFixed(1)}x, p95 ${(percentile(list, 95) / percentile(health, 95)).toFixed(1)}x`,
  );
  const deltaList = JSON.parse(lastDelta.body.toString('utf8')) as DoorList;
  const fullList = JSON.parse(lastFull.body.toString('utf8')) as DoorList;
  const applied = applyDoorListAnswer(downloads.held.entries, deltaList).map((entry) => entry.k);
  const sameAsFull = JSON.stringify(applied) === JSON.stringify(fullList.entries.map((entry) => entry.k));
  const gzipFull = gzipSync(lastFull.body).length;
  const gzipDelta = gzipSync(lastDelta.body).length;
  console.log(
    `\nDelta refresh after ${CHECK_INS} check-ins and ${CANCELS} cancellations (?since= the first download's generatedAt)`,
  );
  console.log(
    `  delta: ${deltaList.delta}, ${deltaList.entries.length} entries, ${deltaList.removed.length} removed; applied to the first list = a full download: ${sameAsFull}`,
  );
  console.log(
    `  size: raw ${lastDelta.body.length} B (${kib(lastDelta.body.length)}), gzip ${gzipDelta} B (${kib(gzipDelta)}), on the wire ${lastDelta.wireBytes} B (content-encoding: ${lastDelta.encoding ?? 'none'})`,
  );
  console.log(
    `  full list in the same rounds: raw ${lastFull.body.length} B, gzip ${gzipFull} B, on the wire ${lastFull.wireBytes} B; full : delta gzip ${(gzipFull / gzipDelta).toFixed(0)}x`,
  );
  console.log(
    `  ${ROUNDS} delta refreshes: median ${ms(percentile(delta, 50))}, p95 ${ms(percentile(delta, 95))}; full downloads median ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}; full : delta median ${(percentile(list, 50) / percentile(delta, 50)).toFixed(1)}x`,
  );
  console.log(
    `\nOffline scan-to-verdict in Node ${process.version} (index of the list built in ${ms(scans.indexMs)})`,
  );
  console.log(
    `  listed ticket, admitted (${scans.admitted.length}): median ${ms(percentile(scans.admitted, 50))}, p95 ${ms(percentile(scans.admitted, 95))}`,
  );
  console.log(
    `  not on the list, refused (${scans.refused.length}): median ${ms(percentile(scans.refused, 50))}, p95 ${ms(percentile(scans.refused, 95))}`,
  );
  console.log(`  wrong verdicts: ${scans.wrong}`);
  if (scans.wrong > 0 || doorList.entries.length !== TICKETS || !deltaList.delta || !sameAsFull)
    process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
