import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
  icon?: ReactNode;
}

/** A radio group drawn as two (or more) selectable cards. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  value,
  onChange,
  choices,
  disabled,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  choices: Choice<T>[];
  disabled?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                checked
                  ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                  : 'border-gray-300 hover:border-gray-400',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(choice.value)}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-gray-900">
                  {choice.icon}
                  {choice.label}
                </span>
                <span className="mt-0.5 block text-sm text-gray-700">{choice.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One titled block of the event form. */
export function FormSection({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-3">
        {icon ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            {icon}
          </span>
        ) : null}
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-gray-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-gray-700">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
