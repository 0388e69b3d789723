import { Trans } from '@lingui/react/macro';
import CameraOff from 'lucide-react/icons/camera-off';
import { buttonClasses } from '@/components/ui/button';

/** 'Camera Access Required': the site may not use the camera; the only way on is 'Close Scanner'. */
export function CameraAccessRequired({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-red-500/15 text-red-300">
        <CameraOff aria-hidden="true" className="size-8" />
      </span>
      <h3 className="text-xl font-bold">
        <Trans>Camera Access Required</Trans>
      </h3>
      <p className="max-w-sm text-sm text-night-100">
        <Trans>
          This site is not allowed to use the camera. Allow camera access for this site in your browser's
          settings, then open the scanner again, or verify the ticket with Manual Entry.
        </Trans>
      </p>
      <button
        type="button"
        onClick={onClose}
        className={buttonClasses({ variant: 'light', size: 'lg', className: 'focus-ring-light' })}
      >
        <Trans>Close Scanner</Trans>
      </button>
    </div>
  );
}
