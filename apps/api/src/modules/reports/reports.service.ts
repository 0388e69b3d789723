import {
  ALREADY_REPORTED_MESSAGE,
  type CreateReportBody,
  type FlaggedEvent,
  isPastEvent,
  type MyEventReport,
  type Report,
  type UpdateReportStatusBody,
} from '@ticketmela/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { events } from '../../db/schema/events';
import { type ReportRow, reports } from '../../db/schema/reports';
import { type SessionUser, users } from '../../db/schema/users';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { toReportDto } from './report.serializer';

/**
 * A signed-in user reports an upcoming, non-cancelled event, once. The unique index on (event, user)
 * decides, so two reports sent at the same moment still make one row and one 409.
 */
export async function createReport(
  db: DbOrTx,
  input: { reporter: SessionUser; body: CreateReportBody; now: Date },
): Promise<Report> {
  const { reporter, body, now } = input;
  const [event] = await db
    .select({ id: events.id, date: events.date, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, body.eventId));
  if (!event) throw notFound('Event not found');
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 'This event has been cancelled');
  if (isPastEvent(event.date, now)) throw new AppError('EVENT_PAST', 'This event has already taken place');

  let row: ReportRow;
  try {
    [row] = (await db
      .insert(reports)
      .values({
        eventId: event.id,
        userId: reporter.id,
        reason: body.reason,
        description: body.description ? body.description : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [ReportRow];
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('ALREADY_REPORTED', ALREADY_REPORTED_MESSAGE);
    throw error;
  }
  return toReportDto(row, reporter);
}

/** Whether `userId` has reported the event, and when; 404 for an unknown event. */
export async function findMyEventReport(
  db: DbOrTx,
  input: { eventId: string; userId: string },
): Promise<MyEventReport> {
  const [mine] = await db
    .select({ createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.eventId, input.eventId), eq(reports.userId, input.userId)));
  if (mine) return { reported: true, reportedAt: mine.createdAt.toISOString() };
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, input.eventId));
  if (!event) throw notFound('Event not found');
  return { reported: false, reportedAt: null };
}

const organizers = alias(users, 'organizers');
const reporters = alias(users, 'reporters');

/**
 * Every event that has at least one report, with its reports newest first; the most reported event
 * first, ties broken by the newest report.
 */
export async function listFlaggedEvents(db: DbOrTx): Promise<FlaggedEvent[]> {
  const rows = await db
    .select({
      report: reports,
      event: {
        id: events.id,
        title: events.title,
        date: events.date,
        city: events.city,
        cancelled: events.cancelled,
        cancelledReason: events.cancelledReason,
      },
      organizer: { id: organizers.id, name: organizers.name, email: organizers.email },
      category: { id: categories.id, name: categories.name },
      reporter: { id: reporters.id, name: reporters.name, email: reporters.email },
    })
    .from(reports)
    .innerJoin(events, eq(events.id, reports.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(reporters, eq(reporters.id, reports.userId))
    .orderBy(desc(reports.createdAt), desc(reports.id));

  const byEvent = new Map<string, FlaggedEvent & { newestReportAt: number }>();
  for (const row of rows) {
    let flagged = byEvent.get(row.event.id);
    if (!flagged) {
      flagged = {
        _id: row.event.id,
        title: row.event.title,
        date: row.event.date.toISOString(),
        city: row.event.city,
        cancelled: row.event.cancelled,
        cancelledReason: row.event.cancelledReason,
        organizerId: { _id: row.organizer.id, name: row.organizer.name, email: row.organizer.email },
        categoryId: row.category?.id ? { _id: row.category.id, name: row.category.name } : null,
        reportCount: 0,
        pendingReportCount: 0,
        reports: [],
        // Rows come newest first, so the first report seen is the event's newest.
        newestReportAt: row.report.createdAt.getTime(),
      };
      byEvent.set(row.event.id, flagged);
    }
    flagged.reports.push(toReportDto(row.report, row.reporter?.id ? row.reporter : null));
    flagged.reportCount += 1;
    if (row.report.status === 'pending') flagged.pendingReportCount += 1;
  }
  return [...byEvent.values()]
    .sort((a, b) => b.reportCount - a.reportCount || b.newestReportAt - a.newestReportAt)
    .map(({ newestReportAt: _newest, ...flagged }) => flagged);
}

/** An admin reviews a report: its new status and notes, with the audit entry in the same transaction. */
export async function updateReportStatus(
  db: DbOrTx,
  input: { reportId: string; body: UpdateReportStatusBody; admin: SessionUser; now: Date },
): Promise<Report> {
  const { reportId, body, admin, now } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!before) throw notFound('Report not found');
    const adminNotes = body.adminNotes === undefined ? before.adminNotes : body.adminNotes || null;
    const [after] = (await tx
      .update(reports)
      .set({ status: body.status, adminNotes, updatedAt: now })
      .where(eq(reports.id, reportId))
      .returning()) as [ReportRow];
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'report.status',
      targetType: 'report',
      targetId: reportId,
      before: { status: before.status, adminNotes: before.adminNotes },
      after: { status: after.status, adminNotes: after.adminNotes },
    });
    const [reporter] = after.userId
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, after.userId))
      : [];
    return toReportDto(after, reporter ?? null);
  });
}
