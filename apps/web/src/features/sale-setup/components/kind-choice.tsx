import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoKind } from '@ticketmela/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const KIND_LABELS: Record<PromoKind, MessageDescriptor> = {
  percent: msg`Percentage off`,
  amount: msg`Amount off each ticket`,
  fixed_price: msg`Fixed price per ticket`,
};

/** What the value field is called for each kind. */
export const VALUE_LABELS: Record<PromoKind, MessageDescriptor> = {
  percent: msg`Percentage off (%)`,
  amount: msg`Amount off each ticket (₹)`,
  fixed_price: msg`Price per ticket (₹)`,
};

const KINDS = Object.keys(KIND_LABELS) as PromoKind[];

/** The code's kind as a segmented radio group: one row on a computer, stacked on a phone. */
export function KindChoice({ registration }: { registration: UseFormRegisterReturn<'kind'> }) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">
        <Trans>Discount</Trans>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {KINDS.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              value={kind}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              {...registration}
            />
            {i18n._(KIND_LABELS[kind])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
