import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WaitlistLineSummary } from '@ticketmela/domain';
import { Card } from '@/components/ui/card';
import { STATUS_LABELS, ticketCount } from './waitlist-texts';

function people(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# person', other: '# people' })}`);
}

/** Each line's counts: people (and tickets) waiting, offered and bought; offers expired, declined, people who left. */
export function WaitlistLineCounts({ lines }: { lines: WaitlistLineSummary[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {lines.map((line) => {
        const rows: [MessageDescriptor, string][] = [
          [
            STATUS_LABELS.waiting,
            `${people(i18n, line.waiting)} · ${ticketCount(i18n, line.waitingTickets)}`,
          ],
          [
            STATUS_LABELS.offered,
            `${people(i18n, line.offered)} · ${ticketCount(i18n, line.offeredTickets)}`,
          ],
          [
            STATUS_LABELS.converted,
            `${people(i18n, line.converted)} · ${ticketCount(i18n, line.convertedTickets)}`,
          ],
          [STATUS_LABELS.expired, people(i18n, line.expired)],
          [STATUS_LABELS.declined, people(i18n, line.declined)],
          [STATUS_LABELS.left, people(i18n, line.left)],
        ];
        const name = line.categoryName ?? t`All seats`;
        return (
          <li key={line.categoryName ?? ''}>
            <Card className="h-full p-5">
              <h3 className="font-bold text-gray-900">{name}</h3>
              <dl className="mt-3 space-y-1.5 text-sm">
                {rows.map(([label, value]) => (
                  <div key={label.id} className="flex justify-between gap-3">
                    <dt className="text-gray-700">{i18n._(label)}</dt>
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
