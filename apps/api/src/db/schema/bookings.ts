import type { Answer } from '@ticketmela/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { events, ticketCategories } from './events';
import { payments } from './payments';
import { promoCodes } from './promo-codes';
import { users } from './users';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable ticket id printed on the ticket and encoded in the QR. */
    ticketId: text('ticket_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** One payment makes at most one booking. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    hasTicketCategories: boolean('has_ticket_categories').notNull().default(false),
    /** Seats of a single-price booking, or the total quantity of a category booking. */
    totalQuantity: integer('total_quantity').notNull(),
    /** Price per seat of a single-price booking (paise); 0 for category bookings. */
    priceAtBookingPaise: integer('price_at_booking_paise').notNull().default(0),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    /** The buyer's GST details from checkout (the payment's), printed on the invoice as the recipient's. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** HMAC signature carried in the QR payload. */
    qrSignature: text('qr_signature').notNull(),
    /** The buyer's language when booking ('en' | 'hi', decision 0044): every mail about the booking is in it. */
    locale: text('locale').notNull().default('en'),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Who checked the ticket in (organizer or admin), and how: 'camera', 'manual' or 'offline' (door-sync). */
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifyMethod: text('verify_method'),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledByUser: boolean('cancelled_by_user').notNull().default(false),
    cancelledByEvent: boolean('cancelled_by_event').notNull().default(false),
    cancellationDate: timestamp('cancellation_date', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** none | pending | processed | failed */
    refundStatus: text('refund_status').notNull().default('none'),
    refundAmountPaise: integer('refund_amount_paise').notNull().default(0),
    refundId: text('refund_id'),
    /** The refund policy in force when the booking was made. */
    refundSevenDaysOrMore: integer('refund_seven_days_or_more').notNull(),
    refundOneToDays: integer('refund_one_to_days').notNull(),
    refundLessThanDay: integer('refund_less_than_day').notNull(),
    refundPolicyDescription: text('refund_policy_description'),
    /** The promo code it was bought with (decision 0042): its id, its text as used, and the paise it took off. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The answers to the event's per-order questions, as asked (label and kind kept with each). */
    orderAnswers: jsonb('order_answers').$type<Answer[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the ticket last changed for a door's check-in list (created, cancelled, checked in or not, seats):
     * set by the trigger bookings_door_changed (migration 0005), never by the application. Answers a door's
     * delta refresh (decision 0024).
     */
    doorChangedAt: timestamp('door_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_ticket_id_unique').on(table.ticketId),
    uniqueIndex('bookings_payment_unique').on(table.paymentId),
    index('bookings_user_idx').on(table.userId),
    index('bookings_event_door_changed_idx').on(table.eventId, table.doorChangedAt),
    // The attendee list's pages, newest first by keyset (decision 0046).
    index('bookings_event_created_idx').on(table.eventId, table.createdAt, table.id),
    // A promo code's figures and free bookings (decision 0042).
    index('bookings_promo_code_idx').on(table.promoCodeId).where(sql`${table.promoCodeId} is not null`),
    check('bookings_quantity_valid', sql`${table.totalQuantity} between 1 and 10`),
    check('bookings_amount_valid', sql`${table.totalAmountPaise} >= 0`),
    check('bookings_verify_method_valid', sql`${table.verifyMethod} in ('camera', 'manual', 'offline')`),
    check(
      'bookings_refund_status_valid',
      sql`${table.refundStatus} in ('none', 'pending', 'processed', 'failed')`,
    ),
  ],
);

export const bookingItems = pgTable(
  'booking_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ticketCategoryId: uuid('ticket_category_id').references(() => ticketCategories.id, {
      onDelete: 'set null',
    }),
    categoryName: text('category_name').notNull(),
    quantity: integer('quantity').notNull(),
    pricePerTicketPaise: integer('price_per_ticket_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
  },
  (table) => [index('booking_items_booking_idx').on(table.bookingId)],
);

/**
 * Who holds each ticket of a booking (decision 0042), in ticket order, with the answers to the per-ticket questions.
 * A ticket cancelled while the rest are kept (a partial cancellation) keeps its row, with cancelled_at set.
 */
export const bookingAttendees = pgTable(
  'booking_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1-based. */
    position: integer('position').notNull(),
    ticketCategoryId: uuid('ticket_category_id').references(() => ticketCategories.id, {
      onDelete: 'set null',
    }),
    categoryName: text('category_name'),
    name: text('name').notNull(),
    email: text('email'),
    answers: jsonb('answers').$type<Answer[]>().notNull().default(sql`'[]'::jsonb`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('booking_attendees_position_unique').on(table.bookingId, table.position)],
);

/**
 * Money owed back on a booking: for the whole booking (kind 'booking': at most one, so a retried or racing cancel
 * refunds once) or for some of its tickets (kind 'tickets': one per partial cancellation, decision 0041). The refunds
 * of one payment never add up to more than it paid (the cancellation checks it under the booking's lock).
 * It is also the durable work queue for refunds: pending rows are retried with backoff until processed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    percentage: integer('percentage').notNull(),
    /** booking (the whole booking, cancelled) | tickets (some of its tickets: a partial cancellation) */
    kind: text('kind').notNull().default('booking'),
    /** pending | processed | failed */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_booking_unique').on(table.bookingId).where(sql`${table.kind} = 'booking'`),
    index('refunds_booking_idx').on(table.bookingId),
    index('refunds_queue_idx').on(table.status, table.nextAttemptAt),
    check('refunds_kind_valid', sql`${table.kind} in ('booking', 'tickets')`),
  ],
);

/**
 * Some tickets of a booking cancelled while the rest are kept (decision 0041): how many, which category lines, what
 * they cost and what the frozen policy refunded for them (refund_id null when it refunded nothing). The booking's
 * quantity, lines and amount are lowered in the same transaction.
 */
export const partialCancellations = pgTable(
  'partial_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** The category lines cancelled: [{ ticketCategoryId, categoryName, quantity, pricePerTicketPaise }]; [] single-price. */
    items: jsonb('items')
      .$type<
        {
          ticketCategoryId: string | null;
          categoryName: string;
          quantity: number;
          pricePerTicketPaise: number;
        }[]
      >()
      .notNull(),
    valuePaise: integer('value_paise').notNull(),
    percentage: integer('percentage').notNull(),
    refundPaise: integer('refund_paise').notNull(),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partial_cancellations_booking_idx').on(table.bookingId, table.cancelledAt),
    uniqueIndex('partial_cancellations_refund_unique').on(table.refundId),
    check('partial_cancellations_quantity_valid', sql`${table.quantity} between 1 and 9`),
    check(
      'partial_cancellations_refund_valid',
      sql`${table.refundPaise} between 0 and ${table.valuePaise} and ${table.percentage} between 0 and 100`,
    ),
  ],
);

/**
 * Each provider webhook event handled, by the provider's event id (Razorpay's x-razorpay-event-id): written in the
 * same transaction as the event's effect, so a delivery retried (Razorpay retries for 24 hours, out of order) or
 * delivered twice at once has its effect once. Kept, not expired: a retry days later still finds it.
 */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** What handling it came to (booked, refunded, ignored, ...), for people reading the log. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('provider_webhook_events_unique').on(table.provider, table.eventId)],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PartialCancellationRow = typeof partialCancellations.$inferSelect;
