import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test payment provider keeps its side of the payment here, as a real provider would on
 * its own servers: intents survive restarts and are shared by every API process.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method | processing (a UPI request awaits the buyer's approval) | succeeded | canceled */
  status: text('status').notNull().default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  /** 'card' or 'upi', once the buyer chose how to pay. */
  method: text('method'),
  /** The buyer's UPI id, or the card's brand and last four digits. */
  methodDetail: text('method_detail'),
  /** The UPI request the page standing for the buyer's UPI app answers (/pay/test-upi/{id}): unguessable. */
  upiRequestId: text('upi_request_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => testPaymentIntents.id),
  amountPaise: integer('amount_paise').notNull(),
  /** The caller's idempotency key: the same key refunds once. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull().default('succeeded'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
