import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { events } from './events';
import { users } from './users';

/**
 * Scans made at a door that may have been offline (decision 0024): every scan a door uploads by
 * door-sync, and every online check-in that came with a scan nonce. The unique nonce makes a retried
 * upload count once. A booking has at most one 'checked_in' scan (the admission that stands); a later
 * admission of the same ticket is a 'double_entry', reported to the organizer.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The scan's id, made on the device. */
    nonce: uuid('nonce').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** The ticket scanned, when it could be identified. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** The door device; null for an online check-in that became a double entry and named no device. */
    deviceId: text('device_id'),
    /** When the scan happened by the device's clock (never later than when it arrived). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who was signed in at the door. */
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the door decided offline; null for a scan the server decided online. */
    localVerdict: text('local_verdict'),
    /** checked_in | double_entry | refused | recorded | undone */
    outcome: text('outcome').notNull(),
    /** Why an offline admission was refused (an ErrorCode). */
    code: text('code'),
    /** What the server answered a refused offline admission, as the door was told (migration 0007). */
    message: text('message'),
  },
  (table) => [
    uniqueIndex('door_scans_nonce_unique').on(table.nonce),
    uniqueIndex('door_scans_one_check_in_per_booking')
      .on(table.bookingId)
      .where(sql`${table.outcome} = 'checked_in'`),
    index('door_scans_event_idx').on(table.eventId, table.outcome),
    index('door_scans_booking_idx').on(table.bookingId),
    check('door_scans_local_verdict_valid', sql`${table.localVerdict} in ('admitted', 'refused')`),
    check(
      'door_scans_outcome_valid',
      sql`${table.outcome} in ('checked_in', 'double_entry', 'refused', 'recorded', 'undone')`,
    ),
  ],
);

export type DoorScanRow = typeof doorScans.$inferSelect;
