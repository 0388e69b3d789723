import {
  type Attendee,
  type CheckInStats,
  type EventAttendeesResponse,
  encodeKeysetCursor,
  type KeysetCursor,
} from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { readEventTallies } from '../tallies/tally-reads';
import {
  type AttendeeListEvent,
  isoWithMicroseconds,
  readAttendeeListEvent,
  readAttendeeRows,
  type TicketLine,
} from './attendee-page-read';
import { eventAttendeeStatistics } from './attendee-statistics';
import { toAttendeeDto } from './check-in.serializer';
import { assertManagesEvent, type CheckInActor } from './event-access';

const NOT_YOUR_EVENT = msg('You can only see the attendees of your own events');

/** The event with its ticket categories in their order (one statement), if the actor manages it. */
export async function findManagedEvent(db: DbOrTx, eventId: string, actor: CheckInActor) {
  const event = await readAttendeeListEvent(db, eventId);
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);
  return event;
}

/** Where a page starts: after this booking, newest first (decision 0046). */
export interface AttendeePageRequest {
  limit: number;
  after?: KeysetCursor | undefined;
}

/**
 * A page of the event's attendee list (cancelled bookings included and flagged), newest first, and the cursor of the
 * next page (null after the last). One statement of about a page, however many bookings the event has.
 */
export async function readAttendeePage(
  db: DbOrTx,
  event: Pick<AttendeeListEvent, 'id' | 'ticketCategories'>,
  page: AttendeePageRequest,
): Promise<{ attendees: Attendee[]; nextCursor: KeysetCursor | null }> {
  const rows = await readAttendeeRows(db, event.id, page.limit + 1, page.after);
  const shown = rows.slice(0, page.limit);
  // Ticket lines follow the event's category order (the order the booking form shows them in).
  const position = new Map(event.ticketCategories.map((category, index) => [category.id, index]));
  const rank = (line: TicketLine) =>
    (line.ticketCategoryId !== null ? position.get(line.ticketCategoryId) : undefined) ??
    Number.MAX_SAFE_INTEGER;
  const inCategoryOrder = (lines: TicketLine[]) =>
    [...lines].sort((a, b) => rank(a) - rank(b) || a.categoryName.localeCompare(b.categoryName));
  const last = shown.at(-1);
  return {
    attendees: shown.map((row) => toAttendeeDto(row, inCategoryOrder(row.lines))),
    nextCursor:
      rows.length > page.limit && last ? { at: isoWithMicroseconds(last.createdMicros), id: last.id } : null,
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
