import { QUEUE_PASS_MINUTES } from '@ticketmela/domain';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import type { SaleSeatFacts } from './sale-seat-facts';
import { saleSeatFacts } from './sale-seat-facts';

/*
 * The room's admission (decision 0049), one room at a time, each in its own transaction under the room's row lock
 * (FOR UPDATE SKIP LOCKED: with several processes, one admits a room while the others pass on). A process killed
 * mid-way rolls back: no number is let through twice or lost.
 */

/** The fewest numbers a second the room lets through before any checkout has been measured. */
export const ADMIT_FLOOR_PER_SECOND = 50;

export interface AdmissionTerms {
  /** The most numbers a second, however fast buyers check out (WAITING_ROOM_MAX_ADMIT_PER_SECOND). */
  maxAdmitPerSecond: number;
  /** How long since the last admission (the pass's interval): the second's rate times this. */
  intervalSeconds: number;
}

export interface AdmissionOutcome {
  admitted: number;
  admittingThrough: number;
  soldOut: boolean;
}

const MINUTE_MS = 60_000;
/** Checkouts are measured over the last ten seconds (a sale moves fast), the admission rate over two minutes. */
const CHECKOUT_WINDOW_MS = 10_000;
const RATE_WINDOW_MS = 2 * MINUTE_MS;

const passMs = QUEUE_PASS_MINUTES * MINUTE_MS;

async function countPlaces(tx: DbOrTx, eventId: string, ...conditions: ReturnType<typeof and>[]) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(waitingRoomPlaces)
    .where(and(eq(waitingRoomPlaces.eventId, eventId), ...conditions));
  return row?.count ?? 0;
}

/**
 * How many further numbers to let through now: one for each seat left that no live pass covers yet (a pass admitted
 * within its time and unused), at twice the rate buyers have been checking out with their passes (never below the
 * floor, never above the most), and no further than the last number given out.
 */
export function numbersToAdmit(input: {
  seats: SaleSeatFacts;
  livePasses: number;
  recentCheckouts: number;
  waiting: number;
  terms: AdmissionTerms;
}): number {
  if (!input.seats.selling) return 0;
  const uncovered = input.seats.availableSeats - input.livePasses;
  const checkoutsPerSecond = input.recentCheckouts / (CHECKOUT_WINDOW_MS / 1000);
  const perSecond = Math.min(
    input.terms.maxAdmitPerSecond,
    Math.max(ADMIT_FLOOR_PER_SECOND, Math.ceil(checkoutsPerSecond * 2)),
  );
  const budget = Math.ceil(perSecond * input.terms.intervalSeconds);
  return Math.max(0, Math.min(uncovered, budget, input.waiting));
}

/**
 * One admission step of a drawn room: lets the next numbers through (their passes start now), measures the rate, and
 * says sold out when no seat is left or held. Null when the room is not due (off, not drawn, or another process has
 * it locked right now).
 */
export async function admitNextNumbers(
  db: Database,
  eventId: string,
  now: Date,
  terms: AdmissionTerms,
): Promise<AdmissionOutcome | null> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ admittingThrough: waitingRooms.admittingThrough, lastNumber: waitingRooms.lastNumber })
      .from(waitingRooms)
      .where(
        and(
          eq(waitingRooms.eventId, eventId),
          eq(waitingRooms.enabled, true),
          isNotNull(waitingRooms.drawnAt),
        ),
      )
      .for('update', { skipLocked: true });
    if (!room) return null;
    const seats = await saleSeatFacts(tx, eventId, now);
    if (!seats) return null;
    const passStart = new Date(now.getTime() - passMs);
    const livePasses = await countPlaces(
      tx,
      eventId,
      gt(waitingRoomPlaces.admittedAt, passStart),
      isNull(waitingRoomPlaces.passUsedAt),
    );
    const recentCheckouts = await countPlaces(
      tx,
      eventId,
      gt(waitingRoomPlaces.admittedAt, passStart),
      gt(waitingRoomPlaces.passUsedAt, new Date(now.getTime() - CHECKOUT_WINDOW_MS)),
    );
    const admitted = numbersToAdmit({
      seats,
      livePasses,
      recentCheckouts,
      waiting: room.lastNumber - room.admittingThrough,
      terms,
    });
    const admittingThrough = room.admittingThrough + admitted;
    if (admitted > 0) {
      await tx
        .update(waitingRoomPlaces)
        .set({ admittedAt: now })
        .where(
          and(
            eq(waitingRoomPlaces.eventId, eventId),
            gt(waitingRoomPlaces.number, room.admittingThrough),
            lte(waitingRoomPlaces.number, admittingThrough),
          ),
        );
    }
    const admittedLately = await countPlaces(
      tx,
      eventId,
      gt(waitingRoomPlaces.admittedAt, new Date(now.getTime() - RATE_WINDOW_MS)),
    );
    const soldOut = seats.selling ? seats.availableSeats === 0 && !seats.seatsHeld : true;
    await tx
      .update(waitingRooms)
      .set({
        admittingThrough,
        admittedPerMinute: Math.round(admittedLately / (RATE_WINDOW_MS / MINUTE_MS)),
        soldOut,
        updatedAt: now,
      })
      .where(eq(waitingRooms.eventId, eventId));
    return { admitted, admittingThrough, soldOut };
  });
}
