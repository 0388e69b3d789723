import { type CheckedInBooking, type CheckInMethod, isAdmin } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { doorScans } from '../../db/schema/door-scans';
import { type Message, msg } from '../../i18n/message';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findEventStanding } from '../events/event-lookups';
import { toCheckedInBookingDto } from './check-in.serializer';
import { checkInAtDoor, lockCheckInToUndo, readDoorAndTicket, undoCheckInAtDoor } from './door-statements';
import { assertManagesEvent, type CheckInActor } from './event-access';
import { invalidSignature, parseTicketReference, type TicketReference } from './ticket-reference';

const NOT_YOUR_EVENT = msg('You can only check in tickets of your own events');

export interface VerifyTicketInput {
  qrData: string;
  /** The event this door is checking. */
  eventId: string;
  method: CheckInMethod;
  /** The scan's id and device from a door that may go offline: a later door-sync of it counts once. */
  scan?: { nonce: string; deviceId: string | null };
}

/**
 * Why the conditional check-in matched nothing, read after the fact in one query: the door's event and
 * the presented ticket side by side. Order: the event unknown (404), someone else's (403) or cancelled
 * (409); then the ticket unknown (404), a signed QR whose event is not the ticket's (400), another
 * event's ticket (409 WRONG_EVENT, named only to its own organizer or an admin), a cancelled booking, an earlier check-in (saying when and by whom).
 */
async function refusalAtDoor(
  db: DbOrTx,
  reference: TicketReference,
  doorEventId: string,
  actor: CheckInActor,
): Promise<AppError> {
  const door = await readDoorAndTicket(db, reference.ticketId, doorEventId);
  if (!door) return notFound(msg('Event not found'));
  assertManagesEvent(door, actor, NOT_YOUR_EVENT);
  if (door.eventCancelled) return new AppError('EVENT_CANCELLED', msg('This event has been cancelled'));

  if (door.ticketEventId === null) return notFound(msg('Ticket not found'));
  if (reference.kind === 'signed' && reference.eventId !== door.ticketEventId) return invalidSignature();
  if (door.ticketEventId !== doorEventId) {
    // The other event is named only to someone who manages it too: a typed ticket id must not tell an
    // organizer what another organizer's events are.
    const mayName = isAdmin(actor.role) || door.ticketEventOrganizerId === actor.id;
    return new AppError(
      'WRONG_EVENT',
      mayName
        ? msg('This ticket is for a different event: {title}', { title: door.ticketEventTitle ?? '' })
        : msg('This ticket is for a different event'),
    );
  }
  if (door.cancelled) return new AppError('BOOKING_CANCELLED', msg('This booking has been cancelled'));
  if (door.verified) {
    return new AppError('ALREADY_CHECKED_IN', alreadyCheckedIn(door.verifiedAt, door.verifierName));
  }
  // Not checked in, yet the update missed it: an undo committed in between. The door scans again.
  return new AppError('CONFLICT', msg('The ticket changed while it was being checked. Please try again.'));
}

/** "Ticket already checked in", saying when and by whom where that is known. */
function alreadyCheckedIn(time: Date | null, verifierName: string | null): Message {
  if (time && verifierName)
    return msg('Ticket already checked in at {time} by {name}', { time, name: verifierName });
  if (time) return msg('Ticket already checked in at {time}', { time });
  if (verifierName) return msg('Ticket already checked in by {name}', { name: verifierName });
  return msg('Ticket already checked in');
}

/** The check-in itself, ONE conditional UPDATE (door-statements.ts). */
function checkInOnce(db: DbOrTx, ticketId: string, input: VerifyTicketInput, actor: CheckInActor, now: Date) {
  return checkInAtDoor(db, ticketId, input.eventId, actor, { at: now, method: input.method });
}

/**
 * The check-in of a scan that carries a door's nonce, recorded under it so the same scan synced later
 * (the door gave up waiting and decided offline) answers already_synced. The nonce row is written
 * first, as door-sync does, so both take their locks in one order (scan, then booking) and never
 * deadlock; a nonce stored already (the sync came first) is left as it is. When the ticket is not
 * checked in, the row goes again: an online refusal must not hide what the door then did offline.
 */
