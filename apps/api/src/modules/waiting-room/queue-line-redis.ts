import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis, Result } from 'ioredis';
import { msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { drawOrder } from './fair-draw';
import type { DrawnLine, QueueLine } from './queue-line';
import { findOwnPlace } from './waiting-room-reads';

/*
 * The line in Redis (decision 0049), when REDIS_URL is set: N processes share it, and a join is one script run in
 * Redis instead of a statement in PostgreSQL. Per event, three keys:
 *   places   a hash: account id -> "placeId,joinedAtMs,number" (number 0 until the draw)
 *   numbers  a hash: number -> account id (admission's look-up)
 *   line     a hash: seed, lastNumber (set by the draw; a late join adds one)
 * Scripts run whole or not at all, one at a time, so a join and the draw never interleave, and no number is given
 * twice. Admission copies the places it lets through into PostgreSQL (queue-line.ts says why), in its transaction.
 */

/** The event's keys: places, numbers, line (the bench reads them to check a sale). */
export const keysOf = (eventId: string) => {
  const prefix = `ticketmela:waiting-room:${eventId}`;
  return { places: `${prefix}:places`, numbers: `${prefix}:numbers`, line: `${prefix}:line` };
};

/** A place as the scripts store it. */
export interface StoredPlace {
  id: string;
  joinedAt: Date;
  number: number | null;
}

export function parsePlace(stored: string): StoredPlace {
  const [id, joinedAtMs, number] = stored.split(',');
  return { id: id!, joinedAt: new Date(Number(joinedAtMs)), number: Number(number) || null };
}

/**
 * KEYS: places, numbers, line. ARGV: account id, new place id, joined-at ms. The account's place, taken if it has
 * none: numbered after the draw (the next number), unnumbered before it.
 */
const JOIN_SCRIPT = `
local existing = redis.call('HGET', KEYS[1], ARGV[1])
if existing then return existing end
local number = 0
if redis.call('HEXISTS', KEYS[3], 'seed') == 1 then
  number = redis.call('HINCRBY', KEYS[3], 'lastNumber', 1)
  redis.call('HSET', KEYS[2], number, ARGV[1])
end
local place = ARGV[2] .. ',' .. ARGV[3] .. ',' .. number
redis.call('HSET', KEYS[1], ARGV[1], place)
return place`;

/**
 * KEYS: places, numbers, line. ARGV: seed, then the account ids in drawn order. Numbers them 1..N, then the places
 * taken since they were read (after the on-sale moment) in arrival order. Drawn already: changes nothing. Returns
 * { seed kept, number of places drawn, last number }.
 */
const DRAW_SCRIPT = `
local seed = redis.call('HGET', KEYS[3], 'seed')
if seed then
  return { seed, -1, tonumber(redis.call('HGET', KEYS[3], 'lastNumber') or '0') }
end
local number = 0
for i = 2, #ARGV do
  local place = redis.call('HGET', KEYS[1], ARGV[i])
  if place and string.sub(place, -2) == ',0' then
    number = number + 1
    redis.call('HSET', KEYS[1], ARGV[i], string.sub(place, 1, -2) .. number)
    redis.call('HSET', KEYS[2], number, ARGV[i])
  end
end
local drawn = number
local later = {}
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local place = all[i + 1]
  if string.sub(place, -2) == ',0' then
    local joined = tonumber(string.match(place, '^[^,]*,([^,]*),'))
    table.insert(later, { all[i], place, joined })
  end
end
table.sort(later, function(a, b) return a[3] < b[3] end)
for _, entry in ipairs(later) do
  number = number + 1
  redis.call('HSET', KEYS[1], entry[1], string.sub(entry[2], 1, -2) .. number)
  redis.call('HSET', KEYS[2], number, entry[1])
end
redis.call('HSET', KEYS[3], 'seed', ARGV[1], 'lastNumber', number)
return { ARGV[1], drawn, number }`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    waitingRoomJoin(
      places: string,
      numbers: string,
      line: string,
      userId: string,
      placeId: string,
      joinedAtMs: string,
    ): Result<string, Context>;
    waitingRoomDraw(
      places: string,
      numbers: string,
      line: string,
      ...seedThenUserIds: string[]
    ): Result<[string, number, number], Context>;
  }
}

