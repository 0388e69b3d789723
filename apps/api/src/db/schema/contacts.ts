import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';

/** General contact messages (eventId null, for admins) and event inquiries (for the event's organizer). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** pending | in-progress | resolved | closed */
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** '' | email | phone | both */
    contactMethod: text('contact_method'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_event_idx').on(table.eventId, table.createdAt),
    index('contact_messages_status_idx').on(table.status, table.createdAt),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
