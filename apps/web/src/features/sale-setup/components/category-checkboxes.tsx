import { useId } from 'react';
import { domainText } from '@/i18n/domain-text';

/**
 * Ticket categories as checkboxes, for a code or a question limited to some of them. None ticked means every
 * ticket. A name no longer among the event's categories (renamed since) stays listed while it is ticked.
 */
export function CategoryCheckboxes({
  legend,
  categoryNames,
  value,
  onChange,
  hint,
  error,
}: {
  legend: string;
  categoryNames: string[];
  value: string[];
  onChange: (names: string[]) => void;
  hint: string;
  error?: string | undefined;
}) {
  const id = useId();
  const shown = [...categoryNames, ...value.filter((name) => !categoryNames.includes(name))];
  function toggle(name: string, checked: boolean) {
    onChange(
      checked
        ? shown.filter((each) => each === name || value.includes(each))
        : value.filter((each) => each !== name),
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-600">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {shown.map((name) => (
          <label
            key={name}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 py-2 text-sm text-gray-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="checkbox"
              checked={value.includes(name)}
              onChange={(change) => toggle(name, change.target.checked)}
              className="size-4 accent-brand-700 focus-visible:outline-none"
            />
            {name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {domainText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