/** A request's look at the line while Redis does not answer: 503, not 500 (the background work logs and retries). */
async function answeredByRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      msg('The queue is temporarily unavailable. Please try again in a minute.'),
    );
  }
}

/** The line kept in Redis through this client (which the caller opens and closes). */
export function redisQueueLine(redis: Redis): QueueLine {
  redis.defineCommand('waitingRoomJoin', { numberOfKeys: 3, lua: JOIN_SCRIPT });
  redis.defineCommand('waitingRoomDraw', { numberOfKeys: 3, lua: DRAW_SCRIPT });

  return {
    store: 'redis',

    async join(_db, eventId, userId, now) {
      const { places, numbers, line } = keysOf(eventId);
      const stored = await answeredByRedis(() =>
        redis.waitingRoomJoin(places, numbers, line, userId, randomUUID(), String(now.getTime())),
      );
      return parsePlace(stored);
    },

    async ownPlace(db, eventId, userId) {
      const { places } = keysOf(eventId);
      const stored = await answeredByRedis(() => redis.hget(places, userId));
      if (!stored) return undefined;
      const place = parsePlace(stored);
      // A numbered place may have been let through: admission copied it into PostgreSQL with its pass's use.
      const admitted = place.number === null ? undefined : await findOwnPlace(db, eventId, userId);
      return (
        admitted ?? { number: place.number, joinedAt: place.joinedAt, admittedAt: null, passUsedAt: null }
      );
    },

    async placesTaken(_db, eventId) {
      const { places } = keysOf(eventId);
      return answeredByRedis(() => redis.hlen(places));
    },

    async numberForDraw(_tx, eventId, seed): Promise<DrawnLine> {
      const { places, numbers, line } = keysOf(eventId);
      const taken = Object.entries(await redis.hgetall(places))
        .map(([userId, stored]) => ({ userId, ...parsePlace(stored) }))
        .filter((place) => place.number === null);
      const order = drawOrder(seed, taken).map((place) => place.userId);
      const [kept, drawn, lastNumber] = await redis.waitingRoomDraw(places, numbers, line, seed, ...order);
      // -1: Redis had drawn already (a process that drew it died before the room recorded it): that draw stands.
      return { drawn: drawn === -1 ? lastNumber : drawn, lastNumber, seed: kept };
    },

    async lastNumber(_tx, eventId, recorded) {
      const { line } = keysOf(eventId);
      const inRedis = Number((await answeredByRedis(() => redis.hget(line, 'lastNumber'))) ?? 0);
      return Math.max(recorded, inRedis);
    },

    async admit(tx, eventId, after, through, stepAt) {
      const { places, numbers } = keysOf(eventId);
      const wanted = Array.from({ length: through - after }, (_, i) => String(after + 1 + i));
      const userIds = await redis.hmget(numbers, ...wanted);
      if (userIds.some((userId) => !userId))
        throw new Error(`waiting room ${eventId}: numbers ${after + 1}..${through} are not all in Redis`);
      const stored = await redis.hmget(places, ...(userIds as string[]));
      const rows = stored.map((value, i) => ({ userId: userIds[i]!, ...parsePlace(value!) }));
      // One statement for the step's places: as in the PostgreSQL line, from then on their rows carry the pass.
      await tx.execute(sql`insert into waiting_room_places (id, event_id, user_id, number, joined_at, admitted_at)
        select a.id, ${eventId}::uuid, a.user_id, a.number, a.joined_at, ${stepAt.toISOString()}::timestamptz
        from unnest(
          string_to_array(${rows.map((row) => row.id).join(',')}, ',')::uuid[],
          string_to_array(${rows.map((row) => row.userId).join(',')}, ',')::uuid[],
          string_to_array(${rows.map((row) => row.number).join(',')}, ',')::int[],
          string_to_array(${rows.map((row) => row.joinedAt.toISOString()).join(',')}, ',')::timestamptz[]
        ) as a(id, user_id, number, joined_at)
        on conflict do nothing`);
    },
  };
}
