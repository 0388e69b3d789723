import {
  type Booking,
  CANCELLATION_REASON_LABELS,
  isPastEvent,
  type Locale,
  paiseToRupees,
  refundPercentageOf,
} from '@ticketmela/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type BookingRow, bookingItems, bookings } from '../../db/schema/bookings';
import type { SessionUser } from '../../db/schema/users';
import { msg } from '../../i18n/message';
import { translate } from '../../i18n/translate';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentProvider } from '../../payment-providers/provider';
import { isUpcomingActiveEvent } from '../events/event-fragments';
import { lockEventForBookingChanges } from '../events/event-locks';
import { findEventRow } from '../events/event-lookups';
import { returnSeats } from '../events/inventory.service';
import { queueBookingCancelledMail } from '../mail/booking-mails.service';
import { admittedRefusal, policyText, refundOnCancel, roundedDays } from './cancellation-terms';
import { processRefund } from './refund-sending.service';
import { queueRefund, ticketsOfBooking } from './refunds.service';

/**
 * Cancels one active booking for its holder, in the caller's transaction (the booking row locked):
 * marks it cancelled by the user, gives its seats back to their categories and queues the refund the
 * frozen policy gives (none when it gives nothing). Returns the queued refund's id, or null.
 */
async function cancelUnderFrozenPolicy(
  tx: DbOrTx,
  booking: BookingRow,
  refund: { percentage: number; refundPaise: number },
  cancellation: { reason: string; refundReason: string },
  now: Date,
): Promise<string | null> {
  await tx
    .update(bookings)
    .set({
      cancelled: true,
      cancelledByUser: true,
      cancellationDate: now,
      cancellationReason: cancellation.reason,
    })
    .where(eq(bookings.id, booking.id));
  const items = await tx.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
  const lines = items
    .filter((item) => item.ticketCategoryId)
    .map((item) => ({ ticketCategoryId: item.ticketCategoryId!, quantity: item.quantity }));
  await returnSeats(tx, booking.eventId, booking.totalQuantity, lines);
  return refund.refundPaise > 0
    ? queueRefund(
        tx,
        booking,
        {
          kind: 'booking',
          amountPaise: refund.refundPaise,
          percentage: refund.percentage,
          reason: cancellation.refundReason,
          tickets: ticketsOfBooking(booking, items),
        },
        now,
      )
    : null;
}

/**
 * When an account is closed, each of its active bookings of an upcoming, active event is cancelled as
 * if the holder had cancelled it: seats back, refund by the policy frozen on the booking. Runs in the
 * caller's transaction (admin/account-removal.service); the refunds are sent after commit by the
 * refund worker. Returns how many bookings it cancelled and the ids of the refunds it queued.
 *
 * Locks go in the order the rest of the code takes them: per event (in id order) its ticket categories
 * by id, then the event row, and only then its bookings, as an event's cancellation does (event row,
 * then bookings) and a seat sale does (categories, then event). An event cancelled meanwhile is left
 * to its own cancellation, which refunds in full.
 */
export async function cancelUpcomingBookingsOfUser(
  tx: DbOrTx,
  userId: string,
  reason: string,
  now: Date,
): Promise<{ cancelled: number; refundIds: string[] }> {
  const candidates = await tx
    .selectDistinct({ eventId: bookings.eventId })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.cancelled, false),
        isUpcomingActiveEvent(bookings.eventId, now),
      ),
    )
    .orderBy(bookings.eventId);
  let cancelled = 0;
  const refundIds: string[] = [];
  for (const { eventId } of candidates) {
    const event = await lockEventForBookingChanges(tx, eventId);
    if (!event || event.cancelled || isPastEvent(event.date, now)) continue;
    const active = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, eventId),
          eq(bookings.userId, userId),
          eq(bookings.cancelled, false),
          // A ticket already checked in is used: it stays, as its holder could not cancel it either.
          eq(bookings.verified, false),
        ),
      )
      .orderBy(asc(bookings.id))
      .for('update');
    for (const booking of active) {
      const { percentage, refundPaise } = await refundOnCancel(tx, booking, event, now);
      const refundId = await cancelUnderFrozenPolicy(
        tx,
        booking,
        { percentage, refundPaise },
        { reason, refundReason: 'account_closed' },
        now,
      );
      cancelled += 1;
      if (refundId) refundIds.push(refundId);
    }
  }
  return { cancelled, refundIds };
}

/**
 * The attendee cancels their own booking of an upcoming, active event, not yet checked in. The refund follows
 * the policy frozen on the booking, or is full when the event's date moved after the booking was bought
 * (decision 0029); the seats go back to their categories. Cancelling again answers the first
 * outcome and never refunds twice (the booking row is locked and a refund is unique per booking).
 */
export async function cancelBookingByUser(
  db: Database,
  provider: PaymentProvider,
  user: SessionUser,
  bookingId: string,
  now: Date,
  options: { refundLeaseMs?: number; locale?: Locale } = {},
) {
  const locale = options.locale ?? 'en';
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: bookings.eventId, userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!found || found.userId !== user.id) throw notFound(msg('No booking found'));
    // The common lock order: the event's ticket categories by id, the event row, then its bookings
    // (a seat sale, an event's cancellation and an account's closing take them so too): never a deadlock.
    await lockEventForBookingChanges(tx, found.eventId);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(msg('No booking found'));
    const event = await findEventRow(tx, booking.eventId);
    const { percentage, refundPaise, daysBeforeEvent, dateChanged } = await refundOnCancel(
      tx,
      booking,
      event!,
      now,
    );
    const policy = policyText(booking, dateChanged);
    if (booking.cancelled) {
      if (!booking.cancelledByUser)
        throw new AppError(
          'CONFLICT',
          msg('This booking was already cancelled because the event was cancelled'),
        );
      return { bookingId: booking.id, refundId: null, alreadyCancelled: true, daysBeforeEvent, policy };
    }
    if (event!.cancelled)
      throw new AppError('EVENT_CANCELLED', msg('This event has been cancelled; your refund is on its way'));
    if (isPastEvent(event!.date, now))
      throw new AppError('EVENT_PAST', msg('Bookings of past events cannot be cancelled'));
    if (booking.verified) throw admittedRefusal();

    const refundId = await cancelUnderFrozenPolicy(
      tx,
      booking,
      { percentage, refundPaise },
      { reason: CANCELLATION_REASON_LABELS.byAttendee, refundReason: 'cancelled_by_user' },
      now,
    );
    await queueBookingCancelledMail(
      tx,
      booking.id,
      { refundId, percentage, refundPaise, daysBeforeEvent },
      now,
    );
    return { bookingId: booking.id, refundId, alreadyCancelled: false, daysBeforeEvent, policy };
  });

  // Try the refund now so the answer can say it was processed; if the provider fails, the worker retries.
  if (result.refundId)
    await processRefund(db, provider, result.refundId, now, { leaseMs: options.refundLeaseMs });
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId));
  return {
    message: translate(
      locale,
      result.alreadyCancelled
        ? msg('This booking was already cancelled')
        : msg('Booking cancelled successfully'),
    ),
    refund: {
      status: booking!.refundStatus as Booking['refundStatus'],
      amount: paiseToRupees(booking!.refundAmountPaise),
      // The same rule the web shows: refund over the original amount, rounded.
      percentage: refundPercentageOf(booking!.refundAmountPaise, booking!.totalAmountPaise),
    },
    cancellation: {
      daysBeforeEvent: roundedDays(result.daysBeforeEvent),
      refundPolicy: translate(locale, result.policy),
    },
  };
}
