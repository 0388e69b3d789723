import { EVENT_PAGE_SIZE, type EventListQuerySchema, type Pagination } from '@ticketmela/domain';
import { and, asc, count, eq, gte, inArray, min, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { categories, events, ticketCategories } from '../../db/schema';
import type { EventCardRow } from './event-card.serializer';
import { eventListConditions } from './events.service';

type EventListFilters = z.output<typeof EventListQuerySchema>;

/**
 * One page of the event list, soonest first (date, then id: a stable order), with the number of events that
 * match the filters. The filters are the full list's (eventListConditions); the rows carry only what a card
 * shows, and the ticket categories only their prices.
 */
export async function listEventPage(
  db: DbOrTx,
  filters: EventListFilters & { organizerId?: string },
  now: Date,
): Promise<{ rows: EventCardRow[]; pagination: Pagination }> {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? EVENT_PAGE_SIZE;
  const where = eventListConditions(filters, now);

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(events).where(where);
  const pagination = { current: page, pages: Math.ceil(total / limit), total };
  if (total === 0 || (page - 1) * limit >= total) return { rows: [], pagination };

  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      photo: events.photo,
      photoThumb: events.photoThumb,
      date: events.date,
      city: events.city,
      pricePaise: events.pricePaise,
      venueName: events.venueName,
      hasTicketCategories: events.hasTicketCategories,
      category: { id: categories.id, name: categories.name },
    })
    .from(events)
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .where(where)
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit)
    .offset((page - 1) * limit);

  const withCategories = rows.filter((row) => row.hasTicketCategories).map((row) => row.id);
  const prices =
    withCategories.length > 0
      ? await db
          .select({ eventId: ticketCategories.eventId, pricePaise: ticketCategories.pricePaise })
          .from(ticketCategories)
          .where(inArray(ticketCategories.eventId, withCategories))
          .orderBy(asc(ticketCategories.position))
      : [];
  const pricesByEvent = new Map<string, number[]>();
  for (const price of prices) {
    const list = pricesByEvent.get(price.eventId) ?? [];
    list.push(price.pricePaise);
    pricesByEvent.set(price.eventId, list);
  }
  return {
    rows: rows.map((row) => ({
      ...row,
      category: row.category?.id ? row.category : null,
      ticketPricesPaise: pricesByEvent.get(row.id) ?? [],
    })),
    pagination,
  };
}

/**
 * The city filter's options: the distinct cities of upcoming, non-cancelled events, the city of the soonest event
 * first (the order in which the list shows them).
 */
export async function listUpcomingCities(db: DbOrTx, now: Date): Promise<string[]> {
  const firstDate = min(events.date);
  const rows = await db
    .select({ city: events.city, firstDate })
    .from(events)
    .where(and(eq(events.cancelled, false), gte(events.date, now), ne(sql`trim(${events.city})`, '')))
    .groupBy(events.city)
    .orderBy(asc(firstDate), asc(events.city));
  return rows.map((row) => row.city);
}
