import { Trans } from '@lingui/react/macro';
import Camera from 'lucide-react/icons/camera';
import ScanLine from 'lucide-react/icons/scan-line';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';

/** The QR Scanner method: 'Start QR Scanner', disabled until an event is chosen ('Please select an event first'). */
export function ScannerStart({
  hasEvent,
  onStart,
  buttonRef,
}: {
  hasEvent: boolean;
  onStart: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-gray-300 px-5 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <ScanLine aria-hidden="true" className="size-7" />
      </span>
      <p className="max-w-sm text-sm text-gray-700">
        <Trans>
          Open the camera and point it at the QR code on the attendee's ticket, printed or on their phone.
        </Trans>
      </p>
      <Button
        ref={buttonRef}
        size="lg"
        onClick={onStart}
        disabled={!hasEvent}
        aria-describedby={hasEvent ? undefined : 'start-scanner-hint'}
        icon={<Camera aria-hidden="true" className="size-5" />}
      >
        <Trans>Start QR Scanner</Trans>
      </Button>
      {!hasEvent ? (
        <p id="start-scanner-hint" className="text-sm font-medium text-gray-700">
          <Trans>Please select an event first</Trans>
        </p>
      ) : null}
    </div>
  );
}
