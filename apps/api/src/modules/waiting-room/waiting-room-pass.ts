import type { Database } from '../../db/client';
import { postgresQueueLine, type QueueLine } from './queue-line';
import { roomsToPass } from './sale-seat-facts';
import { type AdmissionTerms, admitNextNumbers } from './waiting-room-admission';
import { drawWaitingRoom } from './waiting-room-draw';

export interface WaitingRoomPassTerms extends AdmissionTerms {
  /** Own-place asks the servers answer a second (WAITING_ROOM_REVEAL_PER_SECOND): the draw's reveal window. */
  revealPerSecond: number;
}

export interface WaitingRoomPassCounts {
  drawn: number;
  admitted: number;
}

/**
 * The waiting rooms' background pass (decision 0049), every WAITING_ROOM_PASS_SECONDS in every process: rooms whose
 * on-sale time has come are drawn (once: the draw locks the room and checks it again), then each drawn room of an
 * open sale lets its next numbers through (one process per room at a time; the others skip it).
 *
 * `clock` is read for each step: drawing 50,000 places takes a second or more, and the admission after it is stamped
 * when it happens, not when the pass began.
 */
export async function runWaitingRoomPass(
  db: Database,
  clock: () => Date,
  terms: WaitingRoomPassTerms,
  shouldStop: () => boolean = () => false,
  line: QueueLine = postgresQueueLine,
): Promise<WaitingRoomPassCounts> {
  const counts: WaitingRoomPassCounts = { drawn: 0, admitted: 0 };
  for (const room of await roomsToPass(db, clock())) {
    if (shouldStop()) return counts;
    const drawn =
      room.drawDue &&
      (await drawWaitingRoom(db, room.eventId, clock(), { line, revealPerSecond: terms.revealPerSecond }));
    if (drawn) counts.drawn += 1;
    if (!room.selling) continue;
    const outcome = await admitNextNumbers(db, room.eventId, clock(), terms, line);
    counts.admitted += outcome?.admitted ?? 0;
  }
  return counts;
}
