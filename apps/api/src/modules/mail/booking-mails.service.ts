import { type Locale, localeOr } from '@ticketmela/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BookingRow, bookingItems, bookings, refunds } from '../../db/schema/bookings';
import { eventDateChanges, events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { ticketQrPayload } from '../../lib/ticket-qr';
import type { MailEvent, MailRefundPolicy } from './mail-payloads';
import { bookingConfirmedSubject } from './mail-subjects';
import { enqueueMail } from './outbox.service';

/*
 * The mails about bookings and payments, queued in the transaction of their cause. Like the admin read models
 * (decision 0011), this reads the bookings, payments, events and users tables directly, read-only: those modules
 * call into this one, so it cannot call back into their services without an import cycle. A closed (anonymised)
 * account gets no mail: its address is gone with it.
 */

export const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  city: events.city,
};

export type EventFacts = {
  id: string;
  title: string;
  date: Date;
  venueName: string;
  venueAddress: string | null;
  city: string;
};

export function mailEvent(event: EventFacts): MailEvent {
  return { ...event, date: event.date.toISOString() };
}

type FrozenPolicy = Pick<
  BookingRow,
  'refundSevenDaysOrMore' | 'refundOneToDays' | 'refundLessThanDay' | 'refundPolicyDescription'
>;

/** The language the buyer booked in (bookings.locale), which every mail about the booking is written in. */
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
 * The ticket by e-mail, queued by the very statement that writes the booking (decision 0021): it exists exactly
 * when the booking does, and costs the purchase no round trip of its own. A common table expression for that
 * statement, which must have the CTEs `booking b` (the row written, with its `locale`), `policy e` (its event) and
 * `paid p` (its payment row, with the buyer's `selection`, and the `method` and `method_detail` it was paid by, null
 * for a free booking) before it. A closed (anonymised) account gets no mail. The payload is the
 * BookingConfirmedPayload, in the booking's language, lines in the order the buyer chose them, its `method` null when
 * the payment's is, the event's date as the ISO text `Date.toISOString` writes (its colons quoted, as `:name` would be
 * a statement parameter); the subject is `bookingConfirmedSubject` in that language with the title put in by
 * `format`; the order key is `eventOrderKey`'s.
 */
export const TICKET_MAIL_PARAMS = [
  'ticketMailQrCode',
  'ticketMailSubject',
  'ticketMailSubjectHi',
  'ticketMailAt',
] as const;
export const TICKET_MAIL_CTE = `
  ticket_mail as (
    insert into outbox_mails (kind, cause_id, recipient, order_key, subject, payload, next_attempt_at, created_at, updated_at)
    select 'booking_confirmed', b.id, u.email, 'event:' || e.id,
      format(case when b.locale = 'hi' then :ticketMailSubjectHi else :ticketMailSubject end, e.title),
      jsonb_build_object(
        'locale', b.locale,
        'bookingId', b.id,
        'ticketId', b.ticket_id,
        'qrCode', :ticketMailQrCode::text,
        'attendeeName', u.name,
        'event', jsonb_build_object('id', e.id, 'title', e.title,
          'date', to_char(e.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"'),
          'venueName', e.venue_name, 'venueAddress', e.venue_address, 'city', e.city),
        'seats', b.total_quantity,
        'lines', (select coalesce(jsonb_agg(jsonb_build_object(
            'categoryName', l.line->>'categoryName',
            'quantity', (l.line->>'quantity')::int,
            'pricePerTicketPaise', (l.line->>'pricePerTicketPaise')::int,
            'subtotalPaise', (l.line->>'quantity')::int * (l.line->>'pricePerTicketPaise')::int) order by l.n),
          '[]'::jsonb)
          from jsonb_array_elements(coalesce(p.selection->'items', '[]'::jsonb)) with ordinality as l(line, n)),
        'pricePerSeatPaise', b.price_at_booking_paise,
        'totalAmountPaise', b.total_amount_paise,
        'refundPolicy', jsonb_build_object('sevenDaysOrMore', b.refund_seven_days_or_more,
          'oneToDays', b.refund_one_to_days, 'lessThanDay', b.refund_less_than_day,
          'description', b.refund_policy_description),
        'method', case when p.method is null then null
          else jsonb_build_object('kind', p.method, 'detail', p.method_detail) end
      ),
      :ticketMailAt::timestamptz, :ticketMailAt::timestamptz, :ticketMailAt::timestamptz
    from booking b cross join policy e cross join paid p
    join users u on u.id = b.user_id and u.deleted_at is null
    on conflict (kind, cause_id, recipient) do nothing
  )`;

