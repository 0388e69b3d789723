import { useLingui } from '@lingui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { domainText } from '@/i18n/domain-text';
import { cn } from '@/lib/cn';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-sm transition-colors sm:text-sm',
    'placeholder:text-gray-500 focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:outline-red-600'
      : 'border-gray-300 focus:border-brand-700 focus:outline-brand-700',
    className,
  );

/** A field's error, in the current language: drawn again when the domain's messages arrive (src/i18n/catalogs.ts). */
function FieldError({ id, error }: { id: string; error: string }) {
  useLingui();
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {domainText(error)}
    </p>
  );
}

/** Label, control, hint and error wired together with ids. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The asterisk sits outside the label so the field's accessible name is exactly its label. */}
      <div className="flex items-baseline gap-0.5 text-sm font-medium">
        <label htmlFor={id} className="text-gray-800">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={id} error={error} /> : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
}

export function TextField({ label, error, hint, icon, className, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-required={required || undefined}
          className={inputClasses(Boolean(error), icon ? 'pl-10' : undefined)}
          {...inputProps}
        />
      </div>
    </FieldShell>
  );
}

interface ControlProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  required,
  ...props
}: ControlProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={inputClasses(Boolean(error), 'resize-y')}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  required,
  children,
  ...props
}: ControlProps & Omit<ComponentProps<'select'>, 'id'>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={inputClasses(Boolean(error), 'min-h-[2.625rem] pr-8')}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
