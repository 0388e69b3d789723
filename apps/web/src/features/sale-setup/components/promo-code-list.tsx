import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PromoCode } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { formatInr } from '@/lib/format';
import { PromoCodeActions, type PromoCodeHandlers } from './promo-code-actions';
import { categoriesText, perBuyerText, promoStatus, usesText, validityText } from './promo-code-texts';
import { promoSummary } from './promo-code-values';

const count = (value: number) => value.toLocaleString('en-IN');
const COLUMNS = [
  msg`Code`,
  msg`Discount`,
  msg`Categories`,
  msg`Valid`,
  msg`Uses`,
  msg`Status`,
  msg`Sales`,
  msg`Revenue`,
  msg`Actions`,
];

/** A cell's figure with a smaller second line under it. */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <span className="block whitespace-nowrap">{first}</span>
      <span className="block text-xs whitespace-nowrap text-gray-700">{second}</span>
    </>
  );
}

function StatusBadge({ code, now }: { code: PromoCode; now: Date }) {
  const status = promoStatus(code, now);
  return <Badge tone={status.tone}>{status.label}</Badge>;
}

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-semibold break-words text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The event's codes with their terms and figures: a table from 768 px (uses with the per-buyer limit, bookings with
 * tickets, revenue with the discount given, two lines a cell, so it fits a laptop), cards below (decision 0015).
 */
export function PromoCodeList({
  codes,
  handlers,
  now,
}: {
  codes: PromoCode[];
  handlers: PromoCodeHandlers;
  now: Date;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ScrollTable label={t`Promo codes`} className="hidden md:block">
        <table className="w-full min-w-[68rem]">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.id} scope="col" className={th}>
                  {i18n._(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {codes.map((code) => {
              const perBuyer = perBuyerText(code);
              const bookings = code.bookings;
              const bookingsText = count(bookings);
              const tickets = code.tickets;
              const ticketsText = count(tickets);
              const discount = formatInr(code.discountGiven);
              return (
                <tr key={code._id}>
                  <th scope="row" className={`${rowTh} font-mono font-semibold text-gray-900`}>
                    {code.code}
                  </th>
                  <td className={td}>{promoSummary(code.kind, code.value)}</td>
                  <td className={td}>{categoriesText(code)}</td>
                  <td className={`${td} min-w-36`}>{validityText(code)}</td>
                  <td className={`${td} tabular-nums`}>
                    <TwoLines first={usesText(code)} second={t`Per buyer: ${perBuyer}`} />
                  </td>
                  <td className={td}>
                    <StatusBadge code={code} now={now} />
                  </td>
                  <td className={`${td} tabular-nums`}>
                    <TwoLines
                      first={t`${plural(bookings, { one: `${bookingsText} booking`, other: `${bookingsText} bookings` })}`}
                      second={t`${plural(tickets, { one: `${ticketsText} ticket`, other: `${ticketsText} tickets` })}`}
                    />
                  </td>
                  <td className={`${td} tabular-nums`}>
                    <TwoLines first={formatInr(code.revenue)} second={t`${discount} discount`} />
                  </td>
                  <td className={`${td} w-60`}>
                    <PromoCodeActions code={code} handlers={handlers} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
      <ul aria-label={t`Promo codes`} className="space-y-3 md:hidden">
        {codes.map((code) => (
          <li key={code._id}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0">
                  <span className="block font-mono font-semibold break-all text-gray-900">{code.code}</span>
                  <span className="block text-sm text-gray-700">{promoSummary(code.kind, code.value)}</span>
                </p>
                <StatusBadge code={code} now={now} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div className="col-span-2">
                  <dt className="text-gray-600">{t`Valid`}</dt>
                  <dd className="font-semibold text-gray-900">{validityText(code)}</dd>
                </div>
                <Figure label={t`Categories`}>{categoriesText(code)}</Figure>
                <Figure label={t`Uses`}>{usesText(code)}</Figure>
                <Figure label={t`Per buyer`}>{perBuyerText(code)}</Figure>
                <Figure label={t`Bookings`}>{count(code.bookings)}</Figure>
                <Figure label={t`Tickets`}>{count(code.tickets)}</Figure>
                <Figure label={t`Revenue`}>{formatInr(code.revenue)}</Figure>
                <Figure label={t`Discount given`}>{formatInr(code.discountGiven)}</Figure>
              </dl>
              <div className="mt-4">
                <PromoCodeActions code={code} handlers={handlers} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
