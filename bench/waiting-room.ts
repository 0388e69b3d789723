/**
 * The waiting room at size (issue 32, decision 0049): BENCH_JOINERS (50,000) signed-in joiners for BENCH_SEATS
 * (1,000) seats at ₹999, through nginx (ops/nginx/ticketmela-http.conf, its queue cache included) in front of two
 * API processes (the compiled apps/api/dist/server.js), PostgreSQL and Redis, one run:
 *
 *   1. joins: every joiner POSTs /api/events/:id/queue once, paced over BENCH_JOIN_SECONDS (10), at most
 *      BENCH_JOIN_IN_FLIGHT (128) in flight; statuses, p50/p99, joins/s and CPU per join. When the machine cannot keep
 *      the pace the joins take longer (printed), and the organizer's setting keeps the on-sale time ahead of them, so
 *      every place is taken before the draw;
 *   2. position reads: BENCH_READERS (64) readers ask GET /api/events/:id/queue back to back for BENCH_READ_SECONDS (5),
 *      through nginx and then straight at one API process; reads/s, p99 and CPU per read. They run in the countdown,
 *      before the on-sale time: the reveal and the sale follow the draw, and readers then would hold them up; the
 *      answer is the same shared one before and after the draw;
 *   3. the on-sale: at the on-sale time the room draws its line (watched in the database: drawn_at) and sets
 *      admission_starts_at = drawn_at + its reveal window (revealWindowSeconds: the places drawn over
 *      WAITING_ROOM_REVEAL_PER_SECOND, whole seconds, at most 60); nobody is admitted before then.
 *      3a. the reveal: every joiner asks GET .../queue/me once through nginx, as every browser does on seeing the
 *      draw, each at its own random moment (revealAskDelayMs from when the bench saw the draw: spread over the window
 *      less a 2 s margin), at most BENCH_JOIN_IN_FLIGHT in flight; statuses, asks/s, p50/p99, the answers that came
 *      after admission started (ideally none) and CPU per ask;
 *      3b. the sale with the room, once the reveal's asks are answered: admission begins at admission_starts_at by
 *      itself; a poller reads the shared answer every BENCH_POLL_MS (500) and each newly admitted number's owner asks
 *      for their pass (GET .../queue/me) and buys one seat with it, BENCH_CONCURRENCY (64) at most at a time; it
 *      gives up after BENCH_STALL_SECONDS (120) without an admission or a booking, counted from admission_starts_at
 *      at the earliest (the window is no stall);
 *   4. the same sale without the room: a fresh event of the same seats, BENCH_NO_ROOM_BUYERS (3,000) buyers rush it,
 *      BENCH_CONCURRENCY in flight, as bench/scale-out.ts does, after as long idle as the room's countdown;
 *   The checkout's purchases/s of both sales are counted from the first hold sent to the last booking; the room's
 *      delivery of its first admission (the reveal window, the poller's interval, nginx's second and the process's
 *      cache) is printed apart, with the room's purchases/s counted from the first admission as well;
 *   5. the database's checks: exactly the seats sold, admission in queue order and none before admission_starts_at,
 *      the draw replayed from its seed, nobody admitted or served twice, every booking on a used pass; and every place
 *      drawn learned its number in the reveal.
 *
 * Before all that, unmeasured: a small sale, and a small room joined, drawn and sold through, on events of their
 * own, so no path runs cold. CPU is read
 * from /proc per phase: the API processes, the bench database's PostgreSQL backends, Redis, nginx, this generator, and
 * the whole machine (other processes' share printed). Exits non-zero when a check fails or any answer was a 5xx,
 * never because of a timing.
 *
 *   npm run bench:waiting-room
 *   BENCH_DATABASE_URL (the local server) BENCH_REDIS_URL (redis://127.0.0.1:6379) SCALE_OUT_PORT_BASE (free ports)
 *   BENCH_JOINERS BENCH_SEATS BENCH_JOIN_SECONDS BENCH_JOIN_IN_FLIGHT BENCH_READ_SECONDS BENCH_READERS BENCH_CONCURRENCY
 *   BENCH_NO_ROOM_BUYERS BENCH_POLL_MS BENCH_STALL_SECONDS
 *   BENCH_REVEAL_PER_SECOND: the API processes' WAITING_ROOM_REVEAL_PER_SECOND (unset: the API's default, 1,000 a
 *     second), so the reveal window is floor(BENCH_JOINERS / it) s, at most 60 (50 s by default)
 *   BENCH_LINE=postgres: no REDIS_URL for the API processes (the whole room in PostgreSQL)
 *
 * The machine's cores are shared by nginx, both API processes, PostgreSQL, Redis and this load generator: rates are
 * this machine's; the CPU per request (API, PostgreSQL backends, nginx, generator) is what carries to bigger ones.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { revealAskDelayMs } from '@ticketmela/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buy, call, inFlight } from '../apps/api/test/scale-out/buyer';
import {
  type ApiProcess,
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
import { type Buyer, seedPeople } from './waiting-room/accounts';
import { type Check, roomChecks, roomRecord, saleChecks } from './waiting-room/checks';
import { CpuMeter, type CpuSpent } from './waiting-room/cpu';
import { ownerOfNumber, readLine } from './waiting-room/line';
import {
  askOwnPlaces,
  hammerReads,
  joinAll,
  type ReadFigures,
  saleWithoutRoom,
  saleWithRoom,
} from './waiting-room/phases';
import { isServerError, percentile, sleep, type Tally } from './waiting-room/send';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Where the API keeps the room's line: Redis (REDIS_URL given to the API processes) or PostgreSQL (no REDIS_URL). */
const LINE = process.env.BENCH_LINE === 'postgres' ? 'postgres' : 'redis';
const JOINERS = setting('BENCH_JOINERS', 50_000);
const SEATS = setting('BENCH_SEATS', 1000);
const JOIN_SECONDS = setting('BENCH_JOIN_SECONDS', 10);
const JOIN_IN_FLIGHT = setting('BENCH_JOIN_IN_FLIGHT', 128);
const READ_SECONDS = setting('BENCH_READ_SECONDS', 5);
const READERS = setting('BENCH_READERS', 64);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 64);
const NO_ROOM_BUYERS = setting('BENCH_NO_ROOM_BUYERS', 3000);
const POLL_MS = setting('BENCH_POLL_MS', 500);
const STALL_SECONDS = setting('BENCH_STALL_SECONDS', 120);
/** The API processes' WAITING_ROOM_REVEAL_PER_SECOND; unset: theirs (the API's default, 1,000 a second). */
const REVEAL_PER_SECOND = process.env.BENCH_REVEAL_PER_SECOND;
/** Every joiner reaches the API as 127.0.0.1 (nginx's X-Forwarded-For): the per-address limit is raised to this. */
const JOINS_PER_ADDRESS = 1_000_000;
const DEFAULT_JOINS_PER_ADDRESS = 300;
const JWT_SECRET = 'waiting-room-bench-secret-0123456789abcdef';
const TICKET_RUPEES = 999;
/** Unmeasured, before anything is measured: a small sale, and a small room sold through, so no path runs cold. */
const WARM_UP_SEATS = 100;
const WARM_UP_BUYERS = 300;
const WARM_UP_JOINS = 1000;
/** The countdown left after the joins: both read phases and a margin. */
const countdownMs = () => (2 * READ_SECONDS + 6) * 1000;

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const row = (label: string, ...values: string[]) =>
  console.log(`  ${label.padEnd(46)}${values.map((value) => value.padStart(16)).join('')}`);

