import { Trans } from '@lingui/react/macro';
import { formatInr } from '@/lib/format';

/** 'Total amount ₹X' at the top of the payment step. */
export function TotalAmount({ amount }: { amount: number }) {
  return (
    <div className="mt-5 flex items-baseline justify-between gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-gray-200 ring-inset">
      <span className="font-semibold text-gray-900">
        <Trans>Total amount</Trans>
      </span>
      <span className="text-2xl font-extrabold text-gray-900">{formatInr(amount)}</span>
    </div>
  );
}
