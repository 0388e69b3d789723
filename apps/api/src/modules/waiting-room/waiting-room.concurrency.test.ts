import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { startPayment } from '../../../test/purchase';
import { freePort, REDIS_SERVER, startRedis, stopRedis } from '../../../test/redis-server';
import { drawnRoom, fanEmail, joinQueue, openRoom, placeOf, roomPass } from '../../../test/waiting-room';
import { type Database, openDatabase } from '../../db/client';
import { events, payments, waitingRoomPlaces, waitingRooms } from '../../db/schema';
import { admitNextNumbers } from './waiting-room-admission';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;
const TERMS = { maxAdmitPerSecond: 500, intervalSeconds: 1 };

const STORES = REDIS_SERVER ? (['postgres', 'redis'] as const) : (['postgres'] as const);

describe.skipIf(!onPostgres).each(STORES)(
  'the waiting room under races, on PostgreSQL, its line in %s',
  (store) => {
    let ctx: TestApp;
    let organizer: TestUser;
    let url: string;
    let redis: ChildProcess | undefined;
    let redisUrl: string | undefined;
    beforeAll(async () => {
      if (store === 'redis') {
        const port = await freePort();
        redis = await startRedis(port);
        redisUrl = `redis://127.0.0.1:${port}`;
      }
      ctx = await buildTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
      expect(ctx.app.queueLine.store).toBe(store);
      organizer = await createUser(ctx, { role: 'organizer' });
      url = (ctx.database as { url?: string }).url!;
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
      if (redis) await stopRedis(redis);
    });
    const admit = (db: Database, eventId: string, now: Date) =>
      admitNextNumbers(db, eventId, now, TERMS, ctx.app.queueLine);

    const roomOf = async (eventId: string) =>
      (await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId)))[0]!;
    const admittedNumbers = async (eventId: string) =>
      (
        await ctx.db
          .select({ number: waitingRoomPlaces.number })
          .from(waitingRoomPlaces)
          .where(and(eq(waitingRoomPlaces.eventId, eventId), isNotNull(waitingRoomPlaces.admittedAt)))
          .orderBy(waitingRoomPlaces.number)
      ).map((place) => place.number);
    const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

    test('one pass sent by eight requests at once makes one hold', async () => {
      const event = await createEventRow(ctx, {
        organizerId: organizer.user.id,
        totalSeats: 20,
        pricePaise: 50_000,
      });
      const onSaleAt = new Date(Date.now() + MINUTE);
      await openRoom(ctx, organizer, event.id, onSaleAt);
      const buyer = await createUser(ctx);
      await joinQueue(ctx, buyer, event.id);
      await roomPass(ctx, new Date(onSaleAt.getTime() + 1000));
      const { pass } = await placeOf(ctx, buyer, event.id);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 1000, { queuePass: pass.token } as never),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([
        200, 409, 409, 409, 409, 409, 409, 409,
      ]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json().code).toBe('QUEUE_PASS_USED');
      const holds = await ctx.db.select().from(payments).where(eq(payments.eventId, event.id));
      expect(holds).toHaveLength(1);
      const [seats] = await ctx.db.select().from(events).where(eq(events.id, event.id));
      expect(seats!.availableSeats).toBe(18);
    });

    test('two processes admitting the same room at once let every number through once, in order', async () => {
      const event = await drawnRoom(ctx, organizer, 300, 400);
      const second = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
      try {
        const now = new Date();
        // Four passes from each process, all at once: each takes the room in turn or skips it while the other has it.
        await Promise.all(
          [ctx.db, second.db].flatMap((db) =>
            [0, 1, 2, 3].map((step) => admit(db, event.id, new Date(now.getTime() + step))),
          ),
        );
        const room = await roomOf(event.id);
        expect(room.admittingThrough).toBeGreaterThan(0);
        expect(room.admittingThrough).toBeLessThanOrEqual(300);
        expect(await admittedNumbers(event.id)).toEqual(oneTo(room.admittingThrough));
      } finally {
        await second.close();
      }
    });

    test('a process killed in the middle of admitting lets nobody through; the next pass admits in order', async () => {
      const event = await drawnRoom(ctx, organizer, 100, 200);
      // Another connection holds number 30's row (in PostgreSQL's line) or inserts it uncommitted (Redis's line puts
      // admitted places into PostgreSQL): the admitting process's statement stops there, mid-transaction.
      const blocker = new pg.Client({ connectionString: url });
      // pg_stat_activity holds still inside a transaction: the watching is done from a connection of its own.
      const watcher = new pg.Client({ connectionString: url });
      await Promise.all([blocker.connect(), watcher.connect()]);
      try {
        await blocker.query('begin');
        if (store === 'postgres')
          await blocker.query(
            'select 1 from waiting_room_places where event_id = $1 and number = 30 for update',
            [event.id],
          );
        else
          await blocker.query(
            `insert into waiting_room_places (event_id, user_id, number, joined_at)
           select $1, id, 30, now() from users where email = $2`,
            [event.id, fanEmail(30, event.id)],
          );
        const admitter = spawn(
          process.execPath,
          ['--import', 'tsx', ADMITTER, url, event.id, ...(redisUrl ? [redisUrl] : [])],
          { stdio: 'inherit' },
        );
        const exited = new Promise((resolve) => admitter.once('exit', resolve));
        const admitterBackend = await waitForLockWait(watcher, store === 'postgres' ? 'update' : 'insert');
        admitter.kill('SIGKILL');
        await exited;
        // Its backend goes on once the row is free, finds its client gone and rolls back.
        await blocker.query('rollback');
        await waitForBackendGone(watcher, admitterBackend);

        expect((await roomOf(event.id)).admittingThrough).toBe(0);
        expect(await admittedNumbers(event.id)).toEqual([]);
        // Another process's next pass: the numbers in order, each once.
        await admit(ctx.db, event.id, new Date());
        const room = await roomOf(event.id);
        // As many as the seats: the floor's second admits more than 100.
        expect(room.admittingThrough).toBe(100);
        expect(await admittedNumbers(event.id)).toEqual(oneTo(100));
      } finally {
        await Promise.all([blocker.end(), watcher.end()]);
      }
    });
  },
);

const ADMITTER = fileURLToPath(new URL('../../../test/waiting-room-admitter.ts', import.meta.url));

/** The pid of the backend waiting on a lock while writing the event's places, polled until there is one. */
async function waitForLockWait(client: pg.Client, statement: 'update' | 'insert'): Promise<number> {
  const query = statement === 'update' ? 'update "waiting_room_places"%' : 'insert into waiting_room_places%';
  for (;;) {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where wait_event_type = 'Lock' and query like $1 and pid <> pg_backend_pid()`,
      [query],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitForBackendGone(client: pg.Client, pid: number): Promise<void> {
  for (;;) {
    const { rows } = await client.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
