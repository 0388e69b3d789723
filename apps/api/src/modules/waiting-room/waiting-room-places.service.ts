import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import { defineStatement, runStatement } from '../../db/statement';

/*
 * Places in an event's waiting room kept in PostgreSQL (decision 0049; the embedded default): opening a room and
 * taking a place. The draw is waiting-room-draw.ts; Redis keeps them instead when configured (queue-line-redis.ts).
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
