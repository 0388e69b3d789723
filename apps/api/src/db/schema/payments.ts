import type { Answer } from '@ticketmela/domain';
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
import { promoCodes } from './promo-codes';
import { users } from './users';

/**
 * The seats a payment pays for, recomputed by the server; frozen when the intent is created. Prices are what is paid
 * for each ticket: with a promo code (decision 0042) the discounted price, the list price kept beside it.
 */
export interface PaymentSelection {
  hasTicketCategories: boolean;
  noOfSeats?: number;
  /** Single price, with a promo code: the price paid per seat, and the event's price it was taken off. */
  pricePerSeatPaise?: number;
  listPricePerSeatPaise?: number;
  items?: {
    ticketCategoryId: string;
    categoryName: string;
    quantity: number;
    pricePerTicketPaise: number;
    /** With a promo code: the category's price it was taken off (the seat take checks it is unchanged). */
    listPricePerTicketPaise?: number;
  }[];
  /** The promo code it was priced with, as its organizer wrote it (the payment row keeps its id). */
  promoCode?: string;
}

/** What the buyer told the checkout (decision 0042), as checked (domain's checkCheckoutDetails). */
export interface PaymentCheckout {
  attendees: {
    position: number;
    ticketCategoryId: string | null;
    categoryName: string | null;
    name: string;
    email: string | null;
    answers: Answer[];
  }[];
  orderAnswers: Answer[];
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
    /** The buyer's language when paying ('en' | 'hi', decision 0044): the booking made from the payment keeps it. */
    locale: text('locale').notNull().default('en'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('inr'),
    /**
     * requires_payment | succeeded (the provider took the money: converted to a booking, or owed back while the hold
     * is released) | failed | canceled | refunded
     */
    status: text('status').notNull().default('requires_payment'),
    selection: jsonb('selection').$type<PaymentSelection>().notNull(),
    holdStatus: text('hold_status').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /**
     * The buyer's idempotency key for this hold (create-payment-intent's `idempotencyKey`): a retried request finds
     * the hold it made instead of taking the seats twice. Unique per buyer.
     */
    requestKey: text('request_key'),
    /**
     * The hold sweeper's lease and backoff: a payment it is settling (asking the provider, booking, refunding) is
     * left alone by every sweeper until then. Null: due as soon as its hold expires.
     */
    settleAfter: timestamp('settle_after', { withTimezone: true }),
    /** The buyer's "GST details for a business invoice" given at checkout, copied onto the booking. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** How the buyer paid (upi | card | netbanking | wallet), recorded when the payment converts or is owed back. */
    method: text('method'),
    /** The UPI id, card brand and last four, bank or wallet, as the provider reported it. */
    methodDetail: text('method_detail'),
    /** The promo code the selection was priced with (decision 0042): one of its uses while held or converted. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
    /** Paise the code took off the list price (amount_paise is what is charged). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The names on the tickets and the answers to the event's questions, checked at the hold, copied to the booking. */
    checkout: jsonb('checkout').$type<PaymentCheckout>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_intent_unique').on(table.provider, table.providerIntentId),
    index('payments_hold_expiry_idx').on(table.holdStatus, table.holdExpiresAt),
    uniqueIndex('payments_user_request_key_unique').on(table.userId, table.requestKey),
    // A buyer's holds: the seats they hold for an event and how many holds they made lately (hold hoarding).
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    // A promo code's live uses, counted when its organizer sets it a limit (decision 0042), and its figures.
    index('payments_promo_code_idx').on(table.promoCodeId).where(sql`${table.promoCodeId} is not null`),
    // Paid, its hold released without a booking, not yet refunded: the sweeper owes the buyer their money back.
    index('payments_owed_refund_idx')
      .on(table.settleAfter)
      .where(sql`${table.status} = 'succeeded' and ${table.holdStatus} = 'released'`),
    // Released unpaid, its intent not confirmed cancelled: the sweeper asks the provider about a late payment for a day.
    index('payments_late_reconcile_idx')
      .on(table.settleAfter)
      .where(
        sql`${table.status} = 'requires_payment' and ${table.holdStatus} = 'released' and ${table.providerIntentId} is not null`,
      ),
    check('payments_amount_valid', sql`${table.amountPaise} >= 0`),
    check('payments_hold_status_valid', sql`${table.holdStatus} in ('held', 'converted', 'released')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * How many seat holds an account started in its current hour (hold hoarding: decision 0027). The hold statement
 * upserts this row first, conditionally, so one account's parallel holds queue on it and the limit holds exactly.
 */
export const holdQuotas = pgTable('hold_quotas', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  holds: integer('holds').notNull(),
});
