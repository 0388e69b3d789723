import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PartialCancellation } from '@ticketmela/domain';
import { cn } from '@/lib/cn';
import { formatIndianDate, formatInr } from '@/lib/format';

/** What became of the refund, after the middle dot. */
function refundText(i18n: I18n, refund: PartialCancellation['refund']): string {
  if (!refund) return i18n._(msg`no refund`);
  const amount = formatInr(refund.amount);
  const percentage = refund.percentage;
  switch (refund.status) {
    case 'processed':
      return i18n._(msg`refund ${amount} (${percentage}%) processed`);
    case 'pending':
      return i18n._(msg`refund ${amount} (${percentage}%) pending`);
    case 'failed':
      return i18n._(msg`refund ${amount} (${percentage}%) failed`);
  }
}

/**
 * One earlier partial cancellation in a line: '1 ticket cancelled on 27 Nov 2026 · refund ₹750 (50%) processed',
 * with the category lines for a category booking ('3 tickets (VIP × 1, Gold × 2) cancelled on ...').
 */
export function partialCancellationLine(i18n: I18n, entry: PartialCancellation): string {
  const lines = entry.ticketItems.map((item) => `${item.categoryName} × ${item.quantity}`).join(', ');
  const count = entry.quantity;
  const date = formatIndianDate(entry.cancelledAt);
  const what = lines
    ? i18n._(msg`${plural(count, { one: '# ticket', other: '# tickets' })} (${lines}) cancelled on ${date}`)
    : i18n._(msg`${plural(count, { one: '# ticket', other: '# tickets' })} cancelled on ${date}`);
  return `${what} · ${refundText(i18n, entry.refund)}`;
}

/** The tickets cancelled from a booking that still stands, oldest first; nothing when there are none. */
export function PartialCancellationList({
  cancellations,
  className = 'text-gray-700',
}: {
  cancellations: PartialCancellation[];
  /** The text colour, for the surface it sits on. */
  className?: string;
}) {
  const { i18n } = useLingui();
  if (cancellations.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {cancellations.map((entry) => (
        <li key={entry._id}>{partialCancellationLine(i18n, entry)}</li>
      ))}
    </ul>
  );
}

/** The history on a dashboard card, under the tickets left. */
export function PartialCancellationHistory({ cancellations }: { cancellations: PartialCancellation[] }) {
  if (cancellations.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">
        <Trans>Cancelled tickets</Trans>
      </p>
      <div className="mt-1">
        <PartialCancellationList cancellations={cancellations} className="text-amber-900" />
      </div>
    </div>
  );
}
