import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CONTACT_STATUSES, type ContactStatus } from '@ticketmela/domain';
import { cn } from '@/lib/cn';
import { FILTER_LABELS } from './contact-labels';

const OPTIONS: { value: ContactStatus | ''; label: MessageDescriptor }[] = [
  { value: '', label: msg`All` },
  ...CONTACT_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] })),
];

/** All / Pending / In progress / Resolved / Closed: toggle buttons, the pressed one is the filter. */
export function StatusFilter({
  label,
  value,
  onChange,
}: {
  /** The group's accessible name. */
  label: string;
  value: ContactStatus | '';
  onChange: (value: ContactStatus | '') => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {OPTIONS.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value || 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-10 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              pressed
                ? 'bg-night-900 text-white shadow-sm'
                : 'border border-gray-300 bg-white text-gray-800 hover:border-gray-400',
            )}
          >
            {i18n._(option.label)}
          </button>
        );
      })}
    </fieldset>
  );
}
