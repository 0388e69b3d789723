import type { CheckedInBooking, CheckInMethod } from '@ticketmela/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client';
import { bookings, events, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { toCheckedInBookingDto } from './check-in.serializer';
import { assertManagesEvent, type CheckInActor } from './event-access';
import { formatIndiaDateTime } from './india-time';
import { invalidSignature, parseTicketReference, type TicketReference } from './ticket-reference';

const NOT_YOUR_EVENT = 'You can only check in tickets of your own events';

export interface VerifyTicketInput {
  qrData: string;
  /** The event this door is checking. */
  eventId: string;
  method: CheckInMethod;
}

const verifier = alias(users, 'verifier');

/** The checked-in (or just undone) booking with its attendee's name and ticket lines: one query. */
async function loadDoorBooking(db: DbOrTx, bookingId: string): Promise<CheckedInBooking> {
  const row = await db.query.bookings.findFirst({
    where: eq(bookings.id, bookingId),
    with: { user: { columns: { name: true } }, items: { columns: { categoryName: true, quantity: true } } },
  });
  if (!row) throw notFound('Ticket not found');
  return toCheckedInBookingDto(row, row.user.name, row.items);
}

/**
 * Why the conditional check-in updated nothing, read after the fact (one query): each refusal with its
 * own code. Order: unknown ticket, a signed QR whose event is not the ticket's, another event's ticket,
 * a cancelled booking, then an earlier check-in (saying when, and by whom).
 */
async function refusalFor(db: DbOrTx, reference: TicketReference, doorEventId: string): Promise<AppError> {
  const [ticket] = await db
    .select({
      eventId: bookings.eventId,
      eventTitle: events.title,
      cancelled: bookings.cancelled,
      verified: bookings.verified,
      verifiedAt: bookings.verifiedAt,
      verifierName: verifier.name,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(verifier, eq(verifier.id, bookings.verifiedBy))
    .where(eq(bookings.ticketId, reference.ticketId));
  if (!ticket) return notFound('Ticket not found');
  if (reference.kind === 'signed' && reference.eventId !== ticket.eventId) return invalidSignature();
  if (ticket.eventId !== doorEventId) {
    return new AppError('WRONG_EVENT', 409, `This ticket is for a different event: ${ticket.eventTitle}`);
  }
  if (ticket.cancelled) return new AppError('BOOKING_CANCELLED', 409, 'This booking has been cancelled');
  if (ticket.verified) {
    const when = ticket.verifiedAt ? ` at ${formatIndiaDateTime(ticket.verifiedAt)}` : '';
    const by = ticket.verifierName ? ` by ${ticket.verifierName}` : '';
    return new AppError('ALREADY_CHECKED_IN', 409, `Ticket already checked in${when}${by}`);
  }
  // Not checked in, yet the update missed it: an undo committed in between. The door scans again.
  return new AppError('CONFLICT', 409, 'The ticket changed while it was being checked. Please try again.');
}

/**
 * POST /api/bookings/verify. Checks, in order: the door's event exists (404) and is the actor's or the
 * actor is an admin (403); the QR is readable and its signature genuine (400, before anything about a
 * ticket is revealed); a camera read must be a signed ticket; the event is not cancelled (409). Then
 * the check-in is ONE conditional UPDATE, so of any number of simultaneous scans exactly one wins;
 * when it updates nothing, `refusalFor` says why.
 */
export async function verifyTicket(
  db: Database,
  input: VerifyTicketInput,
  actor: CheckInActor,
  qrSecret: string,
  now: Date,
): Promise<CheckedInBooking> {
  const [event] = await db
    .select({ id: events.id, organizerId: events.organizerId, cancelled: events.cancelled })
    .from(events)
    .where(eq(events.id, input.eventId));
  if (!event) throw notFound('Event not found');
  assertManagesEvent(event, actor, NOT_YOUR_EVENT);

  const reference = parseTicketReference(input.qrData, qrSecret);
  // Every TicketMela QR is signed: an unsigned code read by the camera is not one of our tickets.
  if (input.method === 'camera' && reference.kind !== 'signed') throw invalidSignature();
  if (event.cancelled) throw new AppError('EVENT_CANCELLED', 409, 'This event has been cancelled');

  if (reference.kind === 'typed' || reference.eventId === event.id) {
    const [checkedIn] = await db
      .update(bookings)
      .set({ verified: true, verifiedAt: now, verifiedBy: actor.id, verifyMethod: input.method })
      .where(
        and(
          eq(bookings.ticketId, reference.ticketId),
          eq(bookings.eventId, event.id),
          eq(bookings.verified, false),
          eq(bookings.cancelled, false),
        ),
      )
      .returning({ id: bookings.id });
    if (checkedIn) return loadDoorBooking(db, checkedIn.id);
  }
  throw await refusalFor(db, reference, event.id);
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
    const [current] = await tx
      .select({
        id: bookings.id,
        organizerId: events.organizerId,
        verified: bookings.verified,
        verifiedAt: bookings.verifiedAt,
        verifiedBy: bookings.verifiedBy,
        verifyMethod: bookings.verifyMethod,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (!current) throw notFound('Booking not found');
    assertManagesEvent(current, actor, NOT_YOUR_EVENT);

    const notCheckedIn = () => new AppError('NOT_CHECKED_IN', 409, 'This ticket is not checked in');
    if (!current.verified) throw notCheckedIn();
    const [undone] = await tx
      .update(bookings)
      .set({ verified: false, verifiedAt: null, verifiedBy: null, verifyMethod: null })
      .where(and(eq(bookings.id, current.id), eq(bookings.verified, true)))
      .returning({ id: bookings.id });
    if (!undone) throw notCheckedIn();

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
      },
      after: null,
    });
    return loadDoorBooking(tx, current.id);
  });
}
