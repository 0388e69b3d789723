import { Trans, useLingui } from '@lingui/react/macro';
import {
  displayText,
  type EventFilters,
  hasActiveFilters,
  maxPriceMessage,
  readMaxPrice,
} from '@ticketmela/domain';
import Search from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { domainText } from '@/i18n/domain-text';
import { cn } from '@/lib/cn';

export interface FilterOption {
  value: string;
  label: string;
}

export interface EventFiltersPanelProps {
  filters: EventFilters;
  onChange: (changes: Partial<EventFilters>) => void;
  onClear: () => void;
  categories: FilterOption[];
  cities: string[];
}

const labelClasses = 'mb-1.5 block text-sm font-medium text-gray-800';
const selectClasses = (className?: string) =>
  inputClasses(
    false,
    cn(
      'appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2020%2020%27%20fill=%27%234b5563%27%3E%3Cpath%20d=%27M5.23%207.21a.75.75%200%20011.06.02L10%2011.17l3.71-3.94a.75.75%200%20111.08%201.04l-4.25%204.5a.75.75%200%2001-1.08%200l-4.25-4.5a.75.75%200%2001.02-1.06z%27/%3E%3C/svg%3E")] bg-[length:1.125rem] bg-[right_0.5rem_center] bg-no-repeat pr-8 pl-3 sm:pr-10 sm:pl-3.5 sm:bg-[right_0.75rem_center]',
      className,
    ),
  );

/** The filters a phone keeps behind the Filters button (the search stays in view). */
const FILTERS_BEHIND_BUTTON = [
  'category',
  'date',
  'city',
  'price',
] as const satisfies readonly (keyof EventFilters)[];

/**
 * The event list's filters: search, category, date, city and max price, plus 'Clear All Filters'. On a phone the
 * four filters after the search fold behind a 'Filters (N)' button, N the active ones among them, so the count and
 * the first results are on the first screen; from 640 px they are always shown and the button is not.
 */
export function EventFiltersPanel({
  filters,
  onChange,
  onClear,
  categories,
  cities,
}: EventFiltersPanelProps) {
  const { t } = useLingui();
  const id = useId();
  const active = hasActiveFilters(filters);
  const [open, setOpen] = useState(false);
  const folded = FILTERS_BEHIND_BUTTON.filter((key) => filters[key].trim() !== '').length;
  // A price from an edited address the list cannot apply: said under the field, left out of the query.
  const price = readMaxPrice(filters.price);
  // The domain's message in the current language, from its template ('{field} must be a number').
  const priceError = price.ok
    ? undefined
    : domainText(displayText(maxPriceMessage(price.problem, '{field}'), { field: 'Max price' }));

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-lg sm:p-6"
    >
      <div className="mb-3 flex items-center justify-between gap-3 sm:mb-4">
        {/* On a phone the Filters button takes the heading's place (it stays for screen readers). */}
        <h2
          id={`${id}-heading`}
          className="flex items-center gap-2 text-base font-semibold text-gray-900 max-sm:sr-only"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />
          <Trans>Find your event</Trans>
        </h2>
        <button
          type="button"
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-xl border px-3 text-sm font-semibold shadow-sm transition-colors sm:hidden',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            open || folded > 0
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {folded > 0 ? t`Filters (${folded})` : t`Filters`}
        </button>
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            icon={<X aria-hidden="true" className="size-4" />}
          >
            <Trans>Clear All Filters</Trans>
          </Button>
        ) : null}
      </div>

      <form
        aria-label={t`Filter events`}
        className="grid grid-cols-2 gap-x-3 gap-y-3 sm:gap-4 lg:grid-cols-12"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2 lg:col-span-4">
          <label htmlFor={`${id}-search`} className={labelClasses}>
            <Trans>Search</Trans>
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-500"
            />
            <input
              id={`${id}-search`}
              type="search"
              value={filters.search}
              onChange={(event) => onChange({ search: event.target.value })}
              placeholder={t`Search events by name...`}
              autoComplete="off"
              enterKeyHint="search"
              className={inputClasses(
                false,
                'pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none',
              )}
            />
            {filters.search ? (
              <button
                type="button"
                onClick={() => onChange({ search: '' })}
                aria-label={t`Clear search`}
                className="absolute inset-y-0 right-1 my-1 flex w-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </div>

        {/* Its own box only on a phone: from 640 px its fields sit in the form's grid as they always did. */}
        <div
          id={`${id}-more`}
          className={open ? 'col-span-2 grid grid-cols-2 gap-x-3 gap-y-3 sm:contents' : 'hidden sm:contents'}
        >
          <div className="col-span-2 sm:col-span-1 lg:col-span-2">
            <label htmlFor={`${id}-category`} className={labelClasses}>
              <Trans>Category</Trans>
            </label>
            <select
              id={`${id}-category`}
              value={filters.category}
              onChange={(event) => onChange({ category: event.target.value })}
              className={selectClasses()}
            >
              <option value="">{t`All Categories`}</option>
              {categories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
              {/* A category from a link that names none: kept selectable, like a city, so the filter stays visible. */}
              {filters.category && !categories.some((category) => category.value === filters.category) ? (
                <option value={filters.category}>{filters.category}</option>
              ) : null}
            </select>
          </div>

          <div className="lg:col-span-2">
            <label htmlFor={`${id}-date`} className={labelClasses}>
              <Trans>Date</Trans>
            </label>
            <input
              id={`${id}-date`}
              type="date"
              value={filters.date}
              onChange={(event) => onChange({ date: event.target.value })}
              className={inputClasses(false, 'min-w-0 px-3 sm:px-3.5')}
            />
          </div>

          <div className="lg:col-span-2">
            <label htmlFor={`${id}-city`} className={labelClasses}>
              <Trans>City</Trans>
            </label>
            <select
              id={`${id}-city`}
              value={filters.city}
              onChange={(event) => onChange({ city: event.target.value })}
              className={selectClasses()}
            >
              <option value="">{t`All Cities`}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
              {/* A city from a shared link that no loaded event has: keep it selectable so the filter stays visible. */}
              {filters.city && !cities.includes(filters.city) ? (
                <option value={filters.city}>{filters.city}</option>
              ) : null}
            </select>
          </div>

          <div className="col-span-2 sm:col-span-1 lg:col-span-2">
            <label htmlFor={`${id}-price`} className={labelClasses}>
              <Trans>Max price (₹)</Trans>
            </label>
            <input
              id={`${id}-price`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={filters.price}
              onChange={(event) => onChange({ price: event.target.value })}
              placeholder={t`Any`}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? `${id}-price-error` : undefined}
              className={inputClasses(Boolean(priceError))}
            />
            {priceError ? (
              <p id={`${id}-price-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {priceError}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
