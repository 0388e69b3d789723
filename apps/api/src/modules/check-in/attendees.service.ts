import {
  type Attendee,
  type CheckInStats,
  type EventAttendeesResponse,
  encodeKeysetCursor,
  type KeysetCursor,
  type TicketHolder,
} from '@ticketmela/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookingAttendees, bookingItems, bookings } from '../../db/schema/bookings';
import { doorScans } from '../../db/schema/door-scans';
import { events, ticketCategories } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { readEventTallies } from '../tallies/tally-reads';
import { eventAttendeeStatistics } from './attendee-statistics';
import { type AttendeeRow, toAttendeeDto } from './check-in.serializer';
import { assertManagesEvent, type CheckInActor } from './event-access';

/** A ticket line with the category it was bought from (null when that category was since removed). */
interface TicketLine {
  ticketCategoryId: string | null;
  categoryName: string;
  quantity: number;
}

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
export async function findManagedEvent(db: DbOrTx, eventId: string, actor: CheckInActor) {
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

/** Where a page starts: after this booking, newest first (decision 0046). */
export interface AttendeePageRequest {
  limit: number;
  after?: KeysetCursor | undefined;
}

/** A page of the event's bookings, newest first, with attendee, tickets and who checked them in (one query). */
function selectAttendeeRows(
  db: DbOrTx,
  eventId: string,
  { limit, after }: AttendeePageRequest,
): Promise<(AttendeeRow & { cursorAt: string })[]> {
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
      // The booking time to the microsecond, for the next page's cursor.
      cursorAt: sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
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
    .where(
      and(
        eq(bookings.eventId, eventId),
        after
          ? sql`(${bookings.createdAt}, ${bookings.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** The ticket lines of the given bookings (one query), grouped by booking. */
async function selectTicketLines(db: DbOrTx, bookingIds: string[]) {
  const byBooking = new Map<string, TicketLine[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: bookingItems.bookingId,
      ticketCategoryId: bookingItems.ticketCategoryId,
      categoryName: bookingItems.categoryName,
      quantity: bookingItems.quantity,
    })
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, bookingIds));
  for (const { bookingId, ...line } of rows) {
    const lines = byBooking.get(bookingId) ?? [];
    lines.push(line);
    byBooking.set(bookingId, lines);
  }
  return byBooking;
}

type ManagedEvent = Awaited<ReturnType<typeof findManagedEvent>>;

/**
 * A page of the event's attendee list (cancelled bookings included and flagged), newest first, and the cursor of the
 * next page (null after the last). Two queries of about a page each, however many bookings the event has.
 */
export async function readAttendeePage(
  db: DbOrTx,
  event: Pick<ManagedEvent, 'id' | 'ticketCategories'>,
  page: AttendeePageRequest,
): Promise<{ attendees: Attendee[]; nextCursor: KeysetCursor | null }> {
  const rows = await selectAttendeeRows(db, event.id, { ...page, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const linesByBooking = await selectTicketLines(
    db,
    shown.map((row) => row.id),
  );
  // Ticket lines follow the event's category order (the order the booking form shows them in).
  const position = new Map(event.ticketCategories.map((category, index) => [category.id, index]));
  const rank = (line: TicketLine) =>
    (line.ticketCategoryId !== null ? position.get(line.ticketCategoryId) : undefined) ??
    Number.MAX_SAFE_INTEGER;
  const linesOf = (bookingId: string) =>
    [...(linesByBooking.get(bookingId) ?? [])].sort(
      (a, b) => rank(a) - rank(b) || a.categoryName.localeCompare(b.categoryName),
    );
  const last = shown.at(-1);
  return {
    attendees: shown.map((row) => toAttendeeDto(row, linesOf(row.id))),
    nextCursor: rows.length > page.limit && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/**
 * GET /api/bookings/event/{id}: a page of the event's attendee list with the whole event's booking statistics, for
 * the event's organizer or an admin. Its cost follows the page, not the event's bookings (decision 0046): the event,
 * its tallies, a page of bookings and their ticket lines.
 */
export async function listEventAttendees(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
  page: AttendeePageRequest,
): Promise<EventAttendeesResponse> {
  const event = await findManagedEvent(db, eventId, actor);
  const [statistics, { attendees, nextCursor }] = await Promise.all([
    eventAttendeeStatistics(db, event.id, event.ticketCategories),
    readAttendeePage(db, event, page),
  ]);
  return {
    event: {
      _id: event.id,
      title: event.title,
      date: event.date.toISOString(),
      cancelled: event.cancelled,
      totalSeats: event.totalSeats,
    },
    statistics,
    attendees,
    nextCursor: nextCursor ? encodeKeysetCursor(nextCursor) : null,
  };
}

/**
 * GET /api/bookings/event/{id}/check-in-stats: the live "N of M checked in" of the door, polled: the event's tallies
 * (active bookings only), a few rows however many bookings it has (decision 0046).
 */
export async function eventCheckInStats(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
): Promise<CheckInStats> {
  const [event] = await db
    .select({ organizerId: events.organizerId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);
  const { event: counted } = await readEventTallies(db, eventId);
  return {
    activeBookings: counted.activeBookings,
    checkedInBookings: counted.checkedInBookings,
    seatsSold: counted.seats,
    checkedInSeats: counted.checkedInSeats,
    doubleEntries: counted.doubleEntries,
  };
}
