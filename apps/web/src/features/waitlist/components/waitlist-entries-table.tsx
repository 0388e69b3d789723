import type { ManagedWaitlistEntry } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { formatIndianDateTime } from '@/lib/format';
import { STATUS_LABELS, STATUS_TONES } from './waitlist-texts';

function StatusBadge({ entry }: { entry: ManagedWaitlistEntry }) {
  return <Badge tone={STATUS_TONES[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>;
}

const position = (entry: ManagedWaitlistEntry) => (entry.position === null ? '—' : `#${entry.position}`);
const offerExpiry = (entry: ManagedWaitlistEntry) =>
  entry.offer ? formatIndianDateTime(entry.offer.expiresAt) : '—';
const tickets = (entry: ManagedWaitlistEntry) =>
  entry.offer && entry.offer.quantity !== entry.quantity
    ? `${entry.offer.quantity} of ${entry.quantity}`
    : String(entry.quantity);

/** The waitlist's people: a table from 768 px, cards below (the tables' pattern elsewhere, decision 0015). */
export function WaitlistEntriesTable({ entries }: { entries: ManagedWaitlistEntry[] }) {
  const hasCategories = entries.some((entry) => entry.categoryName !== null);
  return (
    <>
      <ScrollTable label="Waitlist entries" className="hidden md:block">
        <table className="w-full min-w-[56rem]">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={th}>
                Position
              </th>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Email
              </th>
              {hasCategories ? (
                <th scope="col" className={th}>
                  Category
                </th>
              ) : null}
              <th scope="col" className={th}>
                Tickets
              </th>
              <th scope="col" className={th}>
                Takes fewer
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Offer expires
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
                <td className={`${td} tabular-nums`}>{tickets(entry)}</td>
                <td className={td}>{entry.acceptPartial ? 'Yes' : 'No'}</td>
                <td className={td}>
                  <StatusBadge entry={entry} />
                </td>
                <td className={td}>{offerExpiry(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <ul aria-label="Waitlist entries" className="space-y-3 md:hidden">
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
                  <dt className="text-gray-600">Position</dt>
                  <dd className="font-semibold text-gray-900">{position(entry)}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">Tickets</dt>
                  <dd className="font-semibold text-gray-900">{tickets(entry)}</dd>
                </div>
                {hasCategories ? (
                  <div>
                    <dt className="text-gray-600">Category</dt>
                    <dd className="font-semibold text-gray-900">{entry.categoryName ?? '—'}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="text-gray-600">Takes fewer</dt>
                  <dd className="font-semibold text-gray-900">{entry.acceptPartial ? 'Yes' : 'No'}</dd>
                </div>
                {entry.offer ? (
                  <div className="col-span-2">
                    <dt className="text-gray-600">Offer expires</dt>
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
