import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** The seats a payment pays for, recomputed by the server; frozen when the intent is created. */
export interface PaymentSelection {
  hasTicketCategories: boolean;
  noOfSeats?: number;
  items?: { ticketCategoryId: string; categoryName: string; quantity: number; pricePerTicketPaise: number }[];
}

/**
 * One payment intent with the provider, and the seat hold it carries.
 * holdStatus: 'held' (seats taken from stock) -> 'converted' (a booking owns them) or 'released' (given back).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** Set once the provider has created the intent (the hold is taken first, so sold-out answers stay fast). */
    providerIntentId: text('provider_intent_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('inr'),
    /** requires_payment | succeeded | failed | canceled | refunded */
    status: text('status').notNull().default('requires_payment'),
    selection: jsonb('selection').$type<PaymentSelection>().notNull(),
    holdStatus: text('hold_status').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_intent_unique').on(table.provider, table.providerIntentId),
    index('payments_hold_expiry_idx').on(table.holdStatus, table.holdExpiresAt),
    check('payments_amount_valid', sql`${table.amountPaise} >= 0`),
    check('payments_hold_status_valid', sql`${table.holdStatus} in ('held', 'converted', 'released')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
