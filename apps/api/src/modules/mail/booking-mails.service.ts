import { localeOr } from '@ticketmela/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type BookingRow, bookingItems, bookings, refunds } from '../../db/schema/bookings';
import { events } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { eventColumns, mailEvent } from './mail-event-facts';
import type { MailRefundPolicy } from './mail-payloads';
import { enqueueMail } from './outbox.service';

/*
 * The mails about bookings and payments, queued in the transaction of their cause. Like the admin read models
 * (decision 0011), this reads the bookings, payments, events and users tables directly, read-only: those modules
 * call into this one, so it cannot call back into their services without an import cycle. A closed (anonymised)
 * account gets no mail: its address is gone with it. Each is written in the language the buyer booked in
 * (bookings.locale).
 */

type FrozenPolicy = Pick<
  BookingRow,
  'refundSevenDaysOrMore' | 'refundOneToDays' | 'refundLessThanDay' | 'refundPolicyDescription'
>;

/** The refund policy frozen on the booking when it was bought, as its mails state it. */
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
