import { type Booking, cancellationRefundFor, paiseToRupees, rupeesToPaise } from '@ticketmela/domain';
import { formatInr } from '@/lib/format';

/** Checked in at the door: the ticket is used and its holder cannot cancel it (the server answers 409). */
export const ADMITTED_NOTE =
  'Checked in at the event: this booking can no longer be cancelled. If that was a mistake, ask the organizer to undo the check-in.';

/**
 * What cancelling now gives back, by the same rule the server refunds with (the booking's frozen tiers, or all of it
 * when the event's date changed after it was bought): the sentence the cancel dialog shows.
 */
export function cancellationPreview(
  booking: Pick<Booking, 'totalAmount' | 'refundPolicy' | 'dateChangedSinceBooking'> & {
    eventId: { date: string } | null;
  },
  now: Date,
): string {
  if (booking.totalAmount === 0) return 'Your tickets were free, so there is nothing to refund.';
  if (!booking.eventId) return "Any refund follows the event's cancellation policy.";
  const { percentage, refundPaise } = cancellationRefundFor(
    booking.refundPolicy,
    new Date(booking.eventId.date),
    now,
    rupeesToPaise(booking.totalAmount),
    booking.dateChangedSinceBooking,
  );
  const amount = formatInr(paiseToRupees(refundPaise));
  if (booking.dateChangedSinceBooking)
    return `The event's date changed after you booked, so you get a full refund: ${amount} (100%).`;
  if (refundPaise === 0)
    return `Under the event's cancellation policy, no refund applies now (${percentage}% of ${formatInr(booking.totalAmount)}).`;
  return `Under the event's cancellation policy you get ${amount} back (${percentage}% of ${formatInr(booking.totalAmount)}).`;
}
