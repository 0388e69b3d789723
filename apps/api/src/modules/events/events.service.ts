import { type EventListQuerySchema, rupeesToPaise } from '@ticketmela/domain';
import { and, asc, eq, gt, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { events, ticketCategories } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { EventWithRelations } from './event.serializer';

type EventListFilters = z.output<typeof EventListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

const withRelations = {
  category: { columns: { id: true, name: true } },
  organizer: { columns: { id: true, name: true } },
  ticketCategories: { orderBy: asc(ticketCategories.position) },
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The same semantics as the web's matchesEventFilters, in SQL. `organizerId` is resolved from 'me'. */
export function eventListConditions(
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(ilike(events.title, `%${escapeLike(filters.search)}%`));
  if (filters.category) conditions.push(eq(events.categoryId, filters.category));
  if (filters.city) conditions.push(eq(events.city, filters.city));
  if (filters.date) {
    // A calendar day in India Standard Time (UTC+05:30, no daylight saving).
    const start = new Date(`${filters.date}T00:00:00+05:30`);
    if (Number.isNaN(start.getTime()))
      throw new AppError('VALIDATION_ERROR', 400, 'date must be YYYY-MM-DD', 'date');
    conditions.push(gte(events.date, start), lt(events.date, new Date(start.getTime() + DAY_MS)));
  }
  if (filters.maxPrice !== undefined && filters.maxPrice !== '') {
    conditions.push(lte(events.pricePaise, rupeesToPaise(filters.maxPrice)));
  }
  if (filters.organizerId) conditions.push(eq(events.organizerId, filters.organizerId));
  if (filters.upcoming) conditions.push(eq(events.cancelled, false), gte(events.date, now));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listEvents(
  db: DbOrTx,
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): Promise<EventWithRelations[]> {
  return (await db.query.events.findMany({
    where: eventListConditions(filters, now),
    orderBy: [asc(events.date), asc(events.id)],
    limit: filters.limit,
    with: withRelations,
  })) as EventWithRelations[];
}

export async function findEventById(db: DbOrTx, id: string): Promise<EventWithRelations> {
  const event = await db.query.events.findFirst({ where: eq(events.id, id), with: withRelations });
  if (!event) throw notFound('Event not found');
  return event as EventWithRelations;
}

export async function remainingSeats(db: DbOrTx, id: string): Promise<number> {
  const [event] = await db
    .select({ availableSeats: events.availableSeats })
    .from(events)
    .where(eq(events.id, id));
  if (!event) throw notFound('Event not found');
  return event.availableSeats;
}

/**
 * The one place an event becomes cancelled. Cancelling is permanent; the caller's transaction also
 * carries the refunds of the event's bookings once bookings exist (issue: after-the-booking).
 * Returns false when the event was already cancelled or does not exist.
 */
export async function markEventCancelled(tx: DbOrTx, eventId: string, reason: string | null, now: Date) {
  const [cancelled] = await tx
    .update(events)
    .set({ cancelled: true, cancelledReason: reason, cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), eq(events.cancelled, false)))
    .returning({ id: events.id });
  return Boolean(cancelled);
}

/** Cancels every upcoming event of an organizer (used when the organizer's account is deleted). */
export async function cancelEventsOfOrganizer(tx: DbOrTx, organizerId: string, reason: string, now: Date) {
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), eq(events.cancelled, false), gt(events.date, now)));
  for (const event of upcoming) await markEventCancelled(tx, event.id, reason, now);
  return upcoming.length;
}
