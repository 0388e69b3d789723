import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /**
     * How many events (any state) name the category: kept by the trigger events_category_count (migration 0020) in
     * the transaction that writes the event, never by the application, so the categories list reads it instead of
     * counting the events table (decision 0045).
     */
    eventCount: integer('event_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('categories_name_unique').on(sql`lower(${table.name})`)],
);

export type CategoryRow = typeof categories.$inferSelect;
