import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * A question an event's organizer asks at checkout (decision 0042), per ticket or per order, optionally only for
 * some ticket categories (ticket_category_ids; null: all). A question taken off the list is retired (retired_at),
 * never deleted: the answers bookings gave keep their label and kind anyway, as they were asked.
 */
export const checkoutQuestions = pgTable(
  'checkout_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** text | number | single_choice | multiple_choice | yes_no | date */
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    /** ticket | order */
    scope: text('scope').notNull().default('ticket'),
    ticketCategoryIds: jsonb('ticket_category_ids').$type<string[] | null>(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checkout_questions_event_idx')
      .on(table.eventId, table.position)
      .where(sql`${table.retiredAt} is null`),
    check(
      'checkout_questions_kind_valid',
      sql`${table.kind} in ('text', 'number', 'single_choice', 'multiple_choice', 'yes_no', 'date')`,
    ),
    check('checkout_questions_scope_valid', sql`${table.scope} in ('ticket', 'order')`),
  ],
);

export type CheckoutQuestionRow = typeof checkoutQuestions.$inferSelect;
