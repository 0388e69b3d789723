import type { Database } from '../../db/client';
import { closeLines } from './waitlist-closing';
import { offerSeatsOfEvent, settleOffers } from './waitlist-offers';
import { eventsToClose, eventsToServe } from './waitlist-reads';

export interface WaitlistPassCounts {
  settled: number;
  closed: number;
  offers: number;
}

const EVENTS_PER_PASS = 100;

/**
 * The waitlist's background pass (decision 0041), run by every API process: learns what became of the offers out,
 * closes the lines of events cancelled or begun, then offers the seats in stock to the people waiting, event by
 * event. Everything it does is in the database (entries, holds, the outbox), so a process that stops mid-pass loses
 * nothing: the next pass, in any process, takes up where it left off, and the locks make two passes take turns.
 */
export async function runWaitlistPass(
  db: Database,
  provider: string,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<WaitlistPassCounts> {
  const counts: WaitlistPassCounts = { settled: await settleOffers(db, now), closed: 0, offers: 0 };
  for (const { eventId, cancelled } of await eventsToClose(db, now, EVENTS_PER_PASS)) {
    if (shouldStop()) return counts;
    counts.closed += await db.transaction((tx) =>
      closeLines(tx, eventId, cancelled ? 'event_cancelled' : 'event_begun', now),
    );
  }
  for (const eventId of await eventsToServe(db, now, EVENTS_PER_PASS)) {
    if (shouldStop()) return counts;
    counts.offers += await offerSeatsOfEvent(db, provider, eventId, now);
  }
  return counts;
}
