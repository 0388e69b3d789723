import type { TaxDocument } from '@ticketmela/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { bookings, refunds } from './bookings';
import { events } from './events';
import { users } from './users';

/** An organizer's details every invoice of their events carries (issue 27). No row: bills of supply, defaults. */
export const taxProfiles = pgTable(
  'tax_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    legalName: text('legal_name').notNull(),
    /** Null: not registered for GST. */
    gstin: text('gstin'),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    invoicePrefix: text('invoice_prefix').notNull(),
    sac: text('sac').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('tax_profiles_prefix_valid', sql`${table.invoicePrefix} ~ '^[A-Z0-9]{1,4}$'`)],
);

/**
 * The last serial of each organizer's document series in a financial year. Allocating a number takes this row's lock
 * until the issuing transaction commits (or rolls back, taking the number back with it): consecutive, no gaps.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    organizerId: uuid('organizer_id').notNull(),
    /** invoice (tax invoices and bills of supply) | credit_note */
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizerId, table.series, table.financialYear] }),
    check('document_series_series_valid', sql`${table.series} in ('invoice', 'credit_note')`),
  ],
);

export type TaxDocumentLines = TaxDocument['lines'];

/**
 * Tax invoices, bills of supply and credit notes: everything printed on them frozen when issued (a trigger refuses
 * any change or deletion, migration 0015). Figures in paise.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** tax_invoice | bill_of_supply | credit_note */
    kind: text('kind').notNull(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** A credit note's refund: one credit note per refund. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    originalId: uuid('original_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    placeStateCode: text('place_state_code').notNull(),
    /** none | intra | inter */
    supplyKind: text('supply_kind').notNull(),
    sac: text('sac').notNull(),
    supplier: jsonb('supplier').$type<TaxDocument['supplier']>().notNull(),
    recipient: jsonb('recipient').$type<TaxDocument['recipient']>().notNull(),
    event: jsonb('event').$type<TaxDocument['event']>().notNull(),
    ticketId: text('ticket_id').notNull(),
    lines: jsonb('lines').$type<TaxDocumentLines>().notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_serial_unique').on(
      table.organizerId,
      table.series,
      table.financialYear,
      table.serial,
    ),
    uniqueIndex('tax_documents_number_unique').on(table.organizerId, table.number),
    uniqueIndex('tax_documents_booking_invoice_unique')
      .on(table.bookingId)
      .where(sql`${table.series} = 'invoice'`),
    uniqueIndex('tax_documents_refund_unique').on(table.refundId),
    index('tax_documents_organizer_issued_idx').on(table.organizerId, table.issuedAt),
    index('tax_documents_booking_idx').on(table.bookingId),
    check('tax_documents_kind_valid', sql`${table.kind} in ('tax_invoice', 'bill_of_supply', 'credit_note')`),
    check(
      'tax_documents_series_valid',
      sql`(${table.kind} = 'credit_note') = (${table.series} = 'credit_note') and ${table.series} in ('invoice', 'credit_note')`,
    ),
    check('tax_documents_number_length', sql`char_length(${table.number}) between 1 and 16`),
    check('tax_documents_supply_kind_valid', sql`${table.supplyKind} in ('none', 'intra', 'inter')`),
    check(
      'tax_documents_sums',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
    check(
      'tax_documents_credit_note_refers',
      sql`(${table.kind} = 'credit_note') = (${table.originalId} is not null and ${table.refundId} is not null)`,
    ),
  ],
);

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TaxProfileRow = typeof taxProfiles.$inferSelect;