function checkInRecorded(
  db: Database,
  ticketId: string,
  input: VerifyTicketInput,
  scan: { nonce: string; deviceId: string | null },
  actor: CheckInActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // An unknown event has no scans; refusalAtDoor says so (404).
    if (!(await findEventStanding(tx, input.eventId))) return undefined;
    const [row] = await tx
      .insert(doorScans)
      .values({
        nonce: scan.nonce,
        eventId: input.eventId,
        deviceId: scan.deviceId,
        scannedAt: now,
        receivedAt: now,
        scannedBy: actor.id,
        localVerdict: null,
        outcome: 'checked_in',
      })
      .onConflictDoNothing({ target: doorScans.nonce })
      .returning({ id: doorScans.id });
    const [booking] = await checkInOnce(tx, ticketId, input, actor, now);
    if (row) {
      if (booking) await tx.update(doorScans).set({ bookingId: booking.id }).where(eq(doorScans.id, row.id));
      else await tx.delete(doorScans).where(eq(doorScans.id, row.id));
    }
    return booking;
  });
}

/**
 * POST /api/bookings/verify. The QR is read and its signature checked first (400, before anything
 * about a ticket or event is revealed; a camera read must be a signed ticket). Then the check-in is
 * ONE conditional UPDATE: this ticket, of the door's event, not yet checked in, not cancelled, the
 * event not cancelled and managed by the actor (its organizer, or any admin). Of any number of
 * simultaneous scans exactly one matches, and its RETURNING is the answer: a successful scan is one
 * statement after the session check. When it matches nothing, `refusalAtDoor` reads why.
 */
export async function verifyTicket(
  db: Database,
  input: VerifyTicketInput,
  actor: CheckInActor,
  qrSecret: string,
  now: Date,
): Promise<CheckedInBooking> {
  const reference = parseTicketReference(input.qrData, qrSecret);
  // Every TicketMela QR is signed: an unsigned code read by the camera is not one of our tickets.
  if (input.method === 'camera' && reference.kind !== 'signed') throw invalidSignature();

  // A signed QR of another event cannot match; skip straight to saying so.
  if (reference.kind === 'typed' || reference.eventId === input.eventId) {
    const { scan } = input;
    const checkedIn = scan
      ? await checkInRecorded(db, reference.ticketId, input, scan, actor, now)
      : (await checkInOnce(db, reference.ticketId, input, actor, now))[0];
    if (checkedIn) return toCheckedInBookingDto(checkedIn);
  }
  throw await refusalAtDoor(db, reference, input.eventId, actor);
}

/**
 * POST /api/bookings/{id}/undo-check-in: a mistaken scan is reversed by the event's organizer or an
 * admin. The booking row is locked, the check-in cleared by a conditional update, and the audit entry
 * (who, when, why, what was cleared) is written in the same transaction.
 */
export async function undoCheckIn(
  db: Database,
  bookingId: string,
  actor: CheckInActor,
  reason: string | null,
): Promise<CheckedInBooking> {
  return db.transaction(async (tx) => {
    const current = await lockCheckInToUndo(tx, bookingId);
    if (!current) throw notFound(msg('Booking not found'));
    assertManagesEvent(current, actor, NOT_YOUR_EVENT);

    const notCheckedIn = () => new AppError('NOT_CHECKED_IN', msg('This ticket is not checked in'));
    if (!current.verified) throw notCheckedIn();
    const [undone] = await undoCheckInAtDoor(tx, current.id);
    if (!undone) throw notCheckedIn();
    // The admission and any double entries reported against it go with the check-in (decision 0024).
    const clearedDoubleEntries = await tx
      .update(doorScans)
      .set({ outcome: 'undone' })
      .where(and(eq(doorScans.bookingId, current.id), eq(doorScans.outcome, 'double_entry')))
      .returning({ id: doorScans.id });
    await tx
      .update(doorScans)
      .set({ outcome: 'undone' })
      .where(and(eq(doorScans.bookingId, current.id), eq(doorScans.outcome, 'checked_in')));

    await recordAudit(tx, {
      actorId: actor.id,
      action: 'checkin.undo',
      targetType: 'booking',
      targetId: current.id,
      reason,
      before: {
        verifiedAt: current.verifiedAt?.toISOString() ?? null,
        verifiedBy: current.verifiedBy,
        verifyMethod: current.verifyMethod,
        ...(clearedDoubleEntries.length > 0 ? { doubleEntries: clearedDoubleEntries.length } : {}),
      },
      after: null,
    });
    return toCheckedInBookingDto(undone);
  });
}
