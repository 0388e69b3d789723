import type { CheckInStats, EventAttendeesResponse, TicketHolder } from '@ticketmela/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingAttendees, bookingItems, bookings } from '../../db/schema/bookings';
import { doorScans } from '../../db/schema/door-scans';
import { events, ticketCategories } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { type CountedTicketLine, summarizeAttendees } from './attendee-statistics';
import { type AttendeeRow, toAttendeeDto } from './check-in.serializer';
import { assertManagesEvent, type CheckInActor } from './event-access';

const NOT_YOUR_EVENT = msg('You can only see the attendees of your own events');

const verifier = alias(users, 'verifier');

/** How many later admissions offline doors reported for the booking (decision 0024). */
const doubleEntriesOfBooking = sql<number>`(select count(*) from ${doorScans}
  where ${doorScans.bookingId} = ${bookings.id} and ${doorScans.outcome} = 'double_entry')`.mapWith(Number);

/** The booking's tickets with their holders and answers, in ticket order (decision 0042). */
const ticketsOfBooking = sql<TicketHolder[]>`coalesce((select json_agg(json_build_object(
    'position', ${bookingAttendees.position},
    'categoryName', ${bookingAttendees.categoryName},
    'name', ${bookingAttendees.name},
    'email', ${bookingAttendees.email},
    'answers', ${bookingAttendees.answers},
    'cancelled', ${bookingAttendees.cancelledAt} is not null) order by ${bookingAttendees.position})
  from ${bookingAttendees} where ${bookingAttendees.bookingId} = ${bookings.id}), '[]'::json)`;

/** The event with its ticket categories in their order (one query), if the actor manages it. */
async function findManagedEvent(db: DbOrTx, eventId: string, actor: CheckInActor) {
  const event = await db.query.events.findFirst({
    where: eq(events.id, eventId),
    columns: { id: true, title: true, date: true, cancelled: true, totalSeats: true, organizerId: true },
    with: {
      ticketCategories: {
        columns: { id: true, name: true, totalSeats: true },
        orderBy: [asc(ticketCategories.position)],
      },
    },
  });
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);
  return event;
}

/** Every booking of the event, newest first, with its attendee, its tickets and who checked it in (one query). */
function selectAttendeeRows(db: DbOrTx, eventId: string): Promise<AttendeeRow[]> {
  return db
    .select({
      id: bookings.id,
      ticketId: bookings.ticketId,
      totalQuantity: bookings.totalQuantity,
      hasTicketCategories: bookings.hasTicketCategories,
      totalAmountPaise: bookings.totalAmountPaise,
      verified: bookings.verified,
      verifiedAt: bookings.verifiedAt,
      verifyMethod: bookings.verifyMethod,
      cancelled: bookings.cancelled,
      createdAt: bookings.createdAt,
      doubleEntries: doubleEntriesOfBooking,
      tickets: ticketsOfBooking,
      orderAnswers: bookings.orderAnswers,
      promoCode: bookings.promoCode,
      attendee: { id: users.id, name: users.name, email: users.email },
      verifier: { id: verifier.id, name: verifier.name },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(verifier, eq(verifier.id, bookings.verifiedBy))
    .where(eq(bookings.eventId, eventId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** The ticket lines of every booking of the event (one query), grouped by booking. */
async function selectTicketLines(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({
      bookingId: bookingItems.bookingId,
      ticketCategoryId: bookingItems.ticketCategoryId,
      categoryName: bookingItems.categoryName,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(bookings.eventId, eventId));
  const byBooking = new Map<string, CountedTicketLine[]>();
  for (const { bookingId, ...line } of rows) {
    const lines = byBooking.get(bookingId) ?? [];
    lines.push(line);
    byBooking.set(bookingId, lines);
  }
  return byBooking;
}

/**
 * GET /api/bookings/event/{id}: the event's attendee list (cancelled bookings included and flagged)
 * with its booking statistics, for the event's organizer or an admin. Three queries however many
 * bookings there are: the event with its categories, the bookings with their people, the ticket lines.
 */
export async function listEventAttendees(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
): Promise<EventAttendeesResponse> {
  const event = await findManagedEvent(db, eventId, actor);
  const [rows, linesByBooking] = await Promise.all([
    selectAttendeeRows(db, event.id),
    selectTicketLines(db, event.id),
  ]);
  // Ticket lines follow the event's category order (the order the booking form shows them in).
  const position = new Map(event.ticketCategories.map((category, index) => [category.id, index]));
  const rank = (line: CountedTicketLine) =>
    (line.ticketCategoryId !== null ? position.get(line.ticketCategoryId) : undefined) ??
    Number.MAX_SAFE_INTEGER;
  const linesOf = (bookingId: string) =>
    [...(linesByBooking.get(bookingId) ?? [])].sort(
      (a, b) => rank(a) - rank(b) || a.categoryName.localeCompare(b.categoryName),
    );

  const counted = rows.map((row) => ({ ...row, lines: linesOf(row.id) }));
  return {
    event: {
      _id: event.id,
      title: event.title,
      date: event.date.toISOString(),
      cancelled: event.cancelled,
      totalSeats: event.totalSeats,
    },
    statistics: summarizeAttendees(counted, event.ticketCategories),
    attendees: counted.map((row) => toAttendeeDto(row, row.lines)),
  };
}

/**
 * GET /api/bookings/event/{id}/check-in-stats: the live "N of M checked in" of the door, polled. One
 * aggregate query answers both whether the actor may see it and the counts (active bookings only).
 */
export async function eventCheckInStats(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
): Promise<CheckInStats> {
  const active = sql`not ${bookings.cancelled}`;
  const activeCheckedIn = sql`not ${bookings.cancelled} and ${bookings.verified}`;
  const doubleEntries = sql<number>`(select count(*) from ${doorScans}
    inner join ${bookings} as counted on counted.id = ${doorScans.bookingId}
    where ${doorScans.eventId} = ${events.id} and ${doorScans.outcome} = 'double_entry' and not counted.cancelled)`;
  const [row] = await db
    .select({
      organizerId: events.organizerId,
      activeBookings: sql<number>`count(${bookings.id}) filter (where ${active})`.mapWith(Number),
      checkedInBookings: sql<number>`count(${bookings.id}) filter (where ${activeCheckedIn})`.mapWith(Number),
      seatsSold: sql<number>`coalesce(sum(${bookings.totalQuantity}) filter (where ${active}), 0)`.mapWith(
        Number,
      ),
      checkedInSeats:
        sql<number>`coalesce(sum(${bookings.totalQuantity}) filter (where ${activeCheckedIn}), 0)`.mapWith(
          Number,
        ),
      doubleEntries: sql<number>`${doubleEntries}`.mapWith(Number),
    })
    .from(events)
    .leftJoin(bookings, eq(bookings.eventId, events.id))
    .where(eq(events.id, eventId))
    .groupBy(events.id);
  if (!row) throw notFound(msg('Event not found'));
  const { organizerId, ...stats } = row;
  assertManagesEvent({ organizerId }, actor, NOT_YOUR_EVENT);
  return stats;
}
