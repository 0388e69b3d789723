import {
  ALREADY_REPORTED_MESSAGE,
  type CreateReportBody,
  isPastEvent,
  type MyEventReport,
  type Report,
  type UpdateReportStatusBody,
} from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ReportRow, reports } from '../../db/schema/reports';
import type { SessionUser } from '../../db/schema/users';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.service';
import { findEventStanding } from '../events/event-lookups';
import { findUserById } from '../users/users.service';
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
  const event = await findEventStanding(db, body.eventId);
  if (!event) throw notFound(msg('Event not found'));
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));
  if (isPastEvent(event.date, now))
    throw new AppError('EVENT_PAST', msg('This event has already taken place'));

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
    if (uniqueViolation(error) !== null)
      throw new AppError('ALREADY_REPORTED', messageOfText(ALREADY_REPORTED_MESSAGE));
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
  if (!(await findEventStanding(db, input.eventId))) throw notFound(msg('Event not found'));
  return { reported: false, reportedAt: null };
}

/** An admin reviews a report: its new status and notes, with the audit entry in the same transaction. */
export async function updateReportStatus(
  db: DbOrTx,
  input: { reportId: string; body: UpdateReportStatusBody; admin: SessionUser; now: Date },
): Promise<Report> {
  const { reportId, body, admin, now } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!before) throw notFound(msg('Report not found'));
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
    const reporter = after.userId ? ((await findUserById(tx, after.userId)) ?? null) : null;
    return toReportDto(after, reporter);
  });
}
