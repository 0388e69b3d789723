import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { freePort, REDIS_SERVER, startRedis, stopRedis } from '../../../test/redis-server';
import { roomWithAccounts } from '../../../test/waiting-room';
import { waitingRooms } from '../../db/schema/waiting-room';
import { drawOrder } from './fair-draw';
import type { QueueLine } from './queue-line';
import { redisQueueLine } from './queue-line-redis';
import { drawWaitingRoom } from './waiting-room-draw';

// The line in Redis on its own (a throwaway redis-server): joins and the draw racing, a draw whose process died
// before the room recorded it. The flows through the API run on both lines in waiting-room.routes.test.ts.

let ctx: TestApp;
let server: ChildProcess;
let redis: Redis;
let line: QueueLine;
let organizerId: string;
const onSale = new Date('2026-12-01T10:00:00Z');
const before = new Date(onSale.getTime() - 60_000);
const after = new Date(onSale.getTime() + 1_000);
const SEED = 'ab'.repeat(32);

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  const port = await freePort();
  server = await startRedis(port);
  redis = new Redis(`redis://127.0.0.1:${port}`);
  line = redisQueueLine(redis);
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
}, 60_000);
afterAll(async () => {
  redis?.disconnect();
  await ctx?.close();
  if (server) await stopRedis(server);
});

const roomOf = (count: number) => roomWithAccounts(ctx, organizerId, count, onSale, before);

const numberOf = async (eventId: string, userId: string) =>
  (await line.ownPlace(ctx.db, eventId, userId))?.number;

describe.skipIf(!REDIS_SERVER)('the line in Redis', () => {
  test('one place per account, even joining twice at once; the draw numbers them in the seed order', async () => {
    const { eventId, users } = await roomOf(6);
    const [first, again] = await Promise.all([
      line.join(ctx.db, eventId, users[0]!, before),
      line.join(ctx.db, eventId, users[0]!, before),
    ]);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ number: null, joinedAt: before });
    const places = [first!];
    for (const user of users.slice(1)) places.push((await line.join(ctx.db, eventId, user, before))!);
    expect(await line.placesTaken(ctx.db, eventId)).toBe(6);

    expect(await drawWaitingRoom(ctx.db, eventId, before, { seed: SEED, line })).toBeNull();
    expect(await drawWaitingRoom(ctx.db, eventId, after, { seed: SEED, line })).toEqual({
      places: 6,
      seed: SEED,
      admissionStartsAt: after,
    });
    // The order anyone can replay from the seed and the places' ids.
    const replayed = drawOrder(
      SEED,
      places.map((place, index) => ({ id: place.id, userId: users[index]! })),
    );
    for (const [index, place] of replayed.entries())
      expect(await numberOf(eventId, place.userId)).toBe(index + 1);
    const [room] = await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
    expect(room).toMatchObject({ drawSeed: SEED, drawnAt: after, lastNumber: 6 });
  });

  test('two draws at once draw once; joins racing the draw are all numbered, none twice', async () => {
    const { eventId, users } = await roomOf(40);
    for (const user of users.slice(0, 20)) await line.join(ctx.db, eventId, user, before);
    const [draws] = await Promise.all([
      Promise.all([
        drawWaitingRoom(ctx.db, eventId, after, { line }),
        drawWaitingRoom(ctx.db, eventId, after, { line }),
      ]),
      ...users.slice(20).map((user) => line.join(ctx.db, eventId, user, after)),
    ]);
    expect(draws.filter((draw) => draw !== null)).toHaveLength(1);
    const numbers = await Promise.all(users.map((user) => numberOf(eventId, user)));
    expect(numbers.toSorted((a, b) => a! - b!)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(await line.lastNumber(ctx.db, eventId, 0)).toBe(40);
    // After the draw, each late joiner takes the next number.
    const late = (await createUser(ctx)).user.id;
    expect((await line.join(ctx.db, eventId, late, after))!.number).toBe(41);
  });

  test('a draw whose process died before the room recorded it stands: the next draw records its seed', async () => {
    const { eventId, users } = await roomOf(3);
    for (const user of users) await line.join(ctx.db, eventId, user, before);
    // The dead process's draw: Redis numbered the line under its seed; the room's row was never updated.
    await line.numberForDraw(ctx.db, eventId, SEED);
    const numbers = await Promise.all(users.map((user) => numberOf(eventId, user)));
    const drawn = await drawWaitingRoom(ctx.db, eventId, after, { seed: 'cd'.repeat(32), line });
    expect(drawn?.seed).toBe(SEED);
    expect(await Promise.all(users.map((user) => numberOf(eventId, user)))).toEqual(numbers);
    const [room] = await ctx.db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
    expect(room).toMatchObject({ drawSeed: SEED, lastNumber: 3 });
  });
});