/** The values of TICKET_MAIL_PARAMS for a booking about to be written. */
export function ticketMailValues(
  ticket: { ticketId: string; eventId: string; qrSignature: string },
  now: Date,
): Record<(typeof TICKET_MAIL_PARAMS)[number], unknown> {
  return {
    ticketMailQrCode: ticketQrPayload(ticket.ticketId, ticket.eventId, ticket.qrSignature),
    // `format` puts the title in for %s; a ticket id is letters and digits only, so it holds no % of its own.
    ticketMailSubject: bookingConfirmedSubject('%s', ticket.ticketId, 'en'),
    ticketMailSubjectHi: bookingConfirmedSubject('%s', ticket.ticketId, 'hi'),
    ticketMailAt: now,
  };
}

/** The attendee cancelled: what they get back, under which policy, and where the refund stands. */
export async function queueBookingCancelledMail(
  tx: DbOrTx,
  bookingId: string,
  refund: { refundId: string | null; percentage: number; refundPaise: number; daysBeforeEvent: number },
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
        locale: localeOr(booking.locale),
        bookingId: booking.id,
        ticketId: booking.ticketId,
        attendeeName: user.name,
        event: mailEvent(event),
        seats: booking.totalQuantity,
        totalAmountPaise: booking.totalAmountPaise,
        refundId: refund.refundId,
        refundAmountPaise: refund.refundPaise,
        percentage: refund.percentage,
        refundStatus: refund.refundPaise > 0 ? 'pending' : 'none',
        // Unrounded: the mail words it in whole units with the refund tiers' own boundaries (timeBeforeEventText).
        daysBeforeEvent: refund.daysBeforeEvent,
        refundPolicy: frozenPolicy(booking),
        cancelledAt: now.toISOString(),
      },
    },
    now,
  );
}

/**
 * Some tickets cancelled, the rest kept (decision 0041), queued in the cancellation's transaction after the booking
 * was lowered: what went and its refund, read from the cancellation; what is left, read from the booking.
 */
export async function queueTicketsCancelledMail(
  tx: DbOrTx,
  cancellation: {
    id: string;
    bookingId: string;
    quantity: number;
    lines: { categoryName: string; quantity: number }[];
    valuePaise: number;
    percentage: number;
    refundId: string | null;
    refundPaise: number;
    daysBeforeEvent: number;
  },
  now: Date,
): Promise<void> {
  const found = await bookingFacts(tx, cancellation.bookingId);
  if (!found) return;
  const { booking, user, event } = found;
  const left = await tx
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, booking.id))
    .orderBy(asc(bookingItems.id));
  await enqueueMail(
    tx,
    {
      kind: 'tickets_cancelled',
      causeId: cancellation.id,
      recipient: user.email,
      payload: {
        locale: localeOr(booking.locale),
        partialCancellationId: cancellation.id,
        bookingId: booking.id,
        ticketId: booking.ticketId,
        attendeeName: user.name,
        event: mailEvent(event),
        cancelledSeats: cancellation.quantity,
        cancelledLines: cancellation.lines,
        cancelledAmountPaise: cancellation.valuePaise,
        refundId: cancellation.refundId,
        refundAmountPaise: cancellation.refundPaise,
        percentage: cancellation.percentage,
        refundStatus: cancellation.refundId ? 'pending' : 'none',
        daysBeforeEvent: cancellation.daysBeforeEvent,
        seatsLeft: booking.totalQuantity,
        linesLeft: left.map((item) => ({
          categoryName: item.categoryName,
          quantity: item.quantity,
          pricePerTicketPaise: item.pricePerTicketPaise,
          subtotalPaise: item.subtotalPaise,
        })),
        amountLeftPaise: booking.totalAmountPaise,
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
        locale: localeOr(booking.locale),
        refundId: refund.id,
        bookingId: booking.id,
        ticketId: booking.ticketId,
        attendeeName: user.name,
        event: mailEvent(event),
        amountPaise: refund.amountPaise,
        percentage: refund.percentage,
        willRetry: outcome.willRetry,
        kind: refund.kind === 'tickets' ? 'tickets' : 'booking',
      },
    },
    now,
  );
}

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