async function createEvent(pool: pg.Pool, organizerId: string, title: string, seats: number) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into events (title, description, date, city, venue_name, price_paise, total_seats, available_seats,
      organizer_id)
    values ($1, 'Bench', now() + interval '30 days', 'Mumbai', 'Arena', $2, $3, $3, $4) returning id`,
    [title, TICKET_RUPEES * 100, seats, organizerId],
  );
  return rows[0]!.id;
}

/** Turns the event's room on (or moves its on-sale time) as its organizer does, through nginx. */
async function openRoom(address: string, organizerToken: string, eventId: string, onSaleAt: Date) {
  const answer = await call(address, 'PUT', `/api/events/${eventId}/queue/settings`, organizerToken, {
    enabled: true,
    onSaleAt: onSaleAt.toISOString(),
  });
  if (answer.status !== 200)
    throw new Error(`the room's settings answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/** The DATA_DIR a started API process was given, read from its environment in /proc. */
function dataDirOf(api: ApiProcess): string | undefined {
  try {
    const entry = readFileSync(`/proc/${api.child.pid}/environ`, 'utf8')
      .split('\0')
      .find((variable) => variable.startsWith('DATA_DIR='));
    return entry?.slice('DATA_DIR='.length);
  } catch {
    return undefined;
  }
}

