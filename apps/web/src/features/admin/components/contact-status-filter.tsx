import { CONTACT_FILTER_LABELS, CONTACT_STATUSES, type ContactStatus } from '@ticketmela/domain';
import { cn } from '@/lib/cn';

const FILTERS: { value: ContactStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: CONTACT_FILTER_LABELS[value] })),
];

/** The status filter buttons: All, Pending, In progress, Resolved, Closed; the chosen one is pressed. */
export function ContactStatusFilter({
  value,
  onChange,
}: {
  value: ContactStatus | '';
  onChange: (value: ContactStatus | '') => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Filter by status</legend>
      <div className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const pressed = filter.value === value;
          return (
            <button
              key={filter.value || 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(filter.value)}
              className={cn(
                'min-h-9 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                pressed
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'border border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800',
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
