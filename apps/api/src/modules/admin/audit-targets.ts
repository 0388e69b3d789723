import type { AuditLogEntry, Locale } from '@ticketmela/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { categories } from '../../db/schema/categories';
import { contactMessages } from '../../db/schema/contacts';
import { events } from '../../db/schema/events';
import { reports } from '../../db/schema/reports';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';

export type AuditTarget = NonNullable<AuditLogEntry['target']>;

interface TargetRef {
  targetType: string;
  targetId: string | null;
}

interface NamedRow {
  id: string;
  name: string;
  detail: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One query per kind of target: the names of those ids that still exist. */
const lookups: Record<string, (db: DbOrTx, ids: string[], locale: Locale) => Promise<NamedRow[]>> = {
  // An account closed by its owner or an admin stays as an anonymised row: it counts as gone.
  user: (db, ids) =>
    db
      .select({ id: users.id, name: users.name, detail: users.email })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.deletedAt))),
  event: (db, ids) =>
    db
      .select({ id: events.id, name: events.title, detail: events.city })
      .from(events)
      .where(inArray(events.id, ids)),
  category: async (db, ids) =>
    (
      await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, ids))
    ).map((row) => ({ ...row, detail: null })),
  report: async (db, ids, locale) =>
    (
      await db
        .select({ id: reports.id, event: events.title, reason: reports.reason })
        .from(reports)
        .innerJoin(events, eq(events.id, reports.eventId))
        .where(inArray(reports.id, ids))
    ).map((row) => ({
      id: row.id,
      name: translate(locale, msg('Report on {event}', { event: row.event })),
      detail: row.reason,
    })),
  contact: (db, ids) =>
    db
      .select({ id: contactMessages.id, name: contactMessages.subject, detail: contactMessages.email })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
  booking: async (db, ids, locale) =>
    (
      await db
        .select({ id: bookings.id, ticketId: bookings.ticketId, event: events.title })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(inArray(bookings.id, ids))
    ).map((row) => ({
      id: row.id,
      name: translate(locale, msg('Ticket {ticketId}', { ticketId: row.ticketId })),
      detail: row.event,
    })),
};

const keyOf = (targetType: string, targetId: string) => `${targetType}:${targetId.toLowerCase()}`;

/**
 * The targets of a page of audit entries by name, keyed `type:id`: a batched lookup, one query per kind of target on
 * the page (at most six, whatever the page size), never one per entry. Ids that are not of a known kind, or gone, are
 * missing from the answer.
 */
export async function resolveAuditTargets(
  db: DbOrTx,
  entries: TargetRef[],
  locale: Locale,
): Promise<Map<string, AuditTarget>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { targetType, targetId } of entries) {
    if (!targetId || !UUID.test(targetId) || !(targetType in lookups)) continue;
    const ids = idsByType.get(targetType) ?? new Set<string>();
    ids.add(targetId.toLowerCase());
    idsByType.set(targetType, ids);
  }
  const found = new Map<string, AuditTarget>();
  // One after another: PGlite is one connection, and a page has at most six kinds.
  for (const [targetType, ids] of idsByType) {
    const rows = await lookups[targetType]!(db, [...ids], locale);
    for (const row of rows) found.set(keyOf(targetType, row.id), { name: row.name, detail: row.detail });
  }
  return found;
}

export function auditTargetOf(
  targets: Map<string, AuditTarget>,
  { targetType, targetId }: TargetRef,
): AuditTarget | null {
  return targetId ? (targets.get(keyOf(targetType, targetId)) ?? null) : null;
}
