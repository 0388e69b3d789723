import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedWaitlistEntry } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { formatIndianDateTime } from '@/lib/format';
import { STATUS_LABELS, STATUS_TONES } from './waitlist-texts';

function StatusBadge({ entry }: { entry: ManagedWaitlistEntry }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[entry.status]}>{i18n._(STATUS_LABELS[entry.status])}</Badge>;
}

const position = (entry: ManagedWaitlistEntry) => (entry.position === null ? '—' : `#${entry.position}`);
const offerExpiry = (entry: ManagedWaitlistEntry) =>
  entry.offer ? formatIndianDateTime(entry.offer.expiresAt) : '—';
/** '2 of 3' when an offer holds fewer tickets than were asked for. */
function tickets(i18n: I18n, entry: ManagedWaitlistEntry): string {
  if (!entry.offer || entry.offer.quantity === entry.quantity) return String(entry.quantity);
  const offered = entry.offer.quantity;
  const wanted = entry.quantity;
  return i18n._(msg`${offered} of ${wanted}`);
}
const yesNo = (i18n: I18n, value: boolean) => (value ? i18n._(msg`Yes`) : i18n._(msg`No`));

/** The waitlist's people: a table from 768 px, cards below (the tables' pattern elsewhere, decision 0015). */
export function WaitlistEntriesTable({ entries }: { entries: ManagedWaitlistEntry[] }) {
  const { t, i18n } = useLingui();
  const hasCategories = entries.some((entry) => entry.categoryName !== null);
  return (
    <>
      <ScrollTable label={t`Waitlist entries`} className="hidden md:block">
        <table className="w-full min-w-[56rem]">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                <Trans>Position</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Name</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Email</Trans>
              </th>
              {hasCategories ? (
                <th scope="col" className={th}>
                  <Trans>Category</Trans>
                </th>
              ) : null}
              <th scope="col" className={th}>
                <Trans>Tickets</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Takes fewer</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Status</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Offer expires</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td className={`${td} tabular-nums`}>{position(entry)}</td>
                <th scope="row" className={`${rowTh} font-semibold text-gray-900`}>
                  {entry.name}
                </th>
                <td className={`${td} break-all`}>{entry.email}</td>
                {hasCategories ? <td className={td}>{entry.categoryName ?? '—'}</td> : null}
                <td className={`${td} tabular-nums`}>{tickets(i18n, entry)}</td>
                <td className={td}>{yesNo(i18n, entry.acceptPartial)}</td>
                <td className={td}>
                  <StatusBadge entry={entry} />
                </td>
                <td className={td}>{offerExpiry(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <ul aria-label={t`Waitlist entries`} className="space-y-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry._id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0">
                  <span className="block font-semibold text-gray-900">{entry.name}</span>
                  <span className="block text-sm break-all text-gray-700">{entry.email}</span>
                </p>
                <StatusBadge entry={entry} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div>
                  <dt className="text-gray-600">
                    <Trans>Position</Trans>
                  </dt>
                  <dd className="font-semibold text-gray-900">{position(entry)}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">
                    <Trans>Tickets</Trans>
                  </dt>
                  <dd className="font-semibold text-gray-900">{tickets(i18n, entry)}</dd>
                </div>
                {hasCategories ? (
                  <div>
                    <dt className="text-gray-600">
                      <Trans>Category</Trans>
                    </dt>
                    <dd className="font-semibold text-gray-900">{entry.categoryName ?? '—'}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-gray-600">
                    <Trans>Takes fewer</Trans>
                  </dt>
                  <dd className="font-semibold text-gray-900">{yesNo(i18n, entry.acceptPartial)}</dd>
                </div>
                {entry.offer ? (
                  <div className="col-span-2">
                    <dt className="text-gray-600">
                      <Trans>Offer expires</Trans>
                    </dt>
                    <dd className="font-semibold text-gray-900">{offerExpiry(entry)}</dd>
                  </div>
                ) : null}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
