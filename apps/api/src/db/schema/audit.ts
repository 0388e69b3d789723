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
  // The log is read newest first by (created_at, id), a page after a cursor (decision 0047). Each filter and each pair
  // of filters has an index ending in that order, read backwards: a page, and its count capped at 1,001, read only
  // their own entries whatever the log's size (all three filters use a pair's index and check the third). The actor's
  // also finds an account's entries when it is deleted (actor_id set null).
  // The migration also creates these statistics, written by hand (drizzle-kit has no statistics objects), so the
  // planner knows that an action has one target type and picks the pair's index when the two match nothing together:
  //   CREATE STATISTICS "audit_log_action_target_stats" (dependencies, mcv) ON "action", "target_type"
  //     FROM "audit_log";
  (table) => [
    index('audit_log_created_id_idx').on(table.createdAt, table.id),
    index('audit_log_action_created_idx').on(table.action, table.createdAt, table.id),
    index('audit_log_actor_created_idx').on(table.actorId, table.createdAt, table.id),
    index('audit_log_target_type_created_idx').on(table.targetType, table.createdAt, table.id),
    index('audit_log_action_target_created_idx').on(
      table.action,
      table.targetType,
      table.createdAt,
      table.id,
    ),
    index('audit_log_actor_action_created_idx').on(table.actorId, table.action, table.createdAt, table.id),
    index('audit_log_actor_target_created_idx').on(
      table.actorId,
      table.targetType,
      table.createdAt,
      table.id,
    ),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
