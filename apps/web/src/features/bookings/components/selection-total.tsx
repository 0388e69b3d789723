import { Trans, useLingui } from '@lingui/react/macro';
import { type PromoQuote, paiseToRupees } from '@ticketmela/domain';
import { formatInr, formatPrice } from '@/lib/format';
import type { SelectionSummary } from './booking-selection';

/**
 * The selection's lines and total; with a promo code that lowers it, the discount line and the list total struck
 * through beside the total to pay (both computed by applyPromo, as the server prices it).
 */
export function SelectionTotal({
  summary,
  quote,
  promoCode,
}: {
  summary: SelectionSummary;
  /** The selection priced under the applied code; null without one (or when it lowers nothing chosen). */
  quote: PromoQuote | null;
  promoCode: string | null;
}) {
  const { t } = useLingui();
  const nothingSelected = summary.quantity === 0;
  const discounted = quote !== null && quote.discountPaise > 0 && promoCode !== null;
  const totalPaise = discounted ? quote.totalPaise : summary.totalPaise;
  const isFree = !nothingSelected && totalPaise === 0;
  return (
    <div className="space-y-2 rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      {summary.lines.length > 0 ? (
        <ul className="space-y-1 text-sm text-gray-700">
          {summary.lines.map((line) => (
            <li key={line.categoryName} className="flex justify-between gap-3">
              <span>{`${line.categoryName} × ${line.quantity}`}</span>
              <span>{formatPrice(paiseToRupees(line.subtotalPaise))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {discounted ? (
        <p className="flex justify-between gap-3 text-sm font-semibold text-green-800">
          <span>{t`Discount (${promoCode})`}</span>
          <span data-testid="booking-discount">{`−${formatInr(paiseToRupees(quote.discountPaise))}`}</span>
        </p>
      ) : null}
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-gray-900">
          <Trans>Total</Trans>
        </span>
        <span className="flex items-baseline gap-2">
          {discounted ? (
            <s className="text-base font-semibold text-gray-600">
              <span className="sr-only">{`${t`Before the discount:`} `}</span>
              {formatInr(paiseToRupees(quote.listTotalPaise))}
            </s>
          ) : null}
          <span data-testid="booking-total" className="text-2xl font-extrabold text-gray-900">
            {nothingSelected ? formatInr(0) : formatPrice(paiseToRupees(totalPaise))}
          </span>
        </span>
      </p>
      {isFree ? (
        <p className="text-sm text-gray-700">
          <Trans>No payment needed: 'Book Now' confirms your free tickets straight away.</Trans>
        </p>
      ) : null}
    </div>
  );
}
