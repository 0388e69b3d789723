import { QUEUE_PASS_MINUTES } from '@ticketmela/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema/waiting-room';
import { postgresQueueLine, type QueueLine } from './queue-line';
import { type AdmissionFacts, admissionFacts } from './sale-seat-facts';

/*
 * The room's admission (decision 0049), one room at a time, each in its own transaction under the room's row lock
 * (FOR NO KEY UPDATE SKIP LOCKED: with several processes, one admits a room while the others pass on). A process killed
 * mid-way rolls back: no number is let through twice or lost. The line (PostgreSQL or Redis, queue-line.ts) says how
 * many numbers there are and marks those let through; the admitted places are rows of PostgreSQL either way.
 */

/**
 * The fewest numbers a second the room lets through, before checkouts are measured and while they are slow. The
 * seats bound the line anyway (never more live passes than seats left); the rate only spreads the checkouts out. At
 * 50 the bench's sale of 1,000 seats ran at 0.56 of the same sale without the room (buyers' first checkouts take a
 * few seconds to be measured); a fifth of a second's worth of a big sale's seats keeps it close.
 */
export const ADMIT_FLOOR_PER_SECOND = 200;

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

/**
 * How many further numbers to let through now: one for each seat left that no live pass covers yet (a pass admitted
 * within its time and unused), at twice the rate buyers have been checking out with their passes (never below the
 * floor, never above the most) for the time since the room's last step, and no further than the last number given.
 */
export function numbersToAdmit(input: {
  facts: Pick<AdmissionFacts, 'availableSeats' | 'selling' | 'livePasses' | 'recentCheckouts'>;
  waiting: number;
  /** Seconds since the room's last admission step (its pass's interval before the first). */
  secondsSinceLastStep: number;
  maxAdmitPerSecond: number;
}): number {
  const { facts } = input;
  if (!facts.selling) return 0;
  const uncovered = facts.availableSeats - facts.livePasses;
  const checkoutsPerSecond = facts.recentCheckouts / (CHECKOUT_WINDOW_MS / 1000);
  const perSecond = Math.min(
    input.maxAdmitPerSecond,
    Math.max(ADMIT_FLOOR_PER_SECOND, Math.ceil(checkoutsPerSecond * 2)),
  );
  const budget = Math.floor(perSecond * input.secondsSinceLastStep);
  return Math.max(0, Math.min(uncovered, budget, input.waiting));
}

/**
 * One admission step of a drawn room: lets the next numbers through (their passes start now), measures the rate, and
 * says sold out when no seat is left or held. Null when the room is not due (off, not drawn, its admission not
 * started, or another process has it locked right now).
 *
 * The step's time is never before the room's last step (a pass that started before another process's step but took
 * the room after it stamps that step's time, and admits only what the time since allows): admission times follow the
 * numbers, and N processes together admit at one room's rate.
 */
export async function admitNextNumbers(
  db: Database,
  eventId: string,
  now: Date,
  terms: AdmissionTerms,
  line: QueueLine = postgresQueueLine,
): Promise<AdmissionOutcome | null> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ admittingThrough: waitingRooms.admittingThrough, lastNumber: waitingRooms.lastNumber })
      .from(waitingRooms)
      .where(
        and(
          eq(waitingRooms.eventId, eventId),
          eq(waitingRooms.enabled, true),
          // Drawn, and its reveal window over (null before the draw).
          lte(waitingRooms.admissionStartsAt, now),
        ),
      )
      // No key update: the foreign keys of places written meanwhile (a key share lock) do not make it skip the room.
      .for('no key update', { skipLocked: true });
    if (!room) return null;
    const facts = await admissionFacts(tx, eventId, {
      now,
      passStart: new Date(now.getTime() - passMs),
      checkoutStart: new Date(now.getTime() - CHECKOUT_WINDOW_MS),
    });
    if (!facts) return null;
    const lastStep = facts.lastAdmittedAt ? new Date(facts.lastAdmittedAt).getTime() : null;
    const stepAt = new Date(Math.max(now.getTime(), lastStep ?? 0));
    const secondsSinceLastStep =
      lastStep === null
        ? terms.intervalSeconds
        : Math.min(terms.intervalSeconds, (stepAt.getTime() - lastStep) / 1000);
    const lastNumber = await line.lastNumber(tx, eventId, room.lastNumber);
    const admitted = numbersToAdmit({
      facts,
      waiting: lastNumber - room.admittingThrough,
      secondsSinceLastStep,
      maxAdmitPerSecond: terms.maxAdmitPerSecond,
    });
    const admittingThrough = room.admittingThrough + admitted;
    if (admitted > 0) await line.admit(tx, eventId, room.admittingThrough, admittingThrough, stepAt);
    const [lately] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(waitingRoomPlaces)
      .where(
        and(
          eq(waitingRoomPlaces.eventId, eventId),
          gt(waitingRoomPlaces.admittedAt, new Date(stepAt.getTime() - RATE_WINDOW_MS)),
        ),
      );
    const soldOut = facts.selling ? facts.availableSeats === 0 && !facts.seatsHeld : true;
    await tx
      .update(waitingRooms)
      .set({
        lastNumber,
        admittingThrough,
        admittedPerMinute: Math.round((lately?.count ?? 0) / (RATE_WINDOW_MS / MINUTE_MS)),
        soldOut,
        updatedAt: stepAt,
      })
      .where(eq(waitingRooms.eventId, eventId));
    return { admitted, admittingThrough, soldOut };
  });
}
