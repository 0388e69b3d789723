import type { FlaggedEvent } from '@ticketmela/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { events } from '../../db/schema/events';
import { reports } from '../../db/schema/reports';
import { users } from '../../db/schema/users';
import { toReportDto } from './report.serializer';

// A read model (apps/api/architecture.json): the admin's reported events with their events, organizers, categories
// and reporters, in one query.

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
