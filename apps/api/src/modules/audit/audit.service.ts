import type { AuditAction, AuditTargetType } from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export interface AuditEntry {
  actorId: string | null;
  /** Dotted verb, e.g. 'user.ban', 'event.delete', 'checkin.undo': one the admin's audit log can filter by. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit trail. Call it with the transaction of the action it records, so
 * the action and its trace commit (or roll back) together.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
