import type { DbOrTx } from '../../db/client';
import { defineStatement, runStatement } from '../../db/statement';

/** An event's counts: the whole event (key '') and its ticket lines by category (migration 0021, decision 0046). */
export interface EventTally {
  /** '' for the whole event; a ticket category's id; 'name:' + name for lines whose category was removed. */
  key: string;
  bookings: number;
  activeBookings: number;
  seats: number;
  checkedInBookings: number;
  checkedInSeats: number;
  doubleEntries: number;
}

/** The folded tallies plus the deltas not folded yet: exact whenever it runs, a few rows whatever the bookings. */
const eventTallies = defineStatement<EventTally, 'eventId'>(
  'event_tallies',
  ['eventId'],
  `select category_key as "key", sum(bookings)::int as "bookings", sum(active_bookings)::int as "activeBookings",
     sum(seats)::int as "seats", sum(checked_in_bookings)::int as "checkedInBookings",
     sum(checked_in_seats)::int as "checkedInSeats", sum(double_entries)::int as "doubleEntries"
   from (
     select category_key, bookings, active_bookings, seats, checked_in_bookings, checked_in_seats, double_entries
     from booking_tallies where event_id = :eventId::uuid
     union all
     select category_key, bookings, active_bookings, seats, checked_in_bookings, checked_in_seats, double_entries
     from booking_tally_deltas where event_id = :eventId::uuid
   ) counted
   group by category_key`,
);

const NO_BOOKINGS: Omit<EventTally, 'key'> = {
  bookings: 0,
  activeBookings: 0,
  seats: 0,
  checkedInBookings: 0,
  checkedInSeats: 0,
  doubleEntries: 0,
};

export async function readEventTallies(
  db: DbOrTx,
  eventId: string,
): Promise<{ event: Omit<EventTally, 'key'>; byKey: Map<string, EventTally> }> {
  const rows = await runStatement(db, eventTallies, { eventId });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const { key: _whole, ...event } = byKey.get('') ?? { key: '', ...NO_BOOKINGS };
  return { event, byKey };
}

export interface PlatformTally {
  bookings: number;
  activeBookings: number;
  netPaise: number;
  events: number;
  cancelledEvents: number;
  /** Not cancelled and dated `now` or later. */
  activeEvents: number;
}

/**
 * The platform's totals: bookings from their tally and its deltas; events by the UTC day they take place on, the days
 * after today summed and today's counted from the listed-events index (only today's events are read).
 */
const platformTallies = defineStatement<PlatformTally, 'now'>(
  'platform_tallies',
  ['now'],
  `with bookings as (
     select sum(bookings)::float8 as bookings, sum(active_bookings)::float8 as active, sum(net_paise)::float8 as net
     from (select bookings, active_bookings, net_paise from platform_booking_tallies
           union all select bookings, active_bookings, net_paise from platform_booking_tally_deltas) counted
   ), days as (
     select day, sum(events) as events, sum(cancelled_events) as cancelled
     from (select day, events, cancelled_events from event_day_tallies
           union all select day, events, cancelled_events from event_day_tally_deltas) counted
     group by day
   )
   select bookings.bookings as "bookings", bookings.active as "activeBookings", bookings.net as "netPaise",
     (select coalesce(sum(events), 0)::float8 from days) as "events",
     (select coalesce(sum(cancelled), 0)::float8 from days) as "cancelledEvents",
     (select coalesce(sum(events - cancelled), 0)::float8 from days
       where day > (:now::timestamptz at time zone 'UTC')::date)
     + (select count(*)::float8 from events
        where cancelled = false and date >= :now::timestamptz
          and date < ((:now::timestamptz at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') as "activeEvents"
   from bookings`,
);

export async function readPlatformTallies(db: DbOrTx, now: Date): Promise<PlatformTally> {
  const [row] = await runStatement(db, platformTallies, { now });
  return row!;
}

/** Seats of active bookings of each event, from its whole-event tally and deltas. */
const seatsOfEvents = defineStatement<{ eventId: string; seats: number }, 'eventIds'>(
  'seats_of_events',
  ['eventIds'],
  `select event_id as "eventId", sum(seats)::int as "seats"
   from (
     select event_id, seats from booking_tallies where event_id = any(:eventIds::uuid[]) and category_key = ''
     union all
     select event_id, seats from booking_tally_deltas where event_id = any(:eventIds::uuid[]) and category_key = ''
   ) counted
   group by event_id`,
);

export async function readSeatsOfEvents(db: DbOrTx, eventIds: string[]): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await runStatement(db, seatsOfEvents, { eventIds });
  return new Map(rows.map((row) => [row.eventId, row.seats]));
}