/** Error-level lines in an API process's log (pino's level 50 and above). */
function errorLines(api: ApiProcess): string[] {
  try {
    return readFileSync(api.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
  } catch {
    return [];
  }
}

const perRequest = (spent: CpuSpent, count: number) => ({
  api: spent.apiMs / count,
  postgres: spent.postgresMs / count,
  redis: spent.redisMs / count,
  nginx: spent.nginxMs / count,
  bench: spent.benchMs / count,
});
const cpuText = (cpu: ReturnType<typeof perRequest>) =>
  `API ${fixed(cpu.api, 2)}, PostgreSQL ${fixed(cpu.postgres, 2)}, Redis ${fixed(cpu.redis, 3)}, nginx ${fixed(cpu.nginx, 3)}, generator ${fixed(cpu.bench, 3)}`;
/** How busy the machine's cores were during a phase, and how much of that was other processes than the bench's. */
const machineText = (spent: CpuSpent, cores: number) => {
  const capacity = spent.seconds * 1000 * cores;
  return `${fixed((spent.machineMs / capacity) * 100, 0)} % busy, ${fixed((spent.othersMs / capacity) * 100, 0)} % by other processes`;
};
/** The largest of many values (spreading 50,000 into Math.max risks the call stack); -Infinity when none. */
const largest = (values: ArrayLike<number>) => {
  let most = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < values.length; index++) most = Math.max(most, values[index]!);
  return most;
};
/** Bookings in each second after `from`: "12 40 51 ...". */
const perSecond = (times: number[], from: number) => {
  const counts: number[] = [];
  for (const time of times) {
    const second = Math.max(0, Math.floor((time - from) / 1000));
    while (counts.length <= second) counts.push(0);
    counts[second]! += 1;
  }
  return counts.join(' ');
};

