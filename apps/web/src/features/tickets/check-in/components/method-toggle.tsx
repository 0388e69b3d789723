import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Keyboard from 'lucide-react/icons/keyboard';
import QrCode from 'lucide-react/icons/qr-code';
import { cn } from '@/lib/cn';

export type VerifyMethod = 'scanner' | 'manual';

const METHODS = [
  { id: 'scanner', label: msg`QR Scanner`, Icon: QrCode },
  { id: 'manual', label: msg`Manual Entry`, Icon: Keyboard },
] as const;

/** The method toggle: QR Scanner or Manual Entry. */
export function MethodToggle({
  value,
  onChange,
}: {
  value: VerifyMethod;
  onChange: (method: VerifyMethod) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
      <legend className="sr-only">
        <Trans>Verification method</Trans>
      </legend>
      {METHODS.map(({ id, label, Icon }) => {
        const selected = id === value;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(id)}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-3',
              selected
                ? 'bg-white text-brand-800 shadow-sm ring-1 ring-gray-200'
                : 'text-gray-700 hover:text-gray-900',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {i18n._(label)}
          </button>
        );
      })}
    </fieldset>
  );
}
