import { EVENT_COUNT_LIMIT } from '@ticketmela/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { events, type TicketCategoryRow, ticketCategories } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { defineStatement, rowCountParam, runStatement } from '../../db/statement';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import type { EventDtoSource, EventWithRelations } from './event.serializer';
import {
  type EventListFilters,
  eventFilterTerms,
  eventListConditions,
  statementFor,
  valuesOf,
} from './event-filters';

/*
 * The catalog's hot reads (home, list, detail, cities) as prepared SQL, each in one round trip: no query is built
 * and no row is mapped by the ORM per request (docs/decisions/0020). The filters are the list's own terms
 * (eventFilterTerms), so the ORM's list and these agree by construction. Every statement's text depends only on
 * which filters are present, never on their values: one prepared statement per shape. Below them, the ORM's reads of
 * whole event rows with their names (the writes' answers, the admin's lists) and the category an event is written with.
 */

/** Everything an event's answer shows (EventDtoSource), its ticket categories as JSON. */
const EVENT_COLUMNS = `e.id, e.title, e.description, e.photo, e.photo_thumb as "photoThumb", e.date, e.city,
  e.venue_state_code as "venueStateCode", e.price_paise as "pricePaise", e.venue_name as "venueName", e.venue_address as "venueAddress",
  e.venue_lat as "venueLat", e.venue_lng as "venueLng", e.venue_place_id as "venuePlaceId",
  e.total_seats as "totalSeats", e.available_seats as "availableSeats", e.cancelled,
  e.cancelled_reason as "cancelledReason", e.has_ticket_categories as "hasTicketCategories",
  e.use_default_refund_policy as "useDefaultRefundPolicy", e.refund_seven_days_or_more as "refundSevenDaysOrMore",
  e.refund_one_to_days as "refundOneToDays", e.refund_less_than_day as "refundLessThanDay",
  e.refund_policy_description as "refundPolicyDescription", e.created_at as "createdAt",
  c.id as "categoryId", c.name as "categoryName", u.id as "organizerId", u.name as "organizerName",
  coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'description', t.description,
      'pricePaise', t.price_paise, 'totalSeats', t.total_seats, 'availableSeats', t.available_seats)
      order by t.position, t.id)
    from ticket_categories t where t.event_id = e.id), '[]'::json) as "ticketCategories"`;

const EVENT_FROM = `from events e left join categories c on c.id = e.category_id join users u on u.id = e.organizer_id`;

type EventReadRow = Omit<EventDtoSource, 'category' | 'organizer'> & {
  categoryId: string | null;
  categoryName: string | null;
  organizerId: string;
  organizerName: string;
};

/** A new object of one shape for every row (adding fields to the driver's row objects cost more than the query). */
function toEventSource(row: EventReadRow): EventDtoSource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    photo: row.photo,
    photoThumb: row.photoThumb,
    date: row.date,
    city: row.city,
    venueStateCode: row.venueStateCode,
    pricePaise: row.pricePaise,
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    venueLat: row.venueLat,
    venueLng: row.venueLng,
    venuePlaceId: row.venuePlaceId,
    totalSeats: row.totalSeats,
    availableSeats: row.availableSeats,
    cancelled: row.cancelled,
    cancelledReason: row.cancelledReason,
    hasTicketCategories: row.hasTicketCategories,
    useDefaultRefundPolicy: row.useDefaultRefundPolicy,
    refundSevenDaysOrMore: row.refundSevenDaysOrMore,
    refundOneToDays: row.refundOneToDays,
    refundLessThanDay: row.refundLessThanDay,
    refundPolicyDescription: row.refundPolicyDescription,
    createdAt: row.createdAt,
    category: row.categoryId ? { id: row.categoryId, name: row.categoryName ?? '' } : null,
    organizer: { id: row.organizerId, name: row.organizerName },
    ticketCategories: row.ticketCategories,
  };
}

/**
 * The list as an array (GET /api/events without page): matching events, soonest first, at most `limit`, and never
 * more than EVENT_COUNT_LIMIT, so one request cannot build a catalogue's worth of JSON (decision 0045).
 */
