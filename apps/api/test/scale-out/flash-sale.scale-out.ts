/**
 * Issue 17's proof: two API processes behind nginx (ops/nginx/ticketmela.conf) on one PostgreSQL database and Redis.
 * A flash sale through nginx (500 buyers, 50 seats; some walk away from their hold, some cancel), an event cancelled
 * with refunds, and one process killed (SIGKILL) mid-sale and started again. Afterwards: exactly 50 sold, none
 * oversold, every hold released once, every refund sent once (the test provider's records), every e-mail handled once,
 * and sign-in limits counted across both processes. Nothing waits on time: readiness and end states are polled.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { bookings, events, outboxMails, payments, refunds, testRefunds, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signSessionToken } from '../../src/lib/tokens';
import { buy, call, gatewayErrors, inFlight, type Purchase } from './buyer';
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
  stopApi,
  stopEveryApi,
  waitFor,
  waitUntilReady,
} from './cluster';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const nginxPath = findNginx();
const BUYERS = 500;
const SEATS = 50;
const CONCURRENCY = 50;
const TICKET_RUPEES = 999;
const CONCERT_ATTENDEES = 40;
const CANCELLERS = 8;
const JWT_SECRET = 'scale-out-test-jwt-secret-0123456789abcdef';
const SIGN_IN_POINTS = 4;

const skipReason = !serverUrl
  ? 'TEST_DATABASE_URL is not set (PostgreSQL)'
  : !nginxPath
    ? 'nginx is not installed (apt-get install -y nginx)'
    : null;

/** One sample of a Prometheus exposition text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.skipIf(skipReason !== null)(
  'two API processes behind nginx: a flash sale with a process killed',
  () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-scale-out-'));
    const databaseName = `scale_out_${randomBytes(4).toString('hex')}`;
    let databaseUrl: string;
    let handle: DatabaseHandle;
    let nginx: Nginx;
    let ports: number[];
    const apis: Record<'a' | 'b', ApiProcess | null> = { a: null, b: null };
    let env: Record<string, string>;

    beforeAll(async () => {
      buildApi();
      databaseUrl = await createDatabase(serverUrl!, databaseName);
      ports = await choosePorts(3);
      env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET,
        QR_SECRET: 'scale-out-test-qr-secret-0123456789abcdef',
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        // Short holds and leases and a fast sweep, so expiry and take-over happen within the test.
        SEAT_HOLD_MINUTES: '0.1',
        HOLD_SWEEP_INTERVAL_SECONDS: '1',
        MAIL_POLL_INTERVAL_SECONDS: '1',
        REFUND_LEASE_SECONDS: '3',
        MAIL_LEASE_SECONDS: '3',
        AUTH_RATE_LIMIT_POINTS: String(SIGN_IN_POINTS),
        CATALOG_CACHE_TTL_MS: '0',
      };
      // Started together on an empty database: the migrations run one process at a time (advisory lock).
      apis.a = startApi('api-a', ports[1]!, env, workDir);
      apis.b = startApi('api-b', ports[2]!, env, workDir);
      await Promise.all([waitUntilReady(apis.a), waitUntilReady(apis.b)]);
      nginx = await startNginx(nginxPath!, ports[0]!, [ports[1]!, ports[2]!], workDir);
      handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
    });

    afterAll(async () => {
      await nginx?.stop();
      await stopEveryApi();
      await handle?.close();
      if (serverUrl) await dropDatabase(serverUrl, databaseName);
      rmSync(workDir, { recursive: true, force: true });
    });

    test('500 buyers for 50 seats, cancellations and an event cancellation, one process killed and restarted', async () => {
      const db = handle.db;
      const [organizer] = await db
        .insert(users)
        .values({ name: 'Organizer', email: 'organizer@scale.test', role: 'organizer' })
        .returning();
      const buyerRows = await db
        .insert(users)
        .values(
          Array.from({ length: BUYERS }, (_, i) => ({ name: `Buyer ${i}`, email: `buyer${i}@scale.test` })),
        )
        .returning({ id: users.id });
      const tokens = await Promise.all(
        buyerRows.map((row) => signSessionToken({ sub: row.id, role: 'user' }, JWT_SECRET, '1h')),
      );
      const organizerToken = await signSessionToken(
        { sub: organizer!.id, role: 'organizer' },
        JWT_SECRET,
        '1h',
      );
      const inAMonth = new Date(Date.now() + 30 * 86_400_000);
      const [flash, concert] = await db
        .insert(events)
        .values([
          {
            title: 'Flash Sale',
            description: 'The biggest concert in town',
            date: inAMonth,
            city: 'Mumbai',
            venueName: 'Arena',
            pricePaise: TICKET_RUPEES * 100,
            totalSeats: SEATS,
            availableSeats: SEATS,
            organizerId: organizer!.id,
          },
          {
            title: 'Concert to be cancelled',
            description: 'Will not happen',
            date: inAMonth,
            city: 'Pune',
            venueName: 'Hall',
            pricePaise: 50_000,
            totalSeats: CONCERT_ATTENDEES,
            availableSeats: CONCERT_ATTENDEES,
            organizerId: organizer!.id,
          },
        ])
        .returning({ id: events.id });
      const flashSale = { eventId: flash!.id, seats: 1, amount: TICKET_RUPEES };

      // Before the sale: 40 people book the concert that will be cancelled.
      await inFlight(tokens.slice(0, CONCERT_ATTENDEES), 20, async (token) => {
        const outcome = await buy(nginx.address, token, { eventId: concert!.id, seats: 1, amount: 500 });
        expect(outcome.kind).toBe('booked');
      });

      // The rush. Every tenth buyer walks away from the hold; the first bookers cancel at once. A third of the way in,
      // the concert is cancelled and process B is killed; two thirds in, B is started again.
      const outcomes: Purchase[] = new Array(BUYERS);
      const cancelled: string[] = [];
      let answered = 0;
      let booked = 0;
      let killStarted = false;
      let restart: Promise<void> | null = null;
      let killedWith: Promise<string> | null = null;
      await inFlight(tokens, CONCURRENCY, async (token, index) => {
        const walkAway = index % 10 === 3 ? 'before-paying' : index % 10 === 7 ? 'after-paying' : null;
        const outcome = await buy(nginx.address, token, flashSale, walkAway);
        outcomes[index] = outcome;
        if (outcome.kind === 'booked' && cancelled.length < CANCELLERS) {
          cancelled.push(outcome.bookingId);
          const cancel = await call(nginx.address, 'DELETE', `/api/bookings/${outcome.bookingId}`, token);
          expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
        }
        answered += 1;
        if (outcome.kind === 'booked') booked += 1;
        if (booked === SEATS / 2 && !killStarted) {
          killStarted = true;
          const cancelConcert = await call(
            nginx.address,
            'DELETE',
            `/api/events/${concert!.id}`,
            organizerToken,
            {
              cancelledReason: 'The venue flooded',
            },
          );
          expect(cancelConcert.status, JSON.stringify(cancelConcert.json)).toBe(200);
          killedWith = stopApi(apis.b!, 'SIGKILL');
        }
        if (answered === Math.floor((2 * BUYERS) / 3)) {
          await killedWith;
          apis.b = startApi('api-b-restarted', ports[2]!, env, workDir);
          restart = waitUntilReady(apis.b);
        }
      });
      expect(await killedWith).toBe('SIGKILL');
      await restart;

      // Seats come back from walked-away holds (when the sweeper releases them) and cancellations: those who found
      // it sold out try again until nothing is left to buy or held.
      const saleState = async () => {
        const [row] = await db
          .select({
            available: events.availableSeats,
            held: sql<number>`(select count(*)::int from payments where event_id = ${flash!.id} and hold_status = 'held')`,
          })
          .from(events)
          .where(eq(events.id, flash!.id));
        return row!;
      };
      const waiting = outcomes.flatMap((outcome, index) => (outcome.kind === 'sold-out' ? [index] : []));
      await waitFor('the flash sale to sell out for good', 90, async () => {
        const state = await saleState();
        if (state.available === 0 && state.held === 0) return true;
        if (state.available > 0) {
          const next = waiting.splice(0, state.available);
          await inFlight(next, next.length, async (index) => {
            outcomes[index] = await buy(nginx.address, tokens[index]!, flashSale);
            if (outcomes[index]!.kind === 'sold-out') waiting.push(index);
          });
        }
        return undefined;
      });

      const failures = outcomes.filter((outcome) => outcome.kind === 'failed');
      expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);

      // Paid and never booked (issue 23): every intent the test provider took money for is, once the sweepers of
      // both processes have passed, exactly one booking or one full refund, never both and never neither.
      const vanished = outcomes.flatMap((outcome) =>
        outcome.kind === 'paid-and-vanished' ? [outcome.paymentIntentId] : [],
      );
      expect(vanished.length).toBeGreaterThan(0);
      type Settled = {
        intentId: string;
        bookings: number;
        refunds: number;
        refundedPaise: number;
        paidPaise: number;
      };
      const settlement = async () =>
        (await db.execute(
          sql`select t.id as "intentId", t.amount_paise as "paidPaise",
            (select count(*)::int from bookings b join payments p on p.id = b.payment_id
              where p.provider = 'test' and p.provider_intent_id = t.id) as bookings,
            (select count(*)::int from test_refunds r where r.intent_id = t.id and r.idempotency_key like 'hold-lost:%')
              as refunds,
            (select coalesce(sum(r.amount_paise), 0)::int from test_refunds r
              where r.intent_id = t.id and r.idempotency_key like 'hold-lost:%') as "refundedPaise"
          from test_payment_intents t where t.status = 'succeeded'`,
        )) as unknown as { rows: Settled[] };
      let unsettled: unknown[] = [];
      await waitFor('every paid intent to be booked or refunded', 60, async () => {
        const rows = (await settlement()).rows;
        unsettled = rows.filter((row) => row.bookings + row.refunds !== 1);
        return unsettled.length === 0 ? true : undefined;
      }).catch((error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(unsettled.slice(0, 3))}`);
      });
      for (const row of (await settlement()).rows) {
        if (row.refunds === 1) expect(row.refundedPaise).toBe(row.paidPaise);
      }
      const vanishedBooked = (await settlement()).rows.filter(
        (row) => vanished.includes(row.intentId) && row.bookings === 1,
      ).length;
      const gauges = await Promise.all(
        [apis.a!, apis.b!].map(async (api) =>
          sample(
            await fetch(`${api.address}/metrics`).then((r) => r.text()),
            'ticketmela_paid_unbooked_payments',
          ),
        ),
      );
      expect(gauges).toEqual([0, 0]);

      // Exactly 50 sold, 0 oversold: the bookings, the stock and what the buyers were told agree.
      const [sold] = await db
        .select({
          seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)::int`,
          count: sql<number>`count(*)::int`,
        })
        .from(bookings)
        .where(and(eq(bookings.eventId, flash!.id), eq(bookings.cancelled, false)));
      const state = await saleState();
      expect(sold!.seats).toBe(SEATS);
      expect(state).toEqual({ available: 0, held: 0 });
      const toldBooked = outcomes.filter((outcome) => outcome.kind === 'booked').length;
      expect(toldBooked + vanishedBooked - CANCELLERS).toBe(SEATS);
      expect(sold!.count).toBe(SEATS);

      // Every hold released once: each walked-away hold is released (not converted) and recorded cancelled (the test
      // provider confirmed its intent can no longer be paid: decision 0039), and a second release would have put a seat
      // back twice, which the stock above (0 left, 50 sold, nothing held) rules out.
      const abandonedBuyers = outcomes.flatMap((outcome, index) =>
        outcome.kind === 'abandoned' ? [buyerRows[index]!.id] : [],
      );
      expect(abandonedBuyers.length).toBeGreaterThan(0);
      const abandonedHolds = await db
        .select({ holdStatus: payments.holdStatus })
        .from(payments)
        .where(
          and(
            eq(payments.eventId, flash!.id),
            sql`${payments.userId} in ${abandonedBuyers}`,
            eq(payments.status, 'canceled'),
          ),
        );
      expect(abandonedHolds.length).toBeGreaterThanOrEqual(abandonedBuyers.length);
      expect(new Set(abandonedHolds.map((hold) => hold.holdStatus))).toEqual(new Set(['released']));

      let lastOpen: unknown[] = [];
      // Every refund exactly once: wait until the workers (A, and B again) have sent every queued refund.
      await waitFor('every refund to be sent', 60, async () => {
        const open = await db.select().from(refunds).where(sql`${refunds.status} <> 'processed'`);
        if (open.length === 0) return true;
        lastOpen = open;
        return undefined;
      }).catch((error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(lastOpen.slice(0, 3))}`);
      });
      const refundRows = await db
        .select({ bookingId: refunds.bookingId, amountPaise: refunds.amountPaise, eventId: bookings.eventId })
        .from(refunds)
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId));
      expect(refundRows.filter((row) => row.eventId === concert!.id)).toHaveLength(CONCERT_ATTENDEES);
      expect(refundRows.filter((row) => row.eventId === flash!.id)).toHaveLength(CANCELLERS);
      const providerRefunds = await db.select().from(testRefunds);
      const byKey = new Map(providerRefunds.map((row) => [row.idempotencyKey, row]));
      for (const refund of refundRows) {
        const sent = providerRefunds.filter((row) => row.idempotencyKey === `booking:${refund.bookingId}`);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.amountPaise).toBe(refund.amountPaise);
      }
      // Nothing else was refunded, except payments that completed after their hold ran out (one `hold-lost:` each).
      const strays = providerRefunds.filter(
        (row) => !row.idempotencyKey.startsWith('booking:') && !row.idempotencyKey.startsWith('hold-lost:'),
      );
      expect(strays).toEqual([]);
      expect(byKey.size).toBe(providerRefunds.length);

      // Every e-mail handled once: none left pending, one per cause, kind and recipient.
      await waitFor('every e-mail to be handled', 60, async () => {
        const [pending] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(outboxMails)
          .where(eq(outboxMails.status, 'pending'));
        return pending!.count === 0 ? true : undefined;
      });
      const mails = await db
        .select({ kind: outboxMails.kind, status: outboxMails.status, count: sql<number>`count(*)::int` })
        .from(outboxMails)
        .groupBy(outboxMails.kind, outboxMails.status);
      const mailCount = (kind: string) =>
        mails.find((row) => row.kind === kind && row.status === 'kept')?.count ?? 0;
      expect(mails.every((row) => row.status === 'kept')).toBe(true);
      expect(mailCount('booking_confirmed')).toBe(CONCERT_ATTENDEES + toldBooked + vanishedBooked);
      expect(mailCount('booking_cancelled')).toBe(CANCELLERS);
      expect(mailCount('event_cancelled')).toBe(CONCERT_ATTENDEES);

      // Sign-in limits are counted in Redis, across both processes: of 2x the allowance of wrong passwords through
      // nginx (which alternates between the processes), exactly the allowance is answered 401, the rest 429.
      const redis = new Redis(redisUrl);
      await redis.del('ticketmela:auth-ip:127.0.0.1');
      redis.disconnect();
      const identifier = `limited-${randomBytes(4).toString('hex')}@scale.test`;
      await db
        .insert(users)
        .values({ name: 'Limited', email: identifier, passwordHash: await hashPassword('Right@123') });
      const loginSeries = (status: number) =>
        `ticketmela_http_requests_total{method="POST",route="/api/auth/login",status_code="${status}"}`;
      const before = await Promise.all(
        [apis.a!, apis.b!].map((api) => fetch(`${api.address}/metrics`).then((r) => r.text())),
      );
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 2 * SIGN_IN_POINTS; attempt++) {
        const answer = await call(nginx.address, 'POST', '/api/auth/login', null, {
          identifier,
          password: 'Wrong@123',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(SIGN_IN_POINTS).fill(401), ...Array(SIGN_IN_POINTS).fill(429)]);
      const after = await Promise.all(
        [apis.a!, apis.b!].map((api) => fetch(`${api.address}/metrics`).then((r) => r.text())),
      );
      const answeredBy = after.map(
        (text, index) =>
          sample(text, loginSeries(401)) +
          sample(text, loginSeries(429)) -
          sample(before[index]!, loginSeries(401)) -
          sample(before[index]!, loginSeries(429)),
      );
      expect(
        answeredBy.every((count) => count > 0),
        `sign-ins answered by A and B: ${answeredBy}`,
      ).toBe(true);

      // What each process did (the metrics): printed for the log, not asserted (the share depends on scheduling).
      const worked = after.map((text) =>
        ['holds', 'refunds', 'mails']
          .map((worker) => {
            const jobs = text
              .split('\n')
              .filter((line) => line.startsWith(`ticketmela_worker_jobs_total{worker="${worker}"`))
              .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
            return `${worker} ${jobs}`;
          })
          .join(', '),
      );
      console.log(
        `scale-out: ${toldBooked} booked (${CANCELLERS} cancelled), ${vanished.length} paid and vanished (${vanishedBooked} booked by the sweepers), ${abandonedBuyers.length} walked away, ${providerRefunds.length} provider refunds, ${gatewayErrors.count} gateway errors retried; jobs since start: A ${worked[0]}; B (restarted) ${worked[1]}`,
      );
    });
  },
);

if (skipReason) test.skip(`multi-process test skipped: ${skipReason}`, () => undefined);
