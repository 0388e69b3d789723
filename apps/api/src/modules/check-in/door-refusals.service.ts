import type { DoorRefusal, ErrorCode, Locale } from '@ticketmela/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { doorScans } from '../../db/schema/door-scans';
import { users } from '../../db/schema/users';
import { messageOfText } from '../../i18n/known-text';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { assertManagesEventById, type CheckInActor } from './event-access';

const NOT_YOUR_EVENT = msg('You can only see the door refusals of your own events');

const holder = alias(users, 'holder');
const scanner = alias(users, 'scanner');

/**
 * GET /api/bookings/event/{id}/door-refusals (decision 0024): the admissions doors made offline that the server
 * refused when they synced, latest first, with what the door was told and the ticket when it was this event's.
 */
export async function listDoorRefusals(
  db: DbOrTx,
  eventId: string,
  actor: CheckInActor,
  locale: Locale = 'en',
): Promise<DoorRefusal[]> {
  await assertManagesEventById(db, eventId, actor, NOT_YOUR_EVENT);

  const rows = await db
    .select({
      scanId: doorScans.id,
      code: doorScans.code,
      message: doorScans.message,
      at: doorScans.scannedAt,
      deviceId: doorScans.deviceId,
      byName: scanner.name,
      bookingId: bookings.id,
      ticketId: bookings.ticketId,
      holder: holder.name,
      seats: bookings.totalQuantity,
    })
    .from(doorScans)
    .leftJoin(bookings, eq(bookings.id, doorScans.bookingId))
    .leftJoin(holder, eq(holder.id, bookings.userId))
    .leftJoin(scanner, eq(scanner.id, doorScans.scannedBy))
    .where(and(eq(doorScans.eventId, eventId), eq(doorScans.outcome, 'refused')))
    .orderBy(desc(doorScans.scannedAt), desc(doorScans.id));

  return rows.map((row) => ({
    scanId: row.scanId,
    code: (row.code ?? 'CONFLICT') as ErrorCode,
    // Kept in English (door-sync.service), in the reader's language here; refusals stored before migration 0007
    // kept only their code.
    message: translate(
      locale,
      row.message !== null
        ? messageOfText(row.message)
        : msg('Refused by the server ({code})', { code: String(row.code) }),
    ),
    ticket:
      row.bookingId && row.ticketId && row.holder !== null && row.seats !== null
        ? { bookingId: row.bookingId, ticketId: row.ticketId, holder: row.holder, seats: row.seats }
        : null,
    scan: { at: row.at.toISOString(), deviceId: row.deviceId, byName: row.byName },
  }));
}
