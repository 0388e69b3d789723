import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * A row of radio buttons drawn as a segmented control: one tab stop, the arrow keys move the choice (native radios).
 */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  options: ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1 ring-1 ring-gray-200 ring-inset">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700',
              option.value === value
                ? 'bg-white text-brand-800 shadow-sm ring-1 ring-gray-200'
                : 'text-gray-700 hover:text-gray-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Over the whole segment, invisible: the click lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
