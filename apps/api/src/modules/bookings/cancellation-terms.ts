import {
  cancellationRefundFor,
  DEFAULT_REFUND_TIERS,
  isDateChangedSince,
  type RefundTiers,
} from '@ticketmela/domain';
import type { DbOrTx } from '../../db/client';
import type { BookingRow } from '../../db/schema/bookings';
import type { EventRow } from '../../db/schema/events';
import { asIs } from '../../i18n/known-text';
import { type Message, msg } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { findPaymentById } from '../payments/payment-states';

// What cancelling a booking, or some of its tickets, gives back and how its answer names the policy: shared by the
// whole booking's cancellation and the partial one (decision 0041), so both refund by the same rule.

function describePolicy(tiers: RefundTiers, description: string | null): Message {
  // The organizer's own words stay as they wrote them
  if (description?.trim()) return asIs(description.trim());
  const isDefault =
    tiers.sevenDaysOrMore === DEFAULT_REFUND_TIERS.sevenDaysOrMore &&
    tiers.oneToDays === DEFAULT_REFUND_TIERS.oneToDays &&
    tiers.lessThanDay === DEFAULT_REFUND_TIERS.lessThanDay;
  const percentages = { early: tiers.sevenDaysOrMore, middle: tiers.oneToDays, late: tiers.lessThanDay };
  return isDefault
    ? msg(
        'Standard policy: {early}% refund 7+ days before, {middle}% 1-7 days before, {late}% under 24 hours',
        percentages,
      )
    : msg(
        'Custom policy: {early}% refund 7+ days before, {middle}% 1-7 days before, {late}% under 24 hours',
        percentages,
      );
}

const DATE_CHANGED_POLICY = msg("The event's date changed after you booked: full refund until it starts");

const tiersOf = (booking: BookingRow): RefundTiers => ({
  sevenDaysOrMore: booking.refundSevenDaysOrMore,
  oneToDays: booking.refundOneToDays,
  lessThanDay: booking.refundLessThanDay,
});

/** The policy as the cancellation's answer names it. */
export function policyText(booking: BookingRow, dateChanged: boolean): Message {
  return dateChanged
    ? DATE_CHANGED_POLICY
    : describePolicy(tiersOf(booking), booking.refundPolicyDescription);
}

/** Days before the event as the answers give them: two decimals. */
export const roundedDays = (days: number) => Math.round(days * 100) / 100;

/**
 * What cancelling `amountPaise` of this booking now gives back: its frozen tiers, or everything when the event's
 * date moved after it was bought (decision 0029). Bought = when its payment, which held the seats at the price and
 * date shown, started: a checkout in progress while the date moved counts as bought before the move.
 */
export async function refundOnCancel(
  tx: DbOrTx,
  booking: BookingRow,
  event: EventRow,
  now: Date,
  amountPaise = booking.totalAmountPaise,
) {
  const payment = booking.paymentId ? await findPaymentById(tx, booking.paymentId) : undefined;
  const dateChanged = isDateChangedSince(payment?.createdAt ?? booking.createdAt, event.dateChangedAt);
  return cancellationRefundFor(tiersOf(booking), event.date, now, amountPaise, dateChanged);
}

/** A checked-in ticket stays: its holder is (or was) at the venue, and its seats must not go back on sale. */
export function admittedRefusal() {
  return new AppError(
    'ALREADY_CHECKED_IN',
    msg(
      'This ticket has been checked in at the event, so it can no longer be cancelled. If that was a mistake, ask the organizer to undo the check-in.',
    ),
  );
}