export async function readEventList(
  db: DbOrTx,
  filters: EventListFilters,
  now: Date,
): Promise<EventDtoSource[]> {
  const terms = eventFilterTerms(filters, now);
  const statement = statementFor<EventReadRow>(
    'list_limited',
    terms,
    ['limit'],
    (where) =>
      `select ${EVENT_COLUMNS} ${EVENT_FROM} where ${where} order by e.date, e.id limit ${rowCountParam('limit')}`,
  );
  const limit = Math.min(filters.limit ?? EVENT_COUNT_LIMIT, EVENT_COUNT_LIMIT);
  const rows = await runStatement(db, statement, valuesOf(terms, { limit }));
  return rows.map(toEventSource);
}

const DETAIL = defineStatement<EventReadRow>(
  'events_detail',
  ['id'],
  `select ${EVENT_COLUMNS} ${EVENT_FROM} where e.id = :id`,
);

/** One event for its page; 404 when there is none. */
export async function readEventDetail(db: DbOrTx, id: string): Promise<EventDtoSource> {
  const [row] = await runStatement(db, DETAIL, { id });
  if (!row) throw notFound(msg('Event not found'));
  return toEventSource(row);
}

/*
 * The distinct cities of listed events walked off events_listed_city_date_idx one city at a time (a skip scan: each
 * step asks the index for the next city name, then for that city's soonest upcoming date), so the cost follows the
 * number of cities, not of events (decision 0045). A city whose events are all past is stepped over.
 */
const CITIES = defineStatement<{ city: string }>(
  'events_upcoming_cities',
  ['now'],
  `with recursive walk(city) as (
     select min(city) from events where cancelled = false
     union all
     select (select min(e.city) from events e where e.cancelled = false and e.city > walk.city)
     from walk where walk.city is not null
   )
   select walk.city from walk
   cross join lateral (
     select e.date from events e
     where e.cancelled = false and e.city = walk.city and e.date >= :now
     order by e.date limit 1
   ) soonest
   where trim(walk.city) <> ''
   order by soonest.date, walk.city`,
);

/**
 * The city filter's options: the distinct cities of upcoming, non-cancelled events, the city of the soonest event
 * first (the order in which the list shows them).
 */
export async function readUpcomingCities(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await runStatement(db, CITIES, { now });
  return rows.map((row) => row.city);
}

const SEATS = defineStatement<{ availableSeats: number }>(
  'events_remaining_seats',
  ['id'],
  'select available_seats as "availableSeats" from events where id = :id',
);

export async function readRemainingSeats(db: DbOrTx, id: string): Promise<number> {
  const [row] = await runStatement(db, SEATS, { id });
  if (!row) throw notFound(msg('Event not found'));
  return row.availableSeats;
}

/**
 * Events with their category, organizer name and ticket categories, in two plain queries: the
 * filtered, ordered and limited events (with the two joins), then the ticket categories of just
 * those events. (A relational query built JSON per matching row before the limit: 36 req/s.)
 */
async function selectEvents(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number | undefined,
): Promise<EventWithRelations[]> {
  const query = db
    .select({
      event: events,
      category: { id: categories.id, name: categories.name },
      organizer: { id: users.id, name: users.name },
    })
    .from(events)
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(where)
    .orderBy(asc(events.date), asc(events.id));
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length === 0) return [];
  const tiers = await db
    .select()
    .from(ticketCategories)
    .where(
      inArray(
        ticketCategories.eventId,
        rows.map((row) => row.event.id),
      ),
    )
    .orderBy(asc(ticketCategories.position));
  const tiersByEvent = new Map<string, TicketCategoryRow[]>();
  for (const tier of tiers) {
    const list = tiersByEvent.get(tier.eventId) ?? [];
    list.push(tier);
    tiersByEvent.set(tier.eventId, list);
  }
  return rows.map((row) => ({
    ...row.event,
    category: row.category?.id ? row.category : null,
    organizer: row.organizer,
    ticketCategories: tiersByEvent.get(row.event.id) ?? [],
  }));
}

export function listEvents(db: DbOrTx, filters: EventListFilters, now: Date): Promise<EventWithRelations[]> {
  return selectEvents(db, eventListConditions(filters, now), filters.limit);
}

export async function findEventById(db: DbOrTx, id: string): Promise<EventWithRelations> {
  const [event] = await selectEvents(db, eq(events.id, id), 1);
  if (!event) throw notFound(msg('Event not found'));
  return event;
}
