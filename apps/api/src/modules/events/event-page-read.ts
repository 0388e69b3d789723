import {
  EVENT_COUNT_LIMIT,
  EVENT_PAGE_SIZE,
  EVENT_SEARCH_COUNT_LIMIT,
  type EventPage,
} from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { rowCountParam, runStatement } from '../../db/statement';
import type { EventCardRow } from './event-card.serializer';
import { type EventListFilters, eventFilterTerms, statementFor, valuesOf } from './event-filters';

/*
 * The web's list as pages of cards (GET /api/events with page), the catalog's busiest read: one prepared statement
 * per shape of filters, like the other catalog reads (event-reads.ts).
 */

type EventPageRow = Omit<EventCardRow, 'category' | 'id'> & {
  total: number;
  /** Null on the one row of a page past the end, which only carries the total. */
  id: string | null;
  categoryId: string | null;
  categoryName: string | null;
};

/**
 * One page of cards and the number of matching events, in one round trip: the count, and the page beside it
 * (a lateral join keeps the count when the page is past the end). Only what a card shows; the ticket categories
 * only their prices.
 */
export async function readEventPage(
  db: DbOrTx,
  filters: EventListFilters,
  now: Date,
): Promise<{ rows: EventCardRow[]; pagination: EventPage['pagination'] }> {
  const page = filters.page ?? 1;
  const limit = filters.limit ?? EVENT_PAGE_SIZE;
  const terms = eventFilterTerms(filters, now);
  // A search is its own shape of statement (its title term), so the limit written into the text is always its own.
  const countLimit = terms.some((term) => term.column === 'title')
    ? EVENT_SEARCH_COUNT_LIMIT
    : EVENT_COUNT_LIMIT;
  const statement = statementFor<EventPageRow>(
    'page',
    terms,
    ['limit', 'offset'],
    // The count stops one past its limit: it reads at most that many matches whatever the catalogue.
    (where) => `select m.total, p.* from (
        select count(*)::int as total from (select 1 from events e where ${where} limit ${countLimit + 1}) counted
      ) m
      left join lateral (
        select e.id, e.title, e.description, e.photo, e.photo_thumb as "photoThumb", e.date, e.city,
          e.price_paise as "pricePaise", e.venue_name as "venueName", e.has_ticket_categories as "hasTicketCategories",
          c.id as "categoryId", c.name as "categoryName",
          case when e.has_ticket_categories
            then array(select t.price_paise from ticket_categories t where t.event_id = e.id order by t.position, t.id)
            else '{}'::int[] end as "ticketPricesPaise"
        from events e left join categories c on c.id = e.category_id
        where ${where} order by e.date, e.id limit ${rowCountParam('limit')} offset ${rowCountParam('offset')}
      ) p on true`,
  );
  const offset = (page - 1) * limit;
  const result = await runStatement(
    db,
    statement,
    valuesOf(terms, {
      // No page reaches past the counted events: no request reads further into the list than the count does.
      limit: Math.max(0, Math.min(limit, countLimit - offset)),
      offset,
    }),
  );
  const counted = result[0]?.total ?? 0;
  const totalIsAtLeast = counted > countLimit;
  const total = totalIsAtLeast ? countLimit : counted;
  const rows: EventCardRow[] = [];
  for (const row of result) {
    if (row.id === null) continue;
    rows.push({
      id: row.id,
      title: row.title,
      description: row.description,
      photo: row.photo,
      photoThumb: row.photoThumb,
      date: row.date,
      city: row.city,
      pricePaise: row.pricePaise,
      venueName: row.venueName,
      hasTicketCategories: row.hasTicketCategories,
      category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
      ticketPricesPaise: row.ticketPricesPaise,
    });
  }
  return {
    rows,
    pagination: {
      current: page,
      pages: Math.ceil(total / limit),
      total,
      ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
    },
  };
}
