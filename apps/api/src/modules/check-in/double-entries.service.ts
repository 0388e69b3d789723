import type { DoubleEntry } from '@ticketmela/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { doorScans } from '../../db/schema/door-scans';
import { users } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { assertManagesEventById, type CheckInActor } from './event-access';

const NOT_YOUR_EVENT = msg('You can only see the double entries of your own events');

const holder = alias(users, 'holder');
const laterScanner = alias(users, 'later_scanner');
const verifier = alias(users, 'verifier');
const keptScan = alias(doorScans, 'kept_scan');

/**
 * GET /api/bookings/event/{id}/double-entries (decision 0024): every later admission of a ticket that was
 * already admitted, latest first, beside the admission that stands (the booking's check-in, with the
 * device of its scan when it was made by a door that sent one). Active, checked-in bookings only: an
 * undone check-in takes its double entries with it.
 */
export async function listDoubleEntries(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
): Promise<DoubleEntry[]> {
  await assertManagesEventById(db, eventId, actor, NOT_YOUR_EVENT);

  const rows = await db
    .select({
      bookingId: bookings.id,
      ticketId: bookings.ticketId,
      holder: holder.name,
      seats: bookings.totalQuantity,
      keptAt: bookings.verifiedAt,
      keptDeviceId: keptScan.deviceId,
      keptByName: verifier.name,
      laterAt: doorScans.scannedAt,
      laterDeviceId: doorScans.deviceId,
      laterByName: laterScanner.name,
    })
    .from(doorScans)
    .innerJoin(bookings, eq(bookings.id, doorScans.bookingId))
    .innerJoin(holder, eq(holder.id, bookings.userId))
    .leftJoin(laterScanner, eq(laterScanner.id, doorScans.scannedBy))
    .leftJoin(verifier, eq(verifier.id, bookings.verifiedBy))
    .leftJoin(keptScan, and(eq(keptScan.bookingId, bookings.id), eq(keptScan.outcome, 'checked_in')))
    .where(
      and(
        eq(doorScans.eventId, eventId),
        eq(doorScans.outcome, 'double_entry'),
        eq(bookings.cancelled, false),
        eq(bookings.verified, true),
      ),
    )
    .orderBy(desc(doorScans.scannedAt), desc(doorScans.id));

  return rows.flatMap((row) =>
    row.keptAt
      ? [
          {
            bookingId: row.bookingId,
            ticketId: row.ticketId,
            holder: row.holder,
            seats: row.seats,
            keptScan: { at: row.keptAt.toISOString(), deviceId: row.keptDeviceId, byName: row.keptByName },
            laterScan: {
              at: row.laterAt.toISOString(),
              deviceId: row.laterDeviceId,
              byName: row.laterByName,
            },
          },
        ]
      : [],
  );
}
