import { type Locale, localeOr } from '@ticketmela/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BookingRow, bookings } from '../../db/schema/bookings';
import { eventDateChanges, events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { eventColumns, mailEvent } from './mail-event-facts';
import { enqueueMail } from './outbox.service';

// The mails to every holder of an event's bookings when the event changes: it was cancelled, or its date moved. Read
// from the bookings, their holders and the event in the transaction of the change (a read model, like
// booking-mails.service.ts).

/**
 * Bookings grouped by their holder, in the rows' order: one mail per person, in the language of their latest booking
 * among them (the rows come oldest first).
 */
function bookingsByHolder(
  rows: { booking: BookingRow; user: { id: string; name: string; email: string } }[],
) {
  const byUser = new Map<string, { name: string; email: string; locale: Locale; bookings: BookingRow[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user.id) ?? {
      name: row.user.name,
      email: row.user.email,
      locale: 'en',
      bookings: [],
    };
    entry.bookings.push(row.booking);
    entry.locale = localeOr(row.booking.locale);
    byUser.set(row.user.id, entry);
  }
  return byUser;
}

/**
 * The organizer (or an admin) cancelled the event: one mail per attendee, listing each of their bookings
 * and its full refund. Called right after the event's bookings were cancelled, in that transaction; an
 * event is cancelled once for good, so its bookings cancelled by the event are exactly these.
 */
export async function queueEventCancelledMails(
  tx: DbOrTx,
  eventId: string,
  reason: string | null,
  now: Date,
): Promise<number> {
  const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId));
  if (!event) return 0;
  const rows = await tx
    .select({ booking: bookings, user: { id: users.id, name: users.name, email: users.email } })
    .from(bookings)
    .innerJoin(users, and(eq(users.id, bookings.userId), isNull(users.deletedAt)))
    .where(and(eq(bookings.eventId, eventId), eq(bookings.cancelledByEvent, true)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const byUser = bookingsByHolder(rows);
  for (const attendee of byUser.values()) {
    await enqueueMail(
      tx,
      {
        kind: 'event_cancelled',
        causeId: event.id,
        recipient: attendee.email,
        payload: {
          locale: attendee.locale,
          attendeeName: attendee.name,
          event: mailEvent(event),
          reason,
          bookings: attendee.bookings.map((booking) => ({
            bookingId: booking.id,
            ticketId: booking.ticketId,
            seats: booking.totalQuantity,
            refundAmountPaise: booking.totalAmountPaise,
          })),
        },
      },
      now,
    );
  }
  return byUser.size;
}

/**
 * The event's date moved (decision 0029): one mail per holder of an active booking, listing their bookings, with
 * the new and the former date and their right to cancel with a full refund until it starts. Called in the
 * transaction that moved the date; the change row is the cause, so each change mails each holder once.
 */
export async function queueEventDateChangedMails(tx: DbOrTx, changeId: string, now: Date): Promise<number> {
  const [change] = await tx.select().from(eventDateChanges).where(eq(eventDateChanges.id, changeId));
  if (!change) return 0;
  const [event] = await tx.select(eventColumns).from(events).where(eq(events.id, change.eventId));
  if (!event) return 0;
  const rows = await tx
    .select({ booking: bookings, user: { id: users.id, name: users.name, email: users.email } })
    .from(bookings)
    .innerJoin(users, and(eq(users.id, bookings.userId), isNull(users.deletedAt)))
    .where(and(eq(bookings.eventId, event.id), eq(bookings.cancelled, false)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  const byUser = bookingsByHolder(rows);
  for (const holder of byUser.values()) {
    await enqueueMail(
      tx,
      {
        kind: 'event_date_changed',
        causeId: change.id,
        recipient: holder.email,
        payload: {
          locale: holder.locale,
          changeId: change.id,
          attendeeName: holder.name,
          event: mailEvent(event),
          previousDate: change.previousDate.toISOString(),
          bookings: holder.bookings.map((booking) => ({
            bookingId: booking.id,
            ticketId: booking.ticketId,
            seats: booking.totalQuantity,
            totalAmountPaise: booking.totalAmountPaise,
          })),
        },
      },
      now,
    );
  }
  return byUser.size;
}
