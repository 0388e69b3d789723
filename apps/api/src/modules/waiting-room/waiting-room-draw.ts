import { revealWindowSeconds } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { waitingRooms } from '../../db/schema/waiting-room';
import { newDrawSeed } from './fair-draw';
import { postgresQueueLine, type QueueLine } from './queue-line';

/**
 * The on-sale draw of one room, once: when its on-sale time has come and it has not been drawn, the places taken so
 * far are numbered 1..N in the order of `drawOrder` under a new seed, which is kept. Admission starts after the
 * reveal window (`revealWindowSeconds` of the places drawn at `revealPerSecond`). Returns what it drew, or null
 * when there was nothing to do (not yet due, drawn already, by this process or another). The room's row lock makes
 * the draw one at a time; a process killed before the commit leaves the room undrawn (a line in Redis keeps its
 * numbers and seed, which the next draw records).
 */
export async function drawWaitingRoom(
  db: Database,
  eventId: string,
  now: Date,
  {
    seed = newDrawSeed(),
    line = postgresQueueLine,
    revealPerSecond = 0,
  }: { seed?: string; line?: QueueLine; revealPerSecond?: number } = {},
): Promise<{ places: number; seed: string; admissionStartsAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ onSaleAt: waitingRooms.onSaleAt, drawnAt: waitingRooms.drawnAt })
      .from(waitingRooms)
      .where(eq(waitingRooms.eventId, eventId))
      .for('update');
    if (!room || room.drawnAt || room.onSaleAt > now) return null;
    const drawn = await line.numberForDraw(tx, eventId, seed);
    const admissionStartsAt = new Date(
      now.getTime() + revealWindowSeconds(drawn.drawn, revealPerSecond) * 1000,
    );
    await tx
      .update(waitingRooms)
      .set({
        drawSeed: drawn.seed,
        drawnAt: now,
        admissionStartsAt,
        lastNumber: drawn.lastNumber,
        updatedAt: now,
      })
      .where(eq(waitingRooms.eventId, eventId));
    return { places: drawn.drawn, seed: drawn.seed, admissionStartsAt };
  });
}
