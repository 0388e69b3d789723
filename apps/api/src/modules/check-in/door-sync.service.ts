import { randomUUID } from 'node:crypto';
import type { DoorScan, DoorSyncResult, ErrorCode, Locale } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { doorScans } from '../../db/schema/door-scans';
import { type Message, msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import {
  admitBooking,
  type BookingCheckIn,
  findTicketOfEvent,
  lockBookingOfTicket,
} from '../bookings/booking-check-in';
import { findEventStanding } from '../events/event-lookups';
import { findUserById } from '../users/users.service';
import { readStoredScan } from './door-statements';
import { assertManagesEvent, type CheckInActor } from './event-access';
import { parseTicketReference, type TicketReference } from './ticket-reference';

const NOT_YOUR_EVENT = msg('You can only sync the scans of your own events');

export interface DoorSyncInput {
  eventId: string;
  scans: DoorScan[];
}

interface DoorEvent {
  id: string;
  cancelled: boolean;
}

/** What became of one scan, before it is written on its row and answered. */
interface Decision {
  outcome: 'checked_in' | 'double_entry' | 'refused' | 'recorded';
  code?: ErrorCode;
  message: Message;
  booking?: { id: string; ticketId: string };
  /** The scan's time once its booking is known (never before the booking was made), when it moved. */
  scannedAt?: Date;
}

/**
 * When a scan counts as made: the device's clock, but never after the scan reached the server (a clock
 * ahead cannot date it after its arrival; the skew allowed is none) and never before its booking was made
 * (a clock behind, or a forged time like 2000-01-01, cannot make it "the earliest admission").
 */
export function scanTimeWithin(claimed: Date, bookedAt: Date | null, now: Date): Date {
  const notAfter = Math.min(claimed.getTime(), now.getTime());
  return new Date(bookedAt ? Math.max(notAfter, bookedAt.getTime()) : notAfter);
}

const refused = (code: ErrorCode, message: Message, booking?: Decision['booking']): Decision => ({
  outcome: 'refused',
  code,
  message,
  booking,
});

/** The name of a user, or null (an account since removed, or no one). */
async function nameOf(tx: Transaction, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  return (await findUserById(tx, userId))?.name ?? null;
}

function readReference(qrData: string, qrSecret: string): TicketReference | AppError {
  try {
    return parseTicketReference(qrData, qrSecret);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * A door admitted this ticket while offline. The booking row is locked, so parallel syncs of the same
 * ticket take turns. Not checked in yet: this admission is the check-in, at the scan's time. Checked in
 * already: the earliest admission stands; if this one is earlier, it becomes the check-in and the stored
 * one is reported as the double entry, otherwise this one is.
 */
async function admit(
  tx: Transaction,
  event: DoorEvent,
  scan: { qrData: string; scannedAt: Date; receivedAt: Date },
  actor: CheckInActor,
  qrSecret: string,
): Promise<Decision> {
  const reference = readReference(scan.qrData, qrSecret);
  if (reference instanceof AppError) return refused(reference.code, reference.text);
  if (event.cancelled) return refused('EVENT_CANCELLED', msg('This event has been cancelled'));

  const booking = await lockBookingOfTicket(tx, reference.ticketId);
  if (!booking) return refused('NOT_FOUND', msg('Ticket not found'));
  if (reference.kind === 'signed' && reference.eventId !== booking.eventId) {
    return refused('INVALID_TICKET', msg('Invalid ticket: the QR code signature does not match'));
  }
  if (booking.eventId !== event.id)
    return refused('WRONG_EVENT', msg('This ticket is for a different event'));
  const ticket = { id: booking.id, ticketId: booking.ticketId };
  if (booking.cancelled) return refused('BOOKING_CANCELLED', msg('This booking has been cancelled'), ticket);

  const scannedAt = scanTimeWithin(scan.scannedAt, booking.createdAt, scan.receivedAt);
  const checkIn: BookingCheckIn = { by: actor.id, at: scannedAt, method: 'offline' };
  if (!booking.verified || !booking.verifiedAt) {
    await admitBooking(tx, booking.id, checkIn);
    return { outcome: 'checked_in', message: msg('Checked in'), booking: ticket, scannedAt };
  }

  const earlierBy = await nameOf(tx, booking.verifiedBy);
  const time = booking.verifiedAt;
  if (scannedAt.getTime() >= booking.verifiedAt.getTime()) {
    return {
      outcome: 'double_entry',
      code: 'DOUBLE_ENTRY',
      message: earlierBy
        ? msg('Already admitted at {time} by {name}', { time, name: earlierBy })
        : msg('Already admitted at {time}', { time }),
      booking: ticket,
      scannedAt,
    };
  }

  // This admission came first: the stored check-in becomes the later scan. Its own scan row turns into
  // the double entry; a check-in made online without a nonce gets a row written for it now.
  const [displaced] = await tx
    .update(doorScans)
    .set({ outcome: 'double_entry' })
    .where(and(eq(doorScans.bookingId, booking.id), eq(doorScans.outcome, 'checked_in')))
    .returning({ id: doorScans.id });
  if (!displaced) {
    await tx.insert(doorScans).values({
      nonce: randomUUID(),
      eventId: event.id,
      bookingId: booking.id,
      deviceId: null,
      scannedAt: booking.verifiedAt,
      scannedBy: booking.verifiedBy,
      localVerdict: null,
      outcome: 'double_entry',
      code: 'DOUBLE_ENTRY',
    });
  }
  await admitBooking(tx, booking.id, checkIn);
  return {
    outcome: 'checked_in',
    code: 'DOUBLE_ENTRY',
    message: earlierBy
      ? msg(
          'Checked in: admitted before the check-in at {time} by {name}, which is now reported as a double entry',
          { time, name: earlierBy },
        )
      : msg('Checked in: admitted before the check-in at {time}, which is now reported as a double entry', {
          time,
        }),
    booking: ticket,
    scannedAt,
  };
}

/** A scan the door refused by itself: kept for the record, with its ticket when it can be told. */
async function record(
  tx: Transaction,
  event: DoorEvent,
  qrData: string,
  qrSecret: string,
): Promise<Decision> {
  const reference = readReference(qrData, qrSecret);
  const booking =
    reference instanceof AppError ? undefined : await findTicketOfEvent(tx, reference.ticketId, event.id);
  return { outcome: 'recorded', message: msg('Refused at the door; recorded'), booking };
}

const resultOf = (nonce: string, decision: Decision, locale: Locale): DoorSyncResult => ({
  nonce,
  outcome: decision.outcome,
  message: translate(locale, decision.message),
  ...(decision.code ? { code: decision.code } : {}),
  ...(decision.booking ? { ticketId: decision.booking.ticketId, bookingId: decision.booking.id } : {}),
});

/**
 * One scan in its own transaction. Its nonce is inserted first: a scan already stored (a retry, the
 * online scan of the same nonce, or a parallel upload of the same batch, whose insert this one waits
 * for) answers already_synced and changes nothing. Each transaction holds one scan row and at most one
 * booking row, taken in that order, so parallel uploads cannot deadlock.
 */
async function syncScan(
  db: Database,
  event: DoorEvent,
  scan: DoorScan,
  actor: CheckInActor,
  qrSecret: string,
  now: Date,
  locale: Locale,
): Promise<DoorSyncResult> {
  // Not after its arrival; once the booking is read, not before the booking (scanTimeWithin).
  const scannedAt = scanTimeWithin(new Date(Date.parse(scan.scannedAt)), null, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(doorScans)
      .values({
        nonce: scan.nonce,
        eventId: event.id,
        deviceId: scan.deviceId,
        scannedAt,
        receivedAt: now,
        scannedBy: actor.id,
        localVerdict: scan.localVerdict,
        outcome: 'recorded',
      })
      .onConflictDoNothing({ target: doorScans.nonce })
      .returning({ id: doorScans.id });
    if (!row) return alreadySynced(tx, event, scan.nonce, locale);

    const decision =
      scan.localVerdict === 'admitted'
        ? await admit(tx, event, { qrData: scan.qrData, scannedAt, receivedAt: now }, actor, qrSecret)
        : await record(tx, event, scan.qrData, qrSecret);
    await tx
      .update(doorScans)
      .set({
        outcome: decision.outcome,
        code: decision.code ?? null,
        // Kept in English, translated when the refusals are read (door-refusals.service)
        message: decision.outcome === 'refused' ? translate('en', decision.message) : null,
        bookingId: decision.booking?.id ?? null,
        ...(decision.scannedAt ? { scannedAt: decision.scannedAt } : {}),
      })
      .where(eq(doorScans.id, row.id));
    return resultOf(scan.nonce, decision, locale);
  });
}

/** The answer for a nonce stored before: what it became then, counted once. */
async function alreadySynced(
  tx: Transaction,
  event: DoorEvent,
  nonce: string,
  locale: Locale,
): Promise<DoorSyncResult> {
  const stored = await readStoredScan(tx, nonce);
  if (stored && stored.eventId !== event.id) {
    return {
      nonce,
      outcome: 'refused',
      code: 'CONFLICT',
      message: translate(locale, msg('This scan id was already used for another event')),
    };
  }
  return {
    nonce,
    outcome: 'already_synced',
    message: translate(locale, msg('Already synced')),
    ...(stored?.bookingId && stored.ticketId
      ? { bookingId: stored.bookingId, ticketId: stored.ticketId }
      : {}),
  };
}

/**
 * POST /api/bookings/door-sync (decision 0024): a door's queued scans, uploaded in scan order when its
 * network returns. The event must be the actor's (or the actor an admin); each scan is then decided in
 * order, in its own transaction, and answered in the body's order.
 */
export async function syncDoorScans(
  db: Database,
  input: DoorSyncInput,
  actor: CheckInActor,
  qrSecret: string,
  now: Date,
  locale: Locale = 'en',
): Promise<DoorSyncResult[]> {
  const event = await findEventStanding(db, input.eventId);
  if (!event) throw notFound(msg('Event not found'));
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);

  const results: DoorSyncResult[] = [];
  for (const scan of input.scans) results.push(await syncScan(db, event, scan, actor, qrSecret, now, locale));
  return results;
}
