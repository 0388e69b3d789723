import type { WaitlistLineSummary } from '@ticketmela/domain';
import { Card } from '@/components/ui/card';
import { ticketCount } from './waitlist-texts';

function people(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

/** Each line's counts: people (and tickets) waiting, offered and bought; offers expired, declined, people who left. */
export function WaitlistLineCounts({ lines }: { lines: WaitlistLineSummary[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {lines.map((line) => {
        const rows: [string, string][] = [
          ['Waiting', `${people(line.waiting)} · ${ticketCount(line.waitingTickets)}`],
          ['Offered', `${people(line.offered)} · ${ticketCount(line.offeredTickets)}`],
          ['Bought', `${people(line.converted)} · ${ticketCount(line.convertedTickets)}`],
          ['Expired', people(line.expired)],
          ['Declined', people(line.declined)],
          ['Left', people(line.left)],
        ];
        const name = line.categoryName ?? 'All seats';
        return (
          <li key={name}>
            <Card className="h-full p-5">
              <h3 className="font-bold text-gray-900">{name}</h3>
              <dl className="mt-3 space-y-1.5 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3">
                    <dt className="text-gray-700">{label}</dt>
                    <dd className="text-right font-semibold text-gray-900 tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
