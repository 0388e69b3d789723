import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Append-only trail of privileged actions (admin actions, check-in undo). Written in the same
 * transaction as the action it records; never updated or deleted by the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'user.ban', 'event.delete', 'category.create', 'checkin.undo'. */
    action: text('action').notNull(),
    /** e.g. 'user', 'event', 'category', 'report', 'contact', 'booking'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
