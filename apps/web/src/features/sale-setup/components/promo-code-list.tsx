import type { PromoCode } from '@ticketmela/domain';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { rowTh, ScrollTable, td, th } from '@/components/ui/scroll-table';
import { formatInr } from '@/lib/format';
import { PromoCodeActions, type PromoCodeHandlers } from './promo-code-actions';
import { categoriesText, perBuyerText, promoStatus, usesText, validityText } from './promo-code-texts';
import { promoSummary } from './promo-code-values';

const count = (value: number) => value.toLocaleString('en-IN');
const plural = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`;
const COLUMNS = ['Code', 'Discount', 'Categories', 'Valid', 'Uses', 'Status', 'Sales', 'Revenue', 'Actions'];

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
  return (
    <>
      <ScrollTable label="Promo codes" className="hidden md:block">
        <table className="w-full min-w-[68rem]">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {codes.map((code) => (
              <tr key={code._id}>
                <th scope="row" className={`${rowTh} font-mono font-semibold text-gray-900`}>
                  {code.code}
                </th>
                <td className={td}>{promoSummary(code.kind, code.value)}</td>
                <td className={td}>{categoriesText(code)}</td>
                <td className={`${td} min-w-36`}>{validityText(code)}</td>
                <td className={`${td} tabular-nums`}>
                  <TwoLines first={usesText(code)} second={`Per buyer: ${perBuyerText(code)}`} />
                </td>
                <td className={td}>
                  <StatusBadge code={code} now={now} />
                </td>
                <td className={`${td} tabular-nums`}>
                  <TwoLines
                    first={plural(code.bookings, 'booking')}
                    second={plural(code.tickets, 'ticket')}
                  />
                </td>
                <td className={`${td} tabular-nums`}>
                  <TwoLines
                    first={formatInr(code.revenue)}
                    second={`${formatInr(code.discountGiven)} discount`}
                  />
                </td>
                <td className={`${td} w-60`}>
                  <PromoCodeActions code={code} handlers={handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <ul aria-label="Promo codes" className="space-y-3 md:hidden">
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
                  <dt className="text-gray-600">Valid</dt>
                  <dd className="font-semibold text-gray-900">{validityText(code)}</dd>
                </div>
                <Figure label="Categories">{categoriesText(code)}</Figure>
                <Figure label="Uses">{usesText(code)}</Figure>
                <Figure label="Per buyer">{perBuyerText(code)}</Figure>
                <Figure label="Bookings">{count(code.bookings)}</Figure>
                <Figure label="Tickets">{count(code.tickets)}</Figure>
                <Figure label="Revenue">{formatInr(code.revenue)}</Figure>
                <Figure label="Discount given">{formatInr(code.discountGiven)}</Figure>
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
