import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { waitingRooms } from '../../db/schema/waiting-room';
import { postgresQueueLine, type QueueLine } from './queue-line';
import { roomsOfOpenSales } from './sale-seat-facts';
import { type AdmissionTerms, admitNextNumbers } from './waiting-room-admission';
import { drawWaitingRoom } from './waiting-room-draw';

export interface WaitingRoomPassCounts {
  drawn: number;
  admitted: number;
}

/**
 * The waiting rooms' background pass (decision 0049), every WAITING_ROOM_PASS_SECONDS in every process: rooms whose
 * on-sale time has come are drawn (once: the draw locks the room and checks it again), then each drawn room of an
 * open sale lets its next numbers through (one process per room at a time; the others skip it).
 */
export async function runWaitingRoomPass(
  db: Database,
  now: Date,
  terms: AdmissionTerms,
  shouldStop: () => boolean = () => false,
  line: QueueLine = postgresQueueLine,
): Promise<WaitingRoomPassCounts> {
  const counts: WaitingRoomPassCounts = { drawn: 0, admitted: 0 };
  const due = await db
    .select({ eventId: waitingRooms.eventId })
    .from(waitingRooms)
    .where(
      and(eq(waitingRooms.enabled, true), isNull(waitingRooms.drawnAt), lte(waitingRooms.onSaleAt, now)),
    );
  for (const { eventId } of due) {
    if (shouldStop()) return counts;
    if (await drawWaitingRoom(db, eventId, now, undefined, line)) counts.drawn += 1;
  }
  for (const eventId of await roomsOfOpenSales(db, now)) {
    if (shouldStop()) return counts;
    const outcome = await admitNextNumbers(db, eventId, now, terms, line);
    counts.admitted += outcome?.admitted ?? 0;
  }
  return counts;
}
