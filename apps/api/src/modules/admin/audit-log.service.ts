import {
  AUDIT_LOG_COUNT_LIMIT,
  type AuditLogListResponse,
  type AuditLogQuerySchema,
  encodeKeysetCursor,
  type Locale,
} from '@ticketmela/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { auditTargetOf, resolveAuditTargets } from './audit-targets';

type AuditLogFilters = z.output<typeof AuditLogQuerySchema>;

/**
 * An entry's time as the cursor carries it: ISO in UTC to the microsecond, as the database keeps it (a JavaScript
 * Date would round it to the millisecond, and the next page would start inside that millisecond).
 */
const cursorTime = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * GET /api/admin/audit-log: newest first by (created_at, id), filtered by action, actor and target type, each target
 * named (one batched lookup per page). A page costs what it holds, not what the log holds (decision 0047): the count
 * stops one past AUDIT_LOG_COUNT_LIMIT, a `cursor` page starts after its entry in the filter's index (keyset), and
 * `page` without a cursor reaches no further than the counted entries. Entries are written by recordAudit
 * (modules/audit) in the transaction of each action.
 */
export async function listAuditLog(
  db: DbOrTx,
  filters: AuditLogFilters,
  locale: Locale,
): Promise<AuditLogListResponse> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  const matching = and(...conditions);

  // count(*) over at most AUDIT_LOG_COUNT_LIMIT + 1 index entries, whatever the log holds.
  const counted = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(matching)
    .limit(AUDIT_LOG_COUNT_LIMIT + 1)
    .as('counted');
  const [countRow] = await db.select({ total: sql<number>`count(*)::int` }).from(counted);
  const found = countRow?.total ?? 0;
  const totalIsAtLeast = found > AUDIT_LOG_COUNT_LIMIT;
  const total = totalIsAtLeast ? AUDIT_LOG_COUNT_LIMIT : found;

  const { cursor, limit, page } = filters;
  // A cursor page reads from its entry on; a numbered page only within the counted entries (no deep offsets).
  const offset = cursor ? 0 : (page - 1) * limit;
  const take = cursor ? limit : Math.max(0, Math.min(limit, AUDIT_LOG_COUNT_LIMIT - offset));
  const after = cursor
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  // One row past the page says whether there is a next one. Nothing counted, nothing to read: filters that match
  // nothing together cost their count's index probe only, however the planner would have walked the log for them.
  const rows =
    take === 0 || found === 0
      ? []
      : await db
          .select({
            entry: auditLog,
            cursorAt: cursorTime,
            actor: { id: users.id, name: users.name, email: users.email },
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(and(matching, after))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(take + 1)
          .offset(offset);
  const shown = rows.slice(0, take);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > take && last ? encodeKeysetCursor({ at: last.cursorAt, id: last.entry.id }) : null;

  // Targets named by the product ("Report on …") are in the reader's language.
  const targets = await resolveAuditTargets(
    db,
    shown.map(({ entry }) => entry),
    locale,
  );

  return {
    entries: shown.map(({ entry, actor }) => ({
      _id: entry.id,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      target: auditTargetOf(targets, entry),
      reason: entry.reason,
      before: entry.before ?? null,
      after: entry.after ?? null,
      actor: actor?.id ? { _id: actor.id, name: actor.name, email: actor.email } : null,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: {
      current: page,
      pages: Math.max(1, Math.ceil(total / limit)),
      total,
      ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
    },
    nextCursor,
  };
}
