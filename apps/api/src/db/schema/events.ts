import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { users } from './users';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Public path of the large WebP image, or null. */
    photo: text('photo'),
    /** Public path of the thumbnail WebP image, or null. */
    photoThumb: text('photo_thumb'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    city: text('city').notNull(),
    /** The venue's GST state code: admission is supplied where the event is held (IGST Act s. 12(6)). */
    venueStateCode: text('venue_state_code'),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address'),
    venueLat: doublePrecision('venue_lat'),
    venueLng: doublePrecision('venue_lng'),
    venuePlaceId: text('venue_place_id'),
    /** Single price in paise (0 when the event uses ticket categories). */
    pricePaise: integer('price_paise').notNull().default(0),
    totalSeats: integer('total_seats').notNull(),
    availableSeats: integer('available_seats').notNull(),
    hasTicketCategories: boolean('has_ticket_categories').notNull().default(false),
    useDefaultRefundPolicy: boolean('use_default_refund_policy').notNull().default(true),
    refundSevenDaysOrMore: integer('refund_seven_days_or_more').notNull().default(100),
    refundOneToDays: integer('refund_one_to_days').notNull().default(50),
    refundLessThanDay: integer('refund_less_than_day').notNull().default(0),
    refundPolicyDescription: text('refund_policy_description'),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledReason: text('cancelled_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the date last moved (the newest row of event_date_changes): a booking bought before it may be
     * cancelled with a full refund until the event starts (decision 0029).
     */
    dateChangedAt: timestamp('date_changed_at', { withTimezone: true }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_date_idx').on(table.date),
    index('events_category_idx').on(table.categoryId),
    // The catalog's reads (decision 0045): the listed (not cancelled) events in date order, alone, by city, by
    // category and by price, the price last so a count of a price filter reads the index alone; search by part of
    // the title by trigrams.
    index('events_listed_date_idx')
      .on(table.date, table.id, table.pricePaise)
      .where(sql`${table.cancelled} = false`),
    index('events_listed_city_date_idx')
      .on(table.city, table.date, table.id, table.pricePaise)
      .where(sql`${table.cancelled} = false`),
    index('events_listed_category_date_idx')
      .on(table.categoryId, table.date, table.id, table.pricePaise)
      .where(sql`${table.cancelled} = false`),
    index('events_listed_price_idx')
      .on(table.pricePaise, table.date, table.id)
      .where(sql`${table.cancelled} = false`),
    index('events_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('events_organizer_idx').on(table.organizerId),
    check(
      'events_seats_valid',
      sql`${table.availableSeats} >= 0 and ${table.availableSeats} <= ${table.totalSeats}`,
    ),
    check('events_price_valid', sql`${table.pricePaise} >= 0`),
    check(
      'events_refund_valid',
      sql`${table.refundSevenDaysOrMore} between 0 and 100 and ${table.refundOneToDays} between 0 and 100 and ${table.refundLessThanDay} between 0 and 100`,
    ),
  ],
);

/** Up to 5 priced ticket categories of one event; seats are counted per category. */
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    pricePaise: integer('price_paise').notNull(),
    totalSeats: integer('total_seats').notNull(),
    availableSeats: integer('available_seats').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('ticket_categories_event_idx').on(table.eventId),
    check(
      'ticket_categories_seats_valid',
      sql`${table.availableSeats} >= 0 and ${table.availableSeats} <= ${table.totalSeats}`,
    ),
    check('ticket_categories_price_valid', sql`${table.pricePaise} >= 0`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type TicketCategoryRow = typeof ticketCategories.$inferSelect;

/**
 * Every move of an event's date (decision 0029): who moved it from when to when. A row is the cause of the
 * "date changed" e-mail to each holder of a booking (one per change and recipient).
 */
export const eventDateChanges = pgTable(
  'event_date_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    previousDate: timestamp('previous_date', { withTimezone: true }).notNull(),
    newDate: timestamp('new_date', { withTimezone: true }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_date_changes_event_idx').on(table.eventId, table.changedAt)],
);

export type EventDateChangeRow = typeof eventDateChanges.$inferSelect;
