import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { waitingRoomPlaces } from '../../db/schema/waiting-room';
import { drawOrder } from './fair-draw';
import { joinWaitingRoom, type WaitingRoomPlace } from './waiting-room-places.service';
import { findOwnPlace, type OwnPlaceRow } from './waiting-room-reads';

/*
 * Where an event's line is kept (decision 0049): the places, their numbers and the draw. In PostgreSQL by default (the
 * embedded database on one process); in Redis when REDIS_URL is set (queue-line-redis.ts), where a join is one
 * script. Either way the room's settings, its admission and the admitted places with their passes live in
 * PostgreSQL: a pass is used in the same statement that takes the seats (queue-pass-use.ts), so one pass makes one
 * hold whatever happens to a process.
 */

/** What the draw numbered: the places drawn, the last number given (late joiners during the draw follow). */
export interface DrawnLine {
  drawn: number;
  lastNumber: number;
  /** The seed the order was drawn under: the one given, or an earlier draw's that the room had not recorded. */
  seed: string;
}

export interface QueueLine {
  readonly store: 'postgres' | 'redis';
  /**
   * The account's place, taken now if it has none (joining again answers the same place). The caller has checked that
   * the room is on; null when the line itself finds it off (PostgreSQL reads the room in the same statement).
   */
  join(db: Database, eventId: string, userId: string, now: Date): Promise<WaitingRoomPlace | null>;
  /** The account's place with its admission and pass, or undefined when it has not joined. */
  ownPlace(db: DbOrTx, eventId: string, userId: string): Promise<OwnPlaceRow | undefined>;
  /** How many places have been taken, numbered or not. */
  placesTaken(db: DbOrTx, eventId: string): Promise<number>;
  /**
   * Within the draw's transaction (the room's row locked, its draw due and not recorded): numbers the places taken so
   * far 1..N in the order of `drawOrder` under the seed, then any taken meanwhile in arrival order.
   */
  numberForDraw(tx: DbOrTx, eventId: string, seed: string): Promise<DrawnLine>;
  /** Within admission's transaction: the last number given, of which the room's row knows `recorded`. */
  lastNumber(tx: DbOrTx, eventId: string, recorded: number): Promise<number>;
  /** Within admission's transaction: the numbers after `after` through `through` let through at `stepAt`. */
  admit(tx: DbOrTx, eventId: string, after: number, through: number, stepAt: Date): Promise<void>;
}

/** The line in PostgreSQL: every place is a row of waiting_room_places from the moment it is taken. */
export const postgresQueueLine: QueueLine = {
  store: 'postgres',
  join: joinWaitingRoom,
  ownPlace: findOwnPlace,

  async placesTaken(db, eventId) {
    const [places] = await db
      .select({ taken: count() })
      .from(waitingRoomPlaces)
      .where(eq(waitingRoomPlaces.eventId, eventId));
    return places?.taken ?? 0;
  },

  async numberForDraw(tx, eventId, seed) {
    const places = await tx
      .select({ id: waitingRoomPlaces.id })
      .from(waitingRoomPlaces)
      .where(and(eq(waitingRoomPlaces.eventId, eventId), isNull(waitingRoomPlaces.number)));
    // drawOrder's order does not depend on the order the places are read in.
    const ids = drawOrder(seed, places).map((place) => place.id);
    if (ids.length > 0) {
      // One statement whatever the line's length: the ids in drawn order as one text, numbered by their ordinality.
      await tx.execute(sql`update waiting_room_places p set number = drawn.number::int
        from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as drawn(id, number)
        where p.id = drawn.id`);
    }
    return { drawn: ids.length, lastNumber: ids.length, seed };
  },

  async lastNumber(_tx, _eventId, recorded) {
    return recorded;
  },

  async admit(tx, eventId, after, through, stepAt) {
    await tx
      .update(waitingRoomPlaces)
      .set({ admittedAt: stepAt })
      .where(
        and(
          eq(waitingRoomPlaces.eventId, eventId),
          gt(waitingRoomPlaces.number, after),
          lte(waitingRoomPlaces.number, through),
        ),
      );
  },
};
