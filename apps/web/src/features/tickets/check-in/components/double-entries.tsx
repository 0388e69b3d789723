import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DoubleEntry } from '@ticketmela/domain';
import CopyX from 'lucide-react/icons/copy-x';
import { useDoubleEntries } from '../api/get-double-entries';
import { DoorTicketLine } from './door-ticket-line';
import { doorTime } from './door-time';

/** '19:05 by Ravi Kumar': when, and by whom, a door admitted the ticket. */
function admission(scan: DoubleEntry['keptScan'], i18n: I18n): string {
  const time = doorTime(scan.at);
  const name = scan.byName;
  return name ? i18n._(msg`${time} by ${name}`) : time;
}

/**
 * Tickets admitted twice (two doors that checked them in while apart): the admission that stands and the later one,
 * as the server reconciled them. Shown on the verify page whenever there is one.
 */
export function DoubleEntries({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const query = useDoubleEntries(eventId);
  const entries = query.data?.doubleEntries ?? [];
  if (entries.length === 0) return null;
  const doubles = entries.length;
  return (
    <section
      aria-labelledby="double-entries-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2 id="double-entries-heading" className="flex items-center gap-2 font-semibold text-red-900">
        <CopyX aria-hidden="true" className="size-5" />
        <Trans>Double entries ({doubles})</Trans>
      </h2>
      <ul aria-label={t`Double entries`} className="mt-3 divide-y divide-red-200">
        {entries.map((entry) => {
          const first = admission(entry.keptScan, i18n);
          const again = admission(entry.laterScan, i18n);
          return (
            <li key={`${entry.bookingId}-${entry.laterScan.at}`} className="py-2.5 text-sm text-gray-900">
              <p className="font-semibold">
                <DoorTicketLine ticketId={entry.ticketId} holder={entry.holder} seats={entry.seats} />
              </p>
              <p className="text-gray-800">{t`Admitted ${first}; admitted again ${again}.`}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
