import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * An event's promo code (decision 0042). `uses` counts the orders holding or booked with it: taken in the hold's
 * statement (never past max_uses, even in a rush: the conditional update re-checks the row a parallel buyer just
 * changed) and given back when the hold is released unpaid. kind/value as domain's PromoTerms (value in paise unless
 * a percentage); ticket_category_ids null: every ticket of the event.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** As the organizer wrote it; looked up case-insensitively (upper()). */
    code: text('code').notNull(),
    /** percent | amount | fixed_price */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    ticketCategoryIds: jsonb('ticket_category_ids').$type<string[] | null>(),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_event_code_unique').on(table.eventId, sql`upper(${table.code})`),
    check('promo_codes_kind_valid', sql`${table.kind} in ('percent', 'amount', 'fixed_price')`),
    check(
      'promo_codes_value_valid',
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100)
        or (${table.kind} = 'amount' and ${table.value} > 0)
        or (${table.kind} = 'fixed_price' and ${table.value} >= 0)`,
    ),
    check(
      'promo_codes_uses_valid',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** How many orders one buyer holds or booked with a code: the per-buyer limit, counted like the code's own uses. */
export const promoCodeBuyers = pgTable(
  'promo_code_buyers',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.promoCodeId, table.userId] }),
    index('promo_code_buyers_user_idx').on(table.userId),
    check('promo_code_buyers_uses_valid', sql`${table.uses} >= 0`),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
