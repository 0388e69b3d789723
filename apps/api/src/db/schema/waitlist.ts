import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events, ticketCategories } from './events';
import { payments } from './payments';
import { users } from './users';

/**
 * A person in line for an event's seats (ticket_category_id null) or one ticket category's (decision 0041). The line's
 * order is (created_at, id). An offer holds seats in a payment row (payment_id), as a checkout's hold does: the hold
 * sweeper expires it, and its seats come back to the line.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ticketCategoryId: uuid('ticket_category_id').references(() => ticketCategories.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    acceptPartial: boolean('accept_partial').notNull().default(false),
    /** waiting | offered | converted | expired | declined | left | closed (WAITLIST_STATUSES) */
    status: text('status').notNull().default('waiting'),
    /** The offer: how many seats it holds (fewer than asked only when acceptPartial), in which hold, until when. */
    offeredQuantity: integer('offered_quantity'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The line, in order: only those waiting.
    index('waitlist_entries_line_idx')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    // Offers still out, for the pass that learns what became of them.
    index('waitlist_entries_offered_idx').on(table.paymentId).where(sql`${table.status} = 'offered'`),
    index('waitlist_entries_user_idx').on(table.userId, table.createdAt),
    // One place in a line per person: waiting or offered (the event's own line has no category: coalesced).
    uniqueIndex('waitlist_entries_one_active')
      .on(table.userId, table.eventId, sql`coalesce(${table.ticketCategoryId}, ${table.eventId})`)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_payment_unique').on(table.paymentId),
    check('waitlist_entries_quantity_valid', sql`${table.quantity} between 1 and 10`),
    check(
      'waitlist_entries_status_valid',
      sql`${table.status} in ('waiting', 'offered', 'converted', 'expired', 'declined', 'left', 'closed')`,
    ),
    check(
      'waitlist_entries_offer_valid',
      sql`(${table.status} in ('waiting', 'left') and ${table.paymentId} is null)
        or (${table.status} in ('offered', 'converted', 'expired') and ${table.paymentId} is not null
          and ${table.offeredQuantity} between 1 and ${table.quantity} and ${table.offerExpiresAt} is not null)
        or ${table.status} in ('declined', 'closed')`,
    ),
  ],
);

/** An event's waitlist settings; no row: on, with offers held DEFAULT_OFFER_HOURS. */
export const waitlistSettings = pgTable(
  'waitlist_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    offerHours: integer('offer_hours').notNull().default(12),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('waitlist_settings_offer_hours_valid', sql`${table.offerHours} between 1 and 72`)],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