async function main() {
  const nginxPath = findNginx();
  if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx)');
  buildApi();
  const workDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-bench-room-'));
  const databaseName = `waiting_room_bench_${process.pid}`;
  const pools: pg.Pool[] = [];
  /** The API processes' DATA_DIR folders: cluster.ts's startApi makes them and leaves them. */
  const dataDirs: string[] = [];
  let nginx: Nginx | undefined;
  /** The bench's own connection to the line's Redis (to read the places back), when the line is there. */
  let redis: Redis | null = null;
  /** Stops what this run started and drops what it made, once (a signal and the `finally` below share it). */
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      await nginx?.stop();
      await stopEveryApi();
      redis?.disconnect();
      await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
      await dropDatabase(SERVER_URL, databaseName).catch((error) => console.error(error));
      for (const dir of [workDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the processes and dropping ${databaseName}`);
      void cleanUp().finally(() => process.exit(130));
    });

  const failures: string[] = [];
  try {
    const databaseUrl = await createDatabase(SERVER_URL, databaseName);
    const [frontPort, portA, portB] = await choosePorts(3);
    const env = {
      DATABASE_URL: databaseUrl,
      ...(LINE === 'redis' ? { REDIS_URL } : {}),
      JWT_SECRET,
      QR_SECRET: 'q'.repeat(40),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // The waiting rooms' pass (draw and admission) runs only with the background work on.
      HOLD_SWEEP_INTERVAL_SECONDS: '30',
      WAITING_ROOM_PASS_SECONDS: '1',
      WAITING_ROOM_JOINS_PER_ADDRESS: String(JOINS_PER_ADDRESS),
      MAIL_POLL_INTERVAL_SECONDS: '3600',
      ...(REVEAL_PER_SECOND ? { WAITING_ROOM_REVEAL_PER_SECOND: REVEAL_PER_SECOND } : {}),
    };
    const apis = [startApi('room-a', portA!, env, workDir), startApi('room-b', portB!, env, workDir)];
    for (const api of apis) {
      await waitUntilReady(api).finally(() => {
        const dir = dataDirOf(api);
        if (dir) dataDirs.push(dir);
      });
    }
    nginx = await startNginx(nginxPath, frontPort!, [portA!, portB!], workDir);
    const front = nginx.address;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    redis = LINE === 'redis' ? new Redis(REDIS_URL) : null;
    const watcher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pools.push(pool, watcher);
    const meter = new CpuMeter(
      apis.map((api) => api.child.pid!),
      nginx.child.pid!,
      watcher,
      databaseName,
    );
    const { version } = (
      await pool.query<{ version: string }>("select current_setting('server_version') as version")
    ).rows[0]!;

    const seeded = performance.now();
    const people = await seedPeople(pool, Math.max(JOINERS, NO_ROOM_BUYERS, WARM_UP_BUYERS), JWT_SECRET);
    const tokenOf = new Map(people.buyers.map((buyer: Buyer) => [buyer.id, buyer.token]));
    const tokens = people.buyers.map((buyer) => buyer.token);
    console.log(
      `seeded ${people.buyers.length} accounts with session tokens in ${fixed((performance.now() - seeded) / 1000)} s`,
    );

    // Warm-up, unmeasured.
    const warmSale = await createEvent(pool, people.organizerId, 'Warm-up sale', WARM_UP_SEATS);
    await inFlight(tokens.slice(0, WARM_UP_BUYERS), CONCURRENCY, async (token) => {
      await buy(front, token, { eventId: warmSale, seats: 1, amount: TICKET_RUPEES });
    });
    /** The sale of a drawn room: its admitted numbers' owners buy one seat each with their passes. */
    const sellThroughRoom = (eventId: string) =>
      saleWithRoom({
        address: front,
        sale: { eventId, seats: 1, amount: TICKET_RUPEES },
        // Who holds an admitted number, looked up as it is admitted (reading all 50,000 first would hold the first
        // buyers back, as no browser is).
        ownerOf: async (place) => {
          const owner = await ownerOfNumber(pool, redis, eventId, place);
          return owner ? tokenOf.get(owner) : undefined;
        },
        concurrency: CONCURRENCY,
        pollMs: POLL_MS,
        stallSeconds: STALL_SECONDS,
      });
    const warmRoom = await createEvent(pool, people.organizerId, 'Warm-up room', WARM_UP_SEATS);
    await openRoom(front, people.organizerToken, warmRoom, new Date(Date.now() + 3_600_000));
    await joinAll(front, warmRoom, tokens.slice(-WARM_UP_JOINS), { seconds: 0, limit: JOIN_IN_FLIGHT });
    await openRoom(front, people.organizerToken, warmRoom, new Date(Date.now() + 1000));
    const warmRoomSale = await sellThroughRoom(warmRoom);
    console.log(
      `warmed up: ${WARM_UP_BUYERS} buyers for ${WARM_UP_SEATS} seats; ${WARM_UP_JOINS} joins and ${warmRoomSale.bookings} seats sold through a room`,
    );

    // 1. Joins, while the on-sale time stays ahead of them (an organizer may move it before the draw).
    const eventId = await createEvent(pool, people.organizerId, 'Big On-sale', SEATS);
    let onSaleAt = new Date(Date.now() + JOIN_SECONDS * 1000 + countdownMs() + 4000);
    await openRoom(front, people.organizerToken, eventId, onSaleAt);
    let moves = 0;
    let joining = true;
    const keeper = (async () => {
      while (joining) {
        if (onSaleAt.getTime() - Date.now() < countdownMs()) {
          onSaleAt = new Date(Date.now() + countdownMs() + 60_000);
          await openRoom(front, people.organizerToken, eventId, onSaleAt);
          moves += 1;
        }
        await sleep(250);
      }
    })();
    const joiners = tokens.slice(0, JOINERS);
    console.log(
      `joining: ${JOINERS} joiners paced over ${JOIN_SECONDS} s, ${JOIN_IN_FLIGHT} in flight (on-sale at +${fixed((onSaleAt.getTime() - Date.now()) / 1000)} s)`,
    );
    let before = await meter.snapshot();
    const joins = await joinAll(front, eventId, joiners, { seconds: JOIN_SECONDS, limit: JOIN_IN_FLIGHT });
    const joinCpu = meter.spent(before, await meter.snapshot());
    joining = false;
    await keeper;
    const placesAfterJoins = (await readLine(pool, redis, eventId)).length;
    console.log(`joined in ${fixed(joins.seconds)} s: ${joins.statuses}`);
    // The countdown from here: the reads, then the on-sale (earlier than set, when the joins were quicker).
    onSaleAt = new Date(Date.now() + countdownMs());
    await openRoom(front, people.organizerToken, eventId, onSaleAt);

    // 2. Position reads in the countdown: through nginx, then straight at one API process.
    before = await meter.snapshot();
    const readsFront = await hammerReads(front, eventId, { seconds: READ_SECONDS, connections: READERS });
    const readFrontCpu = meter.spent(before, await meter.snapshot());
    before = await meter.snapshot();
    const readsDirect = await hammerReads(apis[0]!.address, eventId, {
      seconds: READ_SECONDS,
      connections: READERS,
    });
    const readDirectCpu = meter.spent(before, await meter.snapshot());
    console.log(
      `reads: ${fixed(readsFront.perSecond, 0)}/s through nginx, ${fixed(readsDirect.perSecond, 0)}/s straight at one API process`,
    );

    // 3. The on-sale: the draw and its reveal window (watched in the database, not through the shared answer's
    // caches), each joiner's ask for their number inside it, then the sale.
    await sleep(Math.max(0, onSaleAt.getTime() - Date.now() - 300));
    before = await meter.snapshot();
    const drawDeadline = onSaleAt.getTime() + 60_000;
    let draw: { drawnAt: Date; admissionStartsAt: Date; places: number } | null = null;
    while (!draw && Date.now() < drawDeadline) {
      const { rows } = await pool.query<{
        drawn_at: Date | null;
        admission_starts_at: Date | null;
        last_number: number;
      }>('select drawn_at, admission_starts_at, last_number from waiting_rooms where event_id = $1', [
        eventId,
      ]);
      const room = rows[0];
      if (room?.drawn_at && room.admission_starts_at)
        draw = {
          drawnAt: room.drawn_at,
          admissionStartsAt: room.admission_starts_at,
          places: room.last_number,
        };
      else await sleep(50);
    }
    if (!draw) throw new Error('the room was not drawn within a minute of its on-sale time');
    const drawSeenAt = Date.now();
    const drawSeenMark = performance.now();
    const { drawnAt, admissionStartsAt } = draw;
    const drawSeenSnapshot = await meter.snapshot();
    const drawCpu = meter.spent(before, drawSeenSnapshot);

    // 3a. The reveal: every joiner asks for their number once, at a random moment in the window, as a browser does.
    const askDelays = joiners.map(() =>
      revealAskDelayMs(drawSeenAt, admissionStartsAt.getTime(), Math.random()),
    );
    console.log(
      `the draw: ${draw.places} places, admission starts ${fixed((admissionStartsAt.getTime() - drawnAt.getTime()) / 1000)} s after the draw: ${joiners.length} asks for one's number spread over the next ${fixed(largest(askDelays) / 1000)} s`,
    );
    before = drawSeenSnapshot;
    const reveal = await askOwnPlaces(front, eventId, joiners, {
      limit: JOIN_IN_FLIGHT,
      delaysMs: askDelays,
      since: drawSeenMark,
    });
    const revealCpu = meter.spent(before, await meter.snapshot());
    const lastAnswerAt = largest(reveal.answeredAt);
    const lateAnswers = reveal.answeredAt.filter((at) => at > admissionStartsAt.getTime()).length;
    console.log(
      `revealed in ${fixed(reveal.seconds)} s: ${reveal.statuses}; the last answer ${fixed((lastAnswerAt - admissionStartsAt.getTime()) / 1000, 2)} s from admission's start`,
    );

    // 3b. The sale with the room: admission starts at admission_starts_at by itself.
    before = await meter.snapshot();
    const withRoom = await sellThroughRoom(eventId);
    const roomSaleCpu = meter.spent(before, await meter.snapshot());
    const line = await readLine(pool, redis, eventId);
    const record = await roomRecord(pool, eventId, line);
    const roomSaleChecks = [
      ...(await saleChecks(pool, eventId, SEATS)),
      ...(await roomChecks(pool, eventId, line)),
    ];
    const drawnPlaces = line.filter((place) => place.number !== null).length;
    console.log(`drawn ${drawnPlaces} numbers; sold with the room (${withRoom.ended}): ${withRoom.outcomes}`);

    // 4. The same sale without the room, after as long idle as the room's countdown: the API's database pools shed
    // connections idle for 10 s, so both sales start on pools that shrank alike (new connections plan afresh).
    const plainEvent = await createEvent(pool, people.organizerId, 'Big On-sale, no room', SEATS);
    await sleep(countdownMs());
    before = await meter.snapshot();
    const withoutRoom = await saleWithoutRoom({
      address: front,
      sale: { eventId: plainEvent, seats: 1, amount: TICKET_RUPEES },
      tokens: tokens.slice(-NO_ROOM_BUYERS),
      concurrency: CONCURRENCY,
    });
    const plainSaleCpu = meter.spent(before, await meter.snapshot());
    const plainChecks = await saleChecks(pool, plainEvent, SEATS);
    console.log(`sold without the room: ${withoutRoom.outcomes}`);

    // The report.
    const cores = os.cpus();
    const unanswered = (statuses: Tally) => statuses.sum((key) => key.startsWith('no answer'));
    const join5xx = joins.statuses.sum(isServerError);
    const read5xx = (figures: ReadFigures) => figures.statuses.sum(isServerError);
    const firstAdmittedAt = record.firstAdmittedAt?.getTime() ?? 0;
    const roomSeconds = (withRoom.lastBookingAt - firstAdmittedAt) / 1000;
    const roomRate = withRoom.bookings / roomSeconds;
    const roomCheckoutSeconds = (withRoom.lastBookingAt - withRoom.checkoutStartedAt) / 1000;
    const roomCheckoutRate = withRoom.bookings / roomCheckoutSeconds;
    const plainSeconds = (withoutRoom.lastBookingAt - withoutRoom.startedAt) / 1000;
    const plainRate = withoutRoom.bookings / plainSeconds;

    console.log(
      `\nwaiting room (issue 32): ${JOINERS} joiners for ${SEATS} seats at ₹${TICKET_RUPEES}; 2 API processes (apps/api/dist/server.js) behind nginx (ops/nginx/ticketmela-http.conf), PostgreSQL ${version}, Redis; one run`,
    );
    console.log(
      LINE === 'redis'
        ? `  REDIS_URL=${REDIS_URL} for the API processes: the room's line (places, numbers, the draw) is in Redis and the join limits are shared through it; admission and the admitted places with their passes are in PostgreSQL`
        : '  BENCH_LINE=postgres: no REDIS_URL for the API processes; the whole room is in PostgreSQL (join limits per process)',
    );
    console.log(
      `  WAITING_ROOM_JOINS_PER_ADDRESS raised from ${DEFAULT_JOINS_PER_ADDRESS} to ${JOINS_PER_ADDRESS} a minute: every joiner reaches the API as 127.0.0.1 through nginx's X-Forwarded-For (per account: the default 10)`,
    );
    console.log(
      `  machine: ${cores.length} cores (${cores[0]?.model.trim()}) shared by nginx, both API processes, PostgreSQL, Redis and this generator; CPU in ms per request`,
    );

    console.log(
      `\njoins: POST /queue through nginx, paced over ${JOIN_SECONDS} s, ${JOIN_IN_FLIGHT} in flight`,
    );
    row('joins sent', String(JOINERS));
    row('answers', joins.statuses.toString());
    row('5xx', String(join5xx));
    row('no answer (connection failed)', String(unanswered(joins.statuses)));
    row(
      'took',
      `${fixed(joins.seconds)} s (asked: ${JOIN_SECONDS} s; the last sent ${fixed(joins.mostBehindMs / 1000)} s after its turn)`,
    );
    row('joins/s achieved', fixed(JOINERS / joins.seconds, 0));
    row(
      'latency p50 / p99 (ms, send to answer)',
      `${fixed(percentile(joins.latencies, 50))} / ${fixed(percentile(joins.latencies, 99))}`,
    );
    row('CPU ms per join', cpuText(perRequest(joinCpu, JOINERS)));
    row('the machine meanwhile', machineText(joinCpu, cores.length));
    row('places in the room afterwards (database)', String(placesAfterJoins));
    row(
      'on-sale time moved ahead of the joins',
      `${moves} times (then set to ${countdownMs() / 1000} s after them)`,
    );

    console.log(
      `\nposition reads: GET /queue (the shared answer), ${READERS} readers for ${READ_SECONDS} s, in the countdown`,
    );
    for (const [label, figures, cpu] of [
      ['through nginx (its 1 s cache)', readsFront, readFrontCpu],
      ['straight at one API process (its 1 s cache)', readsDirect, readDirectCpu],
    ] as const) {
      console.log(`  ${label}`);
      row('  reads/s answered', fixed(figures.perSecond, 0));
      row('  latency p50 / p99 (ms)', `${figures.p50} / ${figures.p99}`);
      row('  answers', figures.statuses.toString());
      row('  5xx', String(read5xx(figures)));
      row('  no answer (connection failed)', String(unanswered(figures.statuses)));
      if (figures.cache.sum((key) => key !== '-') > 0) row('  nginx cache', figures.cache.toString());
      row('  CPU ms per read', cpuText(perRequest(cpu, figures.answered)));
      row('  API CPU per 1,000 reads (ms)', fixed((cpu.apiMs / figures.answered) * 1000, 1));
      row('  the machine meanwhile', machineText(cpu, cores.length));
    }

    const revealSeconds = (admissionStartsAt.getTime() - drawnAt.getTime()) / 1000;
    const revealRate = REVEAL_PER_SECOND ?? process.env.WAITING_ROOM_REVEAL_PER_SECOND;
    const revealRateText = revealRate
      ? `WAITING_ROOM_REVEAL_PER_SECOND=${revealRate}`
      : "WAITING_ROOM_REVEAL_PER_SECOND unset (the API's default)";
    const asks = joiners.length;
    const reveal5xx = reveal.statuses.sum(isServerError);
    console.log(
      `\nthe reveal: GET /queue/me through nginx, every joiner once at a random moment of the window (revealAskDelayMs from the draw seen), at most ${JOIN_IN_FLIGHT} in flight`,
    );
    row(
      'reveal window (drawn_at to admission start)',
      `${fixed(revealSeconds)} s for ${draw.places} places drawn (${revealRateText})`,
    );
    row('draw seen by the bench after drawn_at', `${fixed((drawSeenAt - drawnAt.getTime()) / 1000, 2)} s`);
    row('asks sent', String(asks));
    row('answers', reveal.statuses.toString());
    row('5xx', String(reveal5xx));
    row('no answer (connection failed)', String(unanswered(reveal.statuses)));
    row('answers with a number', `${reveal.numbered} (places drawn: ${draw.places})`);
    row(
      'took (draw seen to last answer)',
      `${fixed(reveal.seconds)} s (the last sent ${fixed(reveal.mostBehindMs / 1000, 2)} s after its moment)`,
    );
    row('asks/s achieved', fixed(asks / reveal.seconds, 0));
    row(
      'latency p50 / p99 (ms, send to answer)',
      `${fixed(percentile(reveal.latencies, 50))} / ${fixed(percentile(reveal.latencies, 99))}`,
    );
    row('answers after admission started (ideally 0)', String(lateAnswers));
    row(
      'last answer after admission_starts_at',
      `${fixed((lastAnswerAt - admissionStartsAt.getTime()) / 1000, 2)} s (negative: before)`,
    );
    row('CPU ms per ask', cpuText(perRequest(revealCpu, asks)));
    row('the machine meanwhile', machineText(revealCpu, cores.length));

    console.log('\nthe on-sale');
    row('places drawn', String(drawnPlaces));
    row(
      'drawn after the on-sale time (drawn_at)',
      `${fixed((drawnAt.getTime() - onSaleAt.getTime()) / 1000)} s`,
    );
    row('CPU ms from the on-sale time to the draw', cpuText(perRequest(drawCpu, 1)));
    row(
      'first admission after the on-sale time',
      `${fixed((firstAdmittedAt - onSaleAt.getTime()) / 1000)} s (the reveal window in it: ${fixed(revealSeconds)} s)`,
    );
    row(
      'first admission after admission_starts_at',
      `${fixed((firstAdmittedAt - admissionStartsAt.getTime()) / 1000)} s`,
    );
    row(
      'first admission seen by the poller after it',
      `${fixed((withRoom.firstSeenAt - firstAdmittedAt) / 1000)} s`,
    );
    row(
      'first hold sent (pass in hand) after it',
      `${fixed((withRoom.checkoutStartedAt - firstAdmittedAt) / 1000)} s`,
    );
    const pace = record.admissions.map((step) => `+${fixed(step.second)}:${step.count}`).join(' ');
    console.log(`  admission steps (seconds after the first: numbers admitted)\n    ${pace}`);
    row('numbers admitted / in line', `${record.admittingThrough} / ${record.lastNumber}`);
    row('admitted beyond the seats', String(Math.max(0, record.admittingThrough - SEATS)));
    row('passes used', String(record.passesUsed));
    row('sale loop ended', `${withRoom.ended} (${withRoom.polls} polls)`);

    console.log(`\nthe sale: ${SEATS} seats, 1 each, ${CONCURRENCY} buyers at most in flight`);
    row('', 'with the room', 'without', 'with : without');
    row('buyers', `${record.admittingThrough} admitted`, String(NO_ROOM_BUYERS));
    row('seats sold', String(withRoom.bookings), String(withoutRoom.bookings));
    row('window (s): first hold sent to last booking', fixed(roomCheckoutSeconds), fixed(plainSeconds));
    row(
      "purchases/s at the checkout (the issue's figure)",
      fixed(roomCheckoutRate),
      fixed(plainRate),
      fixed(roomCheckoutRate / plainRate, 2),
    );
    row(
      '  with: from the first admission instead',
      `${fixed(roomRate)} in ${fixed(roomSeconds)} s`,
      '',
      fixed(roomRate / plainRate, 2),
    );
    const roomCpu = perRequest(roomSaleCpu, Math.max(1, withRoom.bookings));
    const plainCpu = perRequest(plainSaleCpu, Math.max(1, withoutRoom.bookings));
    row(
      'API CPU ms per purchase',
      fixed(roomCpu.api),
      fixed(plainCpu.api),
      fixed(roomCpu.api / plainCpu.api, 2),
    );
    row(
      'PostgreSQL CPU ms per purchase',
      fixed(roomCpu.postgres),
      fixed(plainCpu.postgres),
      fixed(roomCpu.postgres / plainCpu.postgres, 2),
    );
    row('nginx CPU ms per purchase', fixed(roomCpu.nginx, 2), fixed(plainCpu.nginx, 2));
    row('5xx (incl. retried 502/503/504)', String(withRoom.serverErrors), String(withoutRoom.serverErrors));
    row('outcomes, with the room', withRoom.outcomes.toString());
    row('outcomes, without', withoutRoom.outcomes.toString());
    row('the machine meanwhile, with the room', machineText(roomSaleCpu, cores.length));
    row('the machine meanwhile, without', machineText(plainSaleCpu, cores.length));
    console.log(
      `  bookings each second, with the room (from the first admission)\n    ${perSecond(withRoom.bookedAt, firstAdmittedAt)}`,
    );
    console.log(
      `  bookings each second, without (from the start)\n    ${perSecond(withoutRoom.bookedAt, withoutRoom.startedAt)}`,
    );
    const within = Math.abs(roomCheckoutRate / plainRate - 1) <= 0.1;
    row(
      'at the checkout, with the room within 10% of without',
      within ? 'yes' : 'no (a timing: reported, not failed)',
    );

    console.log('\nchecks (from the database)');
    const checks: [string, Check][] = [
      [
        'the reveal',
        {
          name: 'every place drawn learned its number',
          ok: reveal.numbered === draw.places,
          detail: `${reveal.numbered} answers with a number, ${draw.places} places drawn`,
        },
      ],
      ...roomSaleChecks.map((check): [string, Check] => ['with the room', check]),
      ...plainChecks.map((check): [string, Check] => ['without', check]),
    ];
    const fiveXx =
      join5xx +
      reveal5xx +
      read5xx(readsFront) +
      read5xx(readsDirect) +
      withRoom.serverErrors +
      withoutRoom.serverErrors;
    checks.push([
      'all phases',
      {
        name: 'no 5xx',
        ok: fiveXx === 0,
        detail: `${fiveXx} (the sales count retried 502/503/504 and failed connections too)`,
      },
    ]);
    for (const [where, check] of checks) {
      console.log(`  ${check.ok ? 'PASS' : 'FAIL'}  ${`${where}: ${check.name}`.padEnd(62)} ${check.detail}`);
      if (!check.ok) failures.push(`${where}: ${check.name}`);
    }
    const lost = [joins.statuses, reveal.statuses, readsFront.statuses, readsDirect.statuses].map(unanswered);
    console.log(
      `  note  ${'all phases: requests without an answer (not a 5xx)'.padEnd(62)} joins ${lost[0]}, reveal ${lost[1]}, reads through nginx ${lost[2]}, straight ${lost[3]}`,
    );
    const nginxErrors = (() => {
      try {
        return readFileSync(path.join(workDir, 'nginx', 'error.log'), 'utf8')
          .split('\n')
          .filter(Boolean);
      } catch {
        return [];
      }
    })();
    if (nginxErrors.length > 0) {
      console.log(`\nnginx: ${nginxErrors.length} lines in its error log, the first:`);
      for (const line of nginxErrors.slice(0, 3)) console.log(`  ${line.slice(0, 400)}`);
    }
    for (const api of apis) {
      const lines = errorLines(api);
      if (lines.length === 0) continue;
      console.log(`\n${api.name}: ${lines.length} error lines in its log, the first:`);
      for (const line of lines.slice(0, 3)) console.log(`  ${line.slice(0, 600)}`);
    }
  } finally {
    await cleanUp();
  }
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
