import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BookingItemRow, type BookingRow, bookings, events, refunds, users } from '../../db/schema';
import { defineStatement, runStatement } from '../../db/statement';
import { ticketQrPayload } from '../../lib/ticket-qr';
import type { MailEvent, MailRefundPolicy, QueuedMail } from './mail-payloads';
import { mailSubject } from './mail-subjects';
import { enqueueMail } from './outbox.service';

/*
 * The mails about bookings, queued in the transaction of their cause. Like the admin read models (decision
 * 0011), this reads the bookings, events and users tables directly, read-only: those modules call into
 * this one, so it cannot call back into their services without an import cycle. A closed (anonymised)
 * account gets no mail: its address is gone with it.
 */

const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  city: events.city,
};

type EventFacts = {
  id: string;
  title: string;
  date: Date;
  venueName: string;
  venueAddress: string | null;
  city: string;
};

function mailEvent(event: EventFacts): MailEvent {
  return { ...event, date: event.date.toISOString() };
}

type FrozenPolicy = Pick<
  BookingRow,
  'refundSevenDaysOrMore' | 'refundOneToDays' | 'refundLessThanDay' | 'refundPolicyDescription'
>;

function frozenPolicy(booking: FrozenPolicy): MailRefundPolicy {
  return {
    sevenDaysOrMore: booking.refundSevenDaysOrMore,
    oneToDays: booking.refundOneToDays,
    lessThanDay: booking.refundLessThanDay,
    description: booking.refundPolicyDescription,
  };
}

async function bookingFacts(tx: DbOrTx, bookingId: string) {
  const [found] = await tx
    .select({ booking: bookings, user: { name: users.name, email: users.email }, event: eventColumns })
    .from(bookings)
    .innerJoin(users, and(eq(users.id, bookings.userId), isNull(users.deletedAt)))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId));
  return found;
}

/**
 * What the ticket mail shows, as the statement that wrote the booking returned it: the caller hands it over, so
 * queueing the mail is its one INSERT, not three round trips inside the purchase's transaction (decision 0021).
 */
export interface ConfirmedBooking {
  booking: FrozenPolicy &
    Pick<
      BookingRow,
      | 'id'
      | 'ticketId'
      | 'eventId'
      | 'qrSignature'
      | 'totalQuantity'
      | 'priceAtBookingPaise'
      | 'totalAmountPaise'
    >;
  /** In the order the buyer chose them. */
  items: Pick<BookingItemRow, 'categoryName' | 'quantity' | 'pricePerTicketPaise' | 'subtotalPaise'>[];
  event: EventFacts;
  /** Null for a closed (anonymised) account: it gets no mail. */
  buyer: { name: string; email: string } | null;
}

/**
 * The ticket mail's outbox row, as a prepared statement (the purchase path's, decision 0021): what `enqueueMail`
 * writes, without building the query each time; a booking queues its ticket once.
 */
const queueTicketStatement = defineStatement<{ id: string }>(
  'mail_queue_booking_confirmed',
  ['causeId', 'recipient', 'subject', 'payload', 'now'],
  `insert into outbox_mails (kind, cause_id, recipient, subject, payload, next_attempt_at, created_at, updated_at)
  values ('booking_confirmed', :causeId::uuid, :recipient, :subject, :payload::jsonb, :now::timestamptz,
    :now::timestamptz, :now::timestamptz)
  on conflict (kind, cause_id, recipient) do nothing
  returning id`,
);

/** The ticket: queued with the booking itself (paid or free), in its transaction. */
export async function queueBookingConfirmedMail(
  tx: DbOrTx,
  confirmed: ConfirmedBooking,
  now: Date,
): Promise<void> {
  const { booking, items, event, buyer } = confirmed;
  if (!buyer) return;
  const mail: QueuedMail = {
    kind: 'booking_confirmed',
    causeId: booking.id,
    recipient: buyer.email,
    payload: {
      bookingId: booking.id,
      ticketId: booking.ticketId,
      qrCode: ticketQrPayload(booking.ticketId, booking.eventId, booking.qrSignature),
      attendeeName: buyer.name,
      event: mailEvent(event),
      seats: booking.totalQuantity,
      lines: items.map((item) => ({
        categoryName: item.categoryName,
        quantity: item.quantity,
        pricePerTicketPaise: item.pricePerTicketPaise,
        subtotalPaise: item.subtotalPaise,
      })),
      pricePerSeatPaise: booking.priceAtBookingPaise,
      totalAmountPaise: booking.totalAmountPaise,
      refundPolicy: frozenPolicy(booking),
    },
  };
  await runStatement(tx, queueTicketStatement, {
    causeId: mail.causeId,
    recipient: mail.recipient,
    subject: mailSubject(mail),
    payload: JSON.stringify(mail.payload),
    now,
  });
}

/** The attendee cancelled: what they get back, under which policy, and where the refund stands. */
export async function queueBookingCancelledMail(
  tx: DbOrTx,
  bookingId: string,
  refund: { percentage: number; refundPaise: number; daysBeforeEvent: number },
  now: Date,
): Promise<void> {
  const found = await bookingFacts(tx, bookingId);
  if (!found) return;
  const { booking, user, event } = found;
  await enqueueMail(
    tx,
    {
      kind: 'booking_cancelled',
      causeId: booking.id,
      recipient: user.email,
      payload: {
        bookingId: booking.id,
        ticketId: booking.ticketId,
        attendeeName: user.name,
        event: mailEvent(event),
        seats: booking.totalQuantity,
        totalAmountPaise: booking.totalAmountPaise,
        refundAmountPaise: refund.refundPaise,
        percentage: refund.percentage,
        refundStatus: refund.refundPaise > 0 ? 'pending' : 'none',
        daysBeforeEvent: Math.round(refund.daysBeforeEvent * 100) / 100,
        refundPolicy: frozenPolicy(booking),
        cancelledAt: now.toISOString(),
      },
    },
    now,
  );
}

/**
 * A refund the provider did not complete: queued with the failed attempt's outcome, once per refund
 * (the first failure says what happens next; later retries do not mail again).
 */
export async function queueRefundFailedMail(
  tx: DbOrTx,
  refundId: string,
  outcome: { willRetry: boolean },
  now: Date,
): Promise<void> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return;
  const found = await bookingFacts(tx, refund.bookingId);
  if (!found) return;
  const { booking, user, event } = found;
  await enqueueMail(
    tx,
    {
      kind: 'refund_failed',
      causeId: refund.id,
      recipient: user.email,
      payload: {
        refundId: refund.id,
        bookingId: booking.id,
        ticketId: booking.ticketId,
        attendeeName: user.name,
        event: mailEvent(event),
        amountPaise: refund.amountPaise,
        percentage: refund.percentage,
        willRetry: outcome.willRetry,
      },
    },
    now,
  );
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
  const byUser = new Map<string, { name: string; email: string; bookings: BookingRow[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user.id) ?? { name: row.user.name, email: row.user.email, bookings: [] };
    entry.bookings.push(row.booking);
    byUser.set(row.user.id, entry);
  }
  for (const attendee of byUser.values()) {
    await enqueueMail(
      tx,
      {
        kind: 'event_cancelled',
        causeId: event.id,
        recipient: attendee.email,
        payload: {
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
