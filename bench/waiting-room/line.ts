/**
 * The places of an event's line, wherever the API keeps it (decision 0049): rows of waiting_room_places in
 * PostgreSQL, or the places hash in Redis (numbered or not; the admitted ones are also rows in PostgreSQL).
 */
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { keysOf, parsePlace } from '../../apps/api/src/modules/waiting-room/queue-line-redis';

export interface LinePlace {
  id: string;
  userId: string;
  number: number | null;
  joinedAt: Date;
}

export async function readLine(pool: pg.Pool, redis: Redis | null, eventId: string): Promise<LinePlace[]> {
  if (redis) {
    const { places } = keysOf(eventId);
    return Object.entries(await redis.hgetall(places)).map(([userId, stored]) => ({
      userId,
      ...parsePlace(stored),
    }));
  }
  const { rows } = await pool.query<{ id: string; user_id: string; number: number | null; joined_at: Date }>(
    'select id, user_id, number, joined_at from waiting_room_places where event_id = $1',
    [eventId],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    number: row.number,
    joinedAt: row.joined_at,
  }));
}

/** The account holding a number of the line (null: no such number yet), one look-up. */
export async function ownerOfNumber(
  pool: pg.Pool,
  redis: Redis | null,
  eventId: string,
  number: number,
): Promise<string | null> {
  if (redis) return redis.hget(keysOf(eventId).numbers, String(number));
  const { rows } = await pool.query<{ user_id: string }>(
    'select user_id from waiting_room_places where event_id = $1 and number = $2',
    [eventId, number],
  );
  return rows[0]?.user_id ?? null;
}
