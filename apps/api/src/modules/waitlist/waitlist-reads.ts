import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

// The waitlist's reads (a read model, decision 0041): entries with their events, categories, people, the holds of
// their offers and the bookings those became. An entry whose offer's hold became a booking reads as 'converted',
// whatever the pass has recorded yet (a payment that completed late, after the offer had moved on, included).

export interface EntryRow {
  id: string;
  eventId: string;
  userId: string;
  quantity: number;
  acceptPartial: boolean;
  status: string;
  offeredQuantity: number | null;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  eventTitle: string;
  eventDate: Date;
  eventCity: string;
  venueName: string;
  categoryName: string | null;
  amountPaise: number | null;
  paymentId: string | null;
  bookingId: string | null;
  position: number | null;
  personName: string;
  personEmail: string;
}

const ENTRY_SELECT = `select w.id, w.event_id as "eventId", w.user_id as "userId", w.quantity,
    w.accept_partial as "acceptPartial",
    case when b.id is not null then 'converted' else w.status end as status,
    w.offered_quantity as "offeredQuantity", w.offered_at as "offeredAt", w.offer_expires_at as "offerExpiresAt",
    w.created_at as "createdAt", e.title as "eventTitle", e.date as "eventDate", e.city as "eventCity",
    e.venue_name as "venueName", c.name as "categoryName", p.amount_paise as "amountPaise",
    w.payment_id as "paymentId", b.id as "bookingId",
    case when w.status = 'waiting' then (
      select count(*)::int from waitlist_entries ahead
      where ahead.event_id = w.event_id and ahead.status = 'waiting'
        and ahead.ticket_category_id is not distinct from w.ticket_category_id
        and (ahead.created_at, ahead.id) <= (w.created_at, w.id)
    ) end as position,
    u.name as "personName", u.email as "personEmail"
  from waitlist_entries w
  join events e on e.id = w.event_id
  join users u on u.id = w.user_id
  left join ticket_categories c on c.id = w.ticket_category_id
  left join payments p on p.id = w.payment_id
  left join bookings b on b.payment_id = w.payment_id`;

const entryByIdStatement = defineStatement<EntryRow>(
  'waitlist_entry_by_id',
  ['entryId'],
  `${ENTRY_SELECT} where w.id = :entryId::uuid`,
);

export async function findEntry(db: DbOrTx, entryId: string): Promise<EntryRow | undefined> {
  const [row] = await runStatement(db, entryByIdStatement, { entryId });
  return row;
}

const entriesOfPersonStatement = defineStatement<EntryRow>(
  'waitlist_entries_of_person',
  ['userId', 'eventId'],
  `${ENTRY_SELECT}
  where w.user_id = :userId::uuid and (:eventId::uuid is null or w.event_id = :eventId::uuid)
  order by w.created_at desc, w.id desc
  limit 100`,
);

/** A person's places in line, newest first (of one event, when given). */
export async function entriesOfPerson(db: DbOrTx, userId: string, eventId: string | null = null) {
  return runStatement(db, entriesOfPersonStatement, { userId, eventId });
}

const entriesOfEventStatement = defineStatement<EntryRow>(
  'waitlist_entries_of_event',
  ['eventId'],
  `${ENTRY_SELECT}
  where w.event_id = :eventId::uuid
  order by (w.status in ('waiting', 'offered')) desc,
    case when w.status in ('waiting', 'offered') then w.created_at end asc,
    w.updated_at desc, w.id
  limit 500`,
);

/** An event's whole list for its organizer: waiting and offered first, in line order, then the rest, newest first. */
export async function entriesOfEvent(db: DbOrTx, eventId: string) {
  return runStatement(db, entriesOfEventStatement, { eventId });
}

export interface LineCounts {
  categoryName: string | null;
  status: string;
  entries: number;
  tickets: number;
}

const lineCountsStatement = defineStatement<LineCounts>(
  'waitlist_line_counts',
  ['eventId', 'onlyWaiting'],
  `select c.name as "categoryName",
    case when b.id is not null then 'converted' else w.status end as status,
    count(*)::int as entries,
    sum(coalesce(case when w.status = 'waiting' then w.quantity else w.offered_quantity end, w.quantity))::int
      as tickets
  from waitlist_entries w
  left join ticket_categories c on c.id = w.ticket_category_id
  left join bookings b on b.payment_id = w.payment_id
  where w.event_id = :eventId::uuid and (not :onlyWaiting::boolean or w.status = 'waiting')
  group by 1, 2`,
);

/** An event's lines counted by state (only those waiting, for the public view). */
export async function lineCounts(db: DbOrTx, eventId: string, onlyWaiting: boolean) {
  return runStatement(db, lineCountsStatement, { eventId, onlyWaiting });
}

export interface LineStock {
  eventId: string;
  cancelled: boolean;
  date: Date;
  hasTicketCategories: boolean;
  ticketCategoryId: string | null;
  /** Seats that can be bought now in the line: the category's, within the event's. */
  available: number;
  waiting: number;
}

const lineStockStatement = defineStatement<LineStock>(
  'waitlist_line_stock',
  ['eventId', 'categoryName'],
  `select e.id as "eventId", e.cancelled, e.date, e.has_ticket_categories as "hasTicketCategories",
    c.id as "ticketCategoryId",
    case when c.id is null then e.available_seats else least(c.available_seats, e.available_seats) end
      as available,
    (select count(*)::int from waitlist_entries w
      where w.event_id = e.id and w.status = 'waiting'
        and w.ticket_category_id is not distinct from c.id) as waiting
  from events e
  left join ticket_categories c
    on c.event_id = e.id and :categoryName::text is not null and lower(c.name) = lower(trim(:categoryName::text))
  where e.id = :eventId::uuid`,
);

/** The line a person asks to join: its event's state, its category (null when unknown or none), seats, people. */
export async function readLineStock(db: DbOrTx, eventId: string, categoryName: string | null) {
  const [row] = await runStatement(db, lineStockStatement, { eventId, categoryName });
  return row;
}

const eventsToServeStatement = defineStatement<{ eventId: string }>(
  'waitlist_events_to_serve',
  ['now', 'limit'],
  `select e.id as "eventId"
  from (select distinct w.event_id from waitlist_entries w where w.status = 'waiting') line
  join events e on e.id = line.event_id
  where e.available_seats > 0 and not e.cancelled and e.date > :now::timestamptz
  order by e.id
  limit :limit::int`,
);

/** Events with people waiting and seats in stock: the pass's work. Read from the lines (their index), not the catalog. */
export async function eventsToServe(db: DbOrTx, now: Date, limit: number) {
  const rows = await runStatement(db, eventsToServeStatement, { now, limit });
  return rows.map((row) => row.eventId);
}

const eventsToCloseStatement = defineStatement<{ eventId: string; cancelled: boolean }>(
  'waitlist_events_to_close',
  ['now', 'limit'],
  `select e.id as "eventId", e.cancelled
  from (select distinct w.event_id from waitlist_entries w where w.status in ('waiting', 'offered')) line
  join events e on e.id = line.event_id
  where e.cancelled or e.date <= :now::timestamptz
  order by e.id
  limit :limit::int`,
);

/** Events cancelled or begun whose lines are still open. */
export async function eventsToClose(db: DbOrTx, now: Date, limit: number) {
  return runStatement(db, eventsToCloseStatement, { now, limit });
}
