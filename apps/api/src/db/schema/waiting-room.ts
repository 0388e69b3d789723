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
import { events } from './events';
import { users } from './users';

/**
 * An event's waiting room (decision 0049): on from its creation until turned off, with its on-sale time. At that
 * moment the draw numbers the places taken so far (draw_seed kept, drawn_at set); later joiners take last_number + 1.
 * From admission_starts_at the room admits every number up to admitting_through.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }).notNull(),
    /** 32 random bytes as hex, drawn at the on-sale moment: replaying the draw needs it (fair-draw.ts). */
    drawSeed: text('draw_seed'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The draw's time plus its reveal window: nobody is let through before everyone could learn their number. */
    admissionStartsAt: timestamp('admission_starts_at', { withTimezone: true }),
    lastNumber: integer('last_number').notNull().default(0),
    admittingThrough: integer('admitting_through').notNull().default(0),
    /** Numbers let through a minute over the last two minutes, as the admission pass last measured it. */
    admittedPerMinute: integer('admitted_per_minute').notNull().default(0),
    /** No seat was left or held at the admission pass's last look: everyone still waiting is told. */
    soldOut: boolean('sold_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The rooms whose draw is due, for the pass that draws them.
    index('waiting_rooms_draw_due_idx').on(table.onSaleAt).where(sql`${table.drawnAt} is null`),
    check('waiting_rooms_numbers_valid', sql`${table.admittingThrough} between 0 and ${table.lastNumber}`),
    check('waiting_rooms_drawn_with_seed', sql`(${table.drawnAt} is null) = (${table.drawSeed} is null)`),
    check(
      'waiting_rooms_drawn_with_admission_start',
      sql`(${table.drawnAt} is null) = (${table.admissionStartsAt} is null)`,
    ),
    check('waiting_rooms_admission_after_draw', sql`${table.admissionStartsAt} >= ${table.drawnAt}`),
  ],
);

/** A person's place in a room: one per account per event; numbered by the draw, or on joining after it. */
export const waitingRoomPlaces = pgTable(
  'waiting_room_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => waitingRooms.eventId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null until the draw for a place taken before the on-sale moment. */
    number: integer('number'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the room let this number through: its pass is good for QUEUE_PASS_MINUTES from then. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    /** When its pass made a hold (or a free booking): one pass, one hold. */
    passUsedAt: timestamp('pass_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waiting_room_places_one_per_account').on(table.eventId, table.userId),
    uniqueIndex('waiting_room_places_number_unique').on(table.eventId, table.number),
    // The places the draw numbers.
    index('waiting_room_places_undrawn_idx').on(table.eventId).where(sql`${table.number} is null`),
    check('waiting_room_places_number_positive', sql`${table.number} > 0`),
    // The admitted places by time: the live passes (admitted within the pass's time, unused) and the measured rate.
    index('waiting_room_places_admitted_idx')
      .on(table.eventId, table.admittedAt)
      .where(sql`${table.admittedAt} is not null`),
    check(
      'waiting_room_places_admitted_numbered',
      sql`${table.admittedAt} is null or ${table.number} is not null`,
    ),
    check(
      'waiting_room_places_used_admitted',
      sql`${table.passUsedAt} is null or ${table.admittedAt} is not null`,
    ),
  ],
);

export type WaitingRoomRow = typeof waitingRooms.$inferSelect;
export type WaitingRoomPlaceRow = typeof waitingRoomPlaces.$inferSelect;
