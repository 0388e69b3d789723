import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/** The Manual and Auto Scan buttons, and what the chosen mode asks of the person at the door. */
export function ScanModeSwitch({
  autoScan,
  cameraReady,
  verifying,
  onManual,
  onToggleAutoScan,
}: {
  autoScan: boolean;
  cameraReady: boolean;
  verifying: boolean;
  onManual: () => void;
  onToggleAutoScan: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-white/10 p-1">
        <legend className="sr-only">
          <Trans>Scan mode</Trans>
        </legend>
        <button
          type="button"
          aria-pressed={!autoScan}
          onClick={onManual}
          className={cn(
            'focus-ring-light min-h-11 rounded-lg text-sm font-semibold',
            autoScan ? 'text-night-100 hover:text-white' : 'bg-white text-night-950',
          )}
        >
          <Trans>Manual</Trans>
        </button>
        <button
          type="button"
          aria-pressed={autoScan}
          onClick={onToggleAutoScan}
          // Stopping stays possible while a ticket is being verified.
          disabled={!cameraReady || (verifying && !autoScan)}
          className={cn(
            'focus-ring-light min-h-11 rounded-lg text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60',
            autoScan ? 'bg-white text-night-950' : 'text-night-100 hover:text-white',
          )}
        >
          <Trans>Auto Scan</Trans>
        </button>
      </fieldset>
      <p className="text-center text-sm text-night-100">
        {autoScan
          ? t`Scanning once a second until you stop it: hold up one ticket after another.`
          : t`Tap the camera view to capture the QR code.`}
      </p>
    </>
  );
}
