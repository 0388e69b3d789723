import { useLingui } from '@lingui/react/macro';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Lock from 'lucide-react/icons/lock';
import { type ReactNode, useId, useState } from 'react';
import { describedBy, FieldShell, inputClasses, type TextFieldProps } from './field';

/** A password input with a show/hide toggle that says what it does. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  required,
  ...inputProps
}: Omit<TextFieldProps, 'type' | 'icon'> & { label: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const subject = typeof label === 'string' ? label.toLowerCase() : t`password`;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500">
          <Lock aria-hidden="true" className="size-4" />
        </span>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-required={required || undefined}
          className={inputClasses(Boolean(error), 'pl-10 pr-12')}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t`Hide ${subject}` : t`Show ${subject}`}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldShell>
  );
}
