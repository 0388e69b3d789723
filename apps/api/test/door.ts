import {
  type DoorList,
  doorLookupKey,
  indexDoorList,
  openDoorEntry,
  readSignedDoorQr,
  type SealedDoorEntry,
} from '@ticketmela/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { bookings } from '../src/db/schema';

/** What the door tests need of a booking as the API answers it. */
export interface DoorTicket {
  _id: string;
  ticketId: string;
  qrCode: string;
}

/** The ticket's key in a door list: the lookup key of its QR's signature. */
export const doorKeyOf = (ticket: DoorTicket) => doorLookupKey(readSignedDoorQr(ticket.qrCode)!.sig);

/** The ticket's sealed entry in the list, found the way a door finds it, or undefined. */
export async function sealedEntryOf(
  list: DoorList,
  ticket: DoorTicket,
): Promise<SealedDoorEntry | undefined> {
  return indexDoorList(list.entries).get(await doorKeyOf(ticket));
}

/** Opens a ticket's entry the way a door does: lookup by the QR's signature, then decrypt with it. */
export async function doorEntryOf(list: DoorList, ticket: DoorTicket) {
  const sealed = await sealedEntryOf(list, ticket);
  return sealed ? openDoorEntry(readSignedDoorQr(ticket.qrCode)!.sig, sealed) : null;
}

/**
 * Moves bookings' purchase time back (a door scans tickets bought days before): door-sync never dates an
 * admission before its booking was made. created_at is not on a door's list, so door_changed_at stays.
 */
export async function bookedEarlier(
  db: Database,
  bookingIds: string[],
  byMs = 24 * 60 * 60_000,
): Promise<void> {
  await db
    .update(bookings)
    .set({ createdAt: sql`${bookings.createdAt} - make_interval(secs => ${byMs / 1000})` })
    .where(inArray(bookings.id, bookingIds));
}
