import type { PartialCancellation } from '@ticketmela/domain';
import { cn } from '@/lib/cn';
import { formatIndianDate, formatInr } from '@/lib/format';
import { ticketCountText } from './cancel-choice';

/**
 * One earlier partial cancellation in a line: '1 ticket cancelled on 27 Nov 2026 · refund ₹750 (50%) processed',
 * with the category lines for a category booking ('3 tickets (VIP × 1, Gold × 2) cancelled on ...').
 */
export function partialCancellationLine(entry: PartialCancellation): string {
  const lines = entry.ticketItems.map((item) => `${item.categoryName} × ${item.quantity}`).join(', ');
  const what = lines ? `${ticketCountText(entry.quantity)} (${lines})` : ticketCountText(entry.quantity);
  const refund = entry.refund
    ? `refund ${formatInr(entry.refund.amount)} (${entry.refund.percentage}%) ${entry.refund.status}`
    : 'no refund';
  return `${what} cancelled on ${formatIndianDate(entry.cancelledAt)} · ${refund}`;
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
  if (cancellations.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {cancellations.map((entry) => (
        <li key={entry._id}>{partialCancellationLine(entry)}</li>
      ))}
    </ul>
  );
}

/** The history on a dashboard card, under the tickets left. */
export function PartialCancellationHistory({ cancellations }: { cancellations: PartialCancellation[] }) {
  if (cancellations.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">Cancelled tickets</p>
      <div className="mt-1">
        <PartialCancellationList cancellations={cancellations} className="text-amber-900" />
      </div>
    </div>
  );
}
