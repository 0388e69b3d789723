import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type EventRow, events } from '../../db/schema/events';

/** What other modules need to know of one event to decide about it: who runs it, when, and whether it is off. */
export interface EventStanding {
  id: string;
  organizerId: string;
  title: string;
  date: Date;
  cancelled: boolean;
}

/** One event's standing, or null when there is no such event. Reads the events table for the modules above it. */
export async function findEventStanding(db: DbOrTx, eventId: string): Promise<EventStanding | null> {
  const [event] = await db
    .select({
      id: events.id,
      organizerId: events.organizerId,
      title: events.title,
      date: events.date,
      cancelled: events.cancelled,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}

/** One event's whole row, unlocked (in a transaction that locked it, as it now is). */
export async function findEventRow(db: DbOrTx, eventId: string): Promise<EventRow | undefined> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}
