import type { DoubleEntry } from '@ticketmela/domain';
import CopyX from 'lucide-react/icons/copy-x';
import { useDoubleEntries } from '../api/get-double-entries';
import { DoorTicketLine } from './door-ticket-line';
import { doorTime } from './door-time';

function admission(scan: DoubleEntry['keptScan']): string {
  const by = scan.byName ? ` by ${scan.byName}` : '';
  return `${doorTime(scan.at)}${by}`;
}

/**
 * Tickets admitted twice (two doors that checked them in while apart): the admission that stands and the later one,
 * as the server reconciled them. Shown on the verify page whenever there is one.
 */
export function DoubleEntries({ eventId }: { eventId: string }) {
  const query = useDoubleEntries(eventId);
  const entries = query.data?.doubleEntries ?? [];
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="double-entries-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2 id="double-entries-heading" className="flex items-center gap-2 font-semibold text-red-900">
        <CopyX aria-hidden="true" className="size-5" />
        Double entries ({entries.length})
      </h2>
      <ul aria-label="Double entries" className="mt-3 divide-y divide-red-200">
        {entries.map((entry) => (
          <li key={`${entry.bookingId}-${entry.laterScan.at}`} className="py-2.5 text-sm text-gray-900">
            <p className="font-semibold">
              <DoorTicketLine ticketId={entry.ticketId} holder={entry.holder} seats={entry.seats} />
            </p>
            <p className="text-gray-800">
              Admitted {admission(entry.keptScan)}; admitted again {admission(entry.laterScan)}.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
