import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancellationQuote } from '@ticketmela/domain';
import { formatInr } from '@/lib/format';

/** Checked in at the door: the ticket is used and its holder cannot cancel it (the server answers 409). */
export const ADMITTED_NOTE = msg`Checked in at the event: this booking can no longer be cancelled. If that was a mistake, ask the organizer to undo the check-in.`;

/**
 * The sentence the cancel dialog shows for the server's quote: what cancelling the chosen tickets now gives back
 * (the booking's frozen tiers, or all of it when the event's date changed after it was bought).
 */
export function cancellationPreview(
  i18n: I18n,
  quote: Pick<CancellationQuote, 'amount' | 'refund'>,
  dateChangedSinceBooking: boolean,
): string {
  if (quote.amount === 0) return i18n._(msg`Your tickets were free, so there is nothing to refund.`);
  const refund = formatInr(quote.refund.amount);
  const percentage = quote.refund.percentage;
  const amount = formatInr(quote.amount);
  if (dateChangedSinceBooking && quote.refund.percentage === 100)
    return i18n._(
      msg`The event's date changed after you booked, so you get a full refund: ${refund} (100%).`,
    );
  if (quote.refund.amount === 0)
    return i18n._(
      msg`Under the event's cancellation policy, no refund applies now (${percentage}% of ${amount}).`,
    );
  return i18n._(
    msg`Under the event's cancellation policy you get ${refund} back (${percentage}% of ${amount}).`,
  );
}
