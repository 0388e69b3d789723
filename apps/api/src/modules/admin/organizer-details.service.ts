import {
  isUpcomingEvent,
  type OrganizerDetailsResponse,
  type OrganizerReport,
  type ReportStatus,
} from '@ticketmela/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/events';
import { reports } from '../../db/schema/reports';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { notFound } from '../../lib/app-error';
import { toEventDto } from '../events/event.serializer';
import { listEvents } from '../events/event-reads';
import { readSeatsOfEvents } from '../tallies/tally-reads';
import { toUserDto } from '../users/user.serializer';
import { findUserById } from '../users/users.service';

const reporters = alias(users, 'reporters');

/** Reports filed against any of the organizer's events, newest first, with the event and the reporter. */
async function reportsAgainstOrganizer(db: DbOrTx, organizerId: string): Promise<OrganizerReport[]> {
  const rows = await db
    .select({
      report: reports,
      event: { id: events.id, title: events.title },
      reporter: { id: reporters.id, name: reporters.name, email: reporters.email },
    })
    .from(reports)
    .innerJoin(events, eq(events.id, reports.eventId))
    .leftJoin(reporters, eq(reporters.id, reports.userId))
    .where(eq(events.organizerId, organizerId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map(({ report, event, reporter }) => ({
    _id: report.id,
    reason: report.reason,
    status: report.status as ReportStatus,
    description: report.description,
    adminNotes: report.adminNotes,
    createdAt: report.createdAt.toISOString(),
    eventId: event ? { _id: event.id, title: event.title } : null,
    userId: reporter?.id ? { _id: reporter.id, name: reporter.name, email: reporter.email } : null,
  }));
}

/** Seats of active bookings (from the tallies, decision 0046) and the number of reports, per event. */
async function countsPerEvent(db: DbOrTx, eventIds: string[]) {
  if (eventIds.length === 0)
    return { attendees: new Map<string, number>(), reported: new Map<string, number>() };
  const attendees = await readSeatsOfEvents(db, eventIds);
  const reportRows = await db
    .select({ eventId: reports.eventId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(reports)
    .where(inArray(reports.eventId, eventIds))
    .groupBy(reports.eventId);
  return {
    attendees,
    reported: new Map(reportRows.map((row) => [row.eventId, row.count])),
  };
}

/**
 * GET /api/users/{id}/full-details: a person (usually an organizer) with their events, the seats
 * booked for each, and every report filed against their events. A deleted account is 404.
 */
export async function organizerDetails(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<OrganizerDetailsResponse> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw notFound(msg('User not found'));
  const eventRows = (await listEvents(db, { organizerId: userId }, now)).reverse();
  const { attendees, reported } = await countsPerEvent(
    db,
    eventRows.map((event) => event.id),
  );
  const allReports = await reportsAgainstOrganizer(db, userId);
  const organizerEvents = eventRows.map((event) => ({
    ...toEventDto(event),
    attendeeCount: attendees.get(event.id) ?? 0,
    reportCount: reported.get(event.id) ?? 0,
  }));
  return {
    organizer: toUserDto(user),
    statistics: {
      totalEvents: organizerEvents.length,
      activeEvents: eventRows.filter((event) => isUpcomingEvent(event, now)).length,
      totalAttendees: organizerEvents.reduce((sum, event) => sum + event.attendeeCount, 0),
      totalReports: allReports.length,
    },
    events: organizerEvents,
    allReports,
  };
}
