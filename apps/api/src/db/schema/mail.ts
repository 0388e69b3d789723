import { sql } from 'drizzle-orm';
import {
  bigint,
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

/**
 * The mail outbox (decision 0023): one row per e-mail, written in the same transaction as what causes it
 * (a booking, a cancellation, a failed refund, an event's cancellation or change of date, a contact message, a payment
 * refunded without a booking). The worker
 * renders and sends it after commit. The unique (kind, cause, recipient) key makes a retried or racing
 * cause queue a mail at most once.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** booking_confirmed | booking_cancelled | refund_failed | event_cancelled | event_date_changed | inquiry_received | contact_received | email_changed | registration_attempt | payment_refunded | tickets_cancelled | waitlist_offer | waitlist_closed | attendee_ticket */
    kind: text('kind').notNull(),
    /** The id of the row that caused it: a booking, refund, event or contact message; an account notice has its own. */
    causeId: uuid('cause_id').notNull(),
    recipient: text('recipient').notNull(),
    /**
     * Mails of one recipient with the same key go out in the order they were queued (`seq`): `event:<id>` for the
     * mails about one's tickets to an event (the ticket before its cancellation, even after retries). Null: no order.
     */
    orderKey: text('order_key'),
    /** The order of queuing, from the database (not a process's clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The facts the template shows, as they were when the cause committed. */
    payload: jsonb('payload').notNull(),
    /** pending (waiting or retrying) | sent (the SMTP server accepted it) | kept (no SMTP configured) | failed (gave up) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (re)try it; a claim pushes it ahead by the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by each claim: only the worker holding the latest claim may record the outcome. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /** The rendered parts, stored at the first attempt so every retry sends the same message. */
    html: text('html'),
    text: text('text'),
    /** The SMTP server's answer when it accepted the message. */
    smtpResponse: text('smtp_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_mails_cause_unique').on(table.kind, table.causeId, table.recipient),
    index('outbox_mails_queue_idx').on(table.status, table.nextAttemptAt),
    index('outbox_mails_created_idx').on(table.createdAt),
    index('outbox_mails_pending_order_idx')
      .on(table.recipient, table.orderKey, table.seq)
      .where(sql`${table.status} = 'pending' and ${table.orderKey} is not null`),
    check('outbox_mails_status_valid', sql`${table.status} in ('pending', 'sent', 'kept', 'failed')`),
    check(
      'outbox_mails_kind_valid',
      sql`${table.kind} in ('booking_confirmed', 'booking_cancelled', 'refund_failed', 'event_cancelled', 'event_date_changed', 'inquiry_received', 'contact_received', 'email_changed', 'registration_attempt', 'payment_refunded', 'tickets_cancelled', 'waitlist_offer', 'waitlist_closed', 'attendee_ticket')`,
    ),
  ],
);

export type OutboxMailRow = typeof outboxMails.$inferSelect;
