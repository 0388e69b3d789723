import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import { defineStatement, runStatement } from '../../db/statement';
import { drawOrder, newDrawSeed } from './fair-draw';

/*
 * Places in an event's waiting room (decision 0049): taking one, and the draw that numbers those taken before the
 * on-sale moment. State in PostgreSQL (PGlite by default); the Redis variant is to come.
 */

export interface WaitingRoomPlace {
  id: string;
  /** Null until the draw, for a place taken before the on-sale moment. */
  number: number | null;
  joinedAt: Date;
}

const PLACE_COLUMNS = {
  id: waitingRoomPlaces.id,
  number: waitingRoomPlaces.number,
  joinedAt: waitingRoomPlaces.joinedAt,
};

/** Opens an event's room with its on-sale time, or moves that time while the draw has not happened. */
export async function openWaitingRoom(db: Database, eventId: string, onSaleAt: Date, now: Date) {
  await db
    .insert(waitingRooms)
    .values({ eventId, onSaleAt, enabled: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: waitingRooms.eventId,
      set: { onSaleAt, enabled: true, updatedAt: now },
      setWhere: isNull(waitingRooms.drawnAt),
    });
}

async function ownPlace(db: DbOrTx, eventId: string, userId: string) {
  const [place] = await db
    .select(PLACE_COLUMNS)
    .from(waitingRoomPlaces)
    .where(and(eq(waitingRoomPlaces.eventId, eventId), eq(waitingRoomPlaces.userId, userId)));
  return place;
}

/**
 * Joining before the draw, in one statement (one round trip, committed at once): a share lock on the room, so joins go
 * on side by side and the draw (an update lock) waits for those in flight and numbers them all; the place taken while
 * the room is on and not drawn. No place comes back when the room is off or drawn, or when the same account joined in
 * a statement that committed first (`on conflict`).
 */
const joinBeforeDraw = defineStatement<{
  roomOn: boolean;
  drawn: boolean;
  id: string | null;
  number: number | null;
  joinedAt: Date | null;
}>(
  'waiting_room_join_before_draw',
  ['eventId', 'userId', 'now'],
  `with room as materialized (
    select r.enabled, r.drawn_at from waiting_rooms r where r.event_id = :eventId::uuid for share
  ),
  taken as (
    insert into waiting_room_places (event_id, user_id, joined_at)
    select :eventId::uuid, :userId::uuid, :now::timestamptz from room where room.enabled and room.drawn_at is null
    on conflict do nothing
    returning id, number, joined_at
  )
  select coalesce((select enabled from room), false) as "roomOn",
    coalesce((select drawn_at is not null from room), false) as drawn,
    t.id, t.number, t.joined_at as "joinedAt"
  from (select 1) as one left join taken t on true`,
);

/**
 * The account's place in the event's room, taken now if it has none (joining again returns the same place). Before
 * the draw a place has no number yet; after it, the next number, in the order people joined. Null: no room is open.
 */
export async function joinWaitingRoom(
  db: Database,
  eventId: string,
  userId: string,
  now: Date,
): Promise<WaitingRoomPlace | null> {
  const [early] = await runStatement(db, joinBeforeDraw, { eventId, userId, now });
  if (!early?.roomOn) return null;
  if (early.id && early.joinedAt) return { id: early.id, number: early.number, joinedAt: early.joinedAt };
  if (!early.drawn) {
    // The same account joined in a statement that committed first: that place.
    const taken = await ownPlace(db, eventId, userId);
    if (!taken) throw new Error(`waiting room ${eventId}: no place for ${userId} after joining`);
    return taken;
  }
  return db.transaction(async (tx) => {
    // After the draw, late joiners take numbers one at a time under the room's row lock: arrival order.
    await tx
      .select({ eventId: waitingRooms.eventId })
      .from(waitingRooms)
      .where(eq(waitingRooms.eventId, eventId))
      .for('update');
    const existing = await ownPlace(tx, eventId, userId);
    if (existing) return existing;
    const [room] = await tx
      .update(waitingRooms)
      .set({ lastNumber: sql`${waitingRooms.lastNumber} + 1`, updatedAt: now })
      .where(eq(waitingRooms.eventId, eventId))
      .returning({ lastNumber: waitingRooms.lastNumber });
    const [place] = await tx
      .insert(waitingRoomPlaces)
      .values({ eventId, userId, number: room!.lastNumber, joinedAt: now })
      .returning(PLACE_COLUMNS);
    return place!;
  });
}

/**
 * The on-sale draw of one room, once: when its on-sale time has come and it has not been drawn, the places taken so
 * far are numbered 1..N in the order of `drawOrder` under a new seed, which is kept. Returns what it drew, or null
 * when there was nothing to do (not yet due, drawn already, by this process or another).
 */
export async function drawWaitingRoom(
  db: Database,
  eventId: string,
  now: Date,
  seed: string = newDrawSeed(),
): Promise<{ places: number; seed: string } | null> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ onSaleAt: waitingRooms.onSaleAt, drawnAt: waitingRooms.drawnAt })
      .from(waitingRooms)
      .where(eq(waitingRooms.eventId, eventId))
      .for('update');
    if (!room || room.drawnAt || room.onSaleAt > now) return null;
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
    await tx
      .update(waitingRooms)
      .set({ drawSeed: seed, drawnAt: now, lastNumber: ids.length, updatedAt: now })
      .where(eq(waitingRooms.eventId, eventId));
    return { places: ids.length, seed };
  });
}
