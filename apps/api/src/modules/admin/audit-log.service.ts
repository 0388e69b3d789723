import type { AuditLogListResponse, AuditLogQuerySchema, Locale } from '@ticketmela/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { auditTargetOf, resolveAuditTargets } from './audit-targets';

type AuditLogFilters = z.output<typeof AuditLogQuerySchema>;

/**
 * GET /api/admin/audit-log: newest first, filtered by action, actor and target type, a page at a
 * time, each target named (one batched lookup per page). Entries are written by recordAudit (modules/audit) in the
 * transaction of each action.
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
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, name: users.name, email: users.email },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  // Targets named by the product ("Report on …") are in the reader's language.
  const targets = await resolveAuditTargets(
    db,
    rows.map(({ entry }) => entry),
    locale,
  );

  return {
    entries: rows.map(({ entry, actor }) => ({
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
      current: filters.page,
      pages: Math.max(1, Math.ceil(total / filters.limit)),
      total,
    },
  };
}
