import {
  type ManagedWaitingRoom,
  QUEUE_PASS_MINUTES,
  type QueuePlace,
  type WaitingRoom,
} from '@ticketmela/domain';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type WaitingRoomRow, waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import type { QueueLine } from './queue-line';
import { signQueuePass } from './queue-pass';

/** An event's room, or undefined when it never had one. */
export async function findWaitingRoom(db: DbOrTx, eventId: string): Promise<WaitingRoomRow | undefined> {
  const [room] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
  return room;
}

/** The room's one shared answer (decision 0049): the same for everyone, nobody's own data. */
export function toWaitingRoomDto(room: WaitingRoomRow | undefined, now: Date): WaitingRoom {
  const enabled = room?.enabled ?? false;
  return {
    enabled,
    onSaleAt: enabled && room ? room.onSaleAt.toISOString() : null,
    started: enabled && room?.drawnAt != null,
    admissionStartsAt: enabled && room?.admissionStartsAt ? room.admissionStartsAt.toISOString() : null,
    admittingThrough: enabled && room ? room.admittingThrough : 0,
    lastNumber: enabled && room ? room.lastNumber : 0,
    admittedPerMinute: enabled && room ? room.admittedPerMinute : 0,
    soldOut: enabled && room ? room.soldOut : false,
    serverTime: now.toISOString(),
  };
}

/** The room for its organizer: the shared answer with the draw's record and what the line has taken and used. */
export async function managedWaitingRoom(
  db: DbOrTx,
  line: Pick<QueueLine, 'placesTaken'>,
  eventId: string,
  now: Date,
): Promise<ManagedWaitingRoom> {
  const room = await findWaitingRoom(db, eventId);
  // Used passes are on admitted places, which are in PostgreSQL whichever store keeps the line.
  const [places] = await db
    .select({ used: count(waitingRoomPlaces.passUsedAt) })
    .from(waitingRoomPlaces)
    .where(eq(waitingRoomPlaces.eventId, eventId));
  const shared = toWaitingRoomDto(room, now);
  return {
    ...shared,
    // The organizer sees the time they set even while the room is off.
    onSaleAt: room ? room.onSaleAt.toISOString() : null,
    drawnAt: room?.drawnAt?.toISOString() ?? null,
    drawSeed: room?.drawSeed ?? null,
    placesTaken: await line.placesTaken(db, eventId),
    passesUsed: places?.used ?? 0,
  };
}

export interface OwnPlaceRow {
  number: number | null;
  joinedAt: Date;
  admittedAt: Date | null;
  passUsedAt: Date | null;
}

export async function findOwnPlace(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<OwnPlaceRow | undefined> {
  const [place] = await db
    .select({
      number: waitingRoomPlaces.number,
      joinedAt: waitingRoomPlaces.joinedAt,
      admittedAt: waitingRoomPlaces.admittedAt,
      passUsedAt: waitingRoomPlaces.passUsedAt,
    })
    .from(waitingRoomPlaces)
    .where(and(eq(waitingRoomPlaces.eventId, eventId), eq(waitingRoomPlaces.userId, userId)));
  return place;
}

/**
 * The person's own place, with their pass while it is good: signed afresh on each ask (nothing secret is kept), valid
 * until QUEUE_PASS_MINUTES after their number was let through, whatever the time it is asked for.
 */
export async function toQueuePlaceDto(
  place: OwnPlaceRow,
  owner: { eventId: string; userId: string },
  passSecret: string,
  now: Date,
): Promise<QueuePlace> {
  const admitted = place.admittedAt !== null;
  const passUsed = place.passUsedAt !== null;
  const expiresAt = place.admittedAt
    ? new Date(place.admittedAt.getTime() + QUEUE_PASS_MINUTES * 60_000)
    : null;
  const passLapsed = admitted && !passUsed && expiresAt !== null && expiresAt <= now;
  const live = admitted && !passUsed && !passLapsed && place.number !== null && expiresAt !== null;
  return {
    number: place.number,
    joinedAt: place.joinedAt.toISOString(),
    admitted,
    pass: live
      ? {
          token: await signQueuePass({ ...owner, number: place.number!, expiresAt: expiresAt! }, passSecret),
          expiresAt: expiresAt!.toISOString(),
        }
      : null,
    passUsed,
    passLapsed,
  };
}
