import type { CancellationQuote } from '@ticketmela/domain';
import { formatInr } from '@/lib/format';

/** Checked in at the door: the ticket is used and its holder cannot cancel it (the server answers 409). */
export const ADMITTED_NOTE =
  'Checked in at the event: this booking can no longer be cancelled. If that was a mistake, ask the organizer to undo the check-in.';

/**
 * The sentence the cancel dialog shows for the server's quote: what cancelling the chosen tickets now gives back
 * (the booking's frozen tiers, or all of it when the event's date changed after it was bought).
 */
export function cancellationPreview(
  quote: Pick<CancellationQuote, 'amount' | 'refund'>,
  dateChangedSinceBooking: boolean,
): string {
  if (quote.amount === 0) return 'Your tickets were free, so there is nothing to refund.';
  const refund = formatInr(quote.refund.amount);
  const of = `${quote.refund.percentage}% of ${formatInr(quote.amount)}`;
  if (dateChangedSinceBooking && quote.refund.percentage === 100)
    return `The event's date changed after you booked, so you get a full refund: ${refund} (100%).`;
  if (quote.refund.amount === 0)
    return `Under the event's cancellation policy, no refund applies now (${of}).`;
  return `Under the event's cancellation policy you get ${refund} back (${of}).`;
}
