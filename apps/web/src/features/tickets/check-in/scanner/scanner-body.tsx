import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/components/ui/button';
import type { VerificationOutcome } from '../components/verification-outcome';
import { CameraAccessRequired } from './camera-access-required';
import { CameraView } from './camera-view';
import { ScanModeSwitch } from './scan-mode-switch';
import { ScanResultArea } from './scan-result-area';
import { ScannerHeader } from './scanner-header';
import { ScannerIndicators } from './scanner-indicators';
import { useCamera } from './use-camera';
import { useCameraPreview } from './use-camera-preview';
import { useQrScanning } from './use-qr-scanning';

/**
 * The open scanner's content: the camera (or 'Camera Access Required' when it is refused), its indicators, the scan
 * mode, and what the last scan came to. Mounted only while the overlay is open, so the camera runs only then.
 */
export function ScannerBody({
  eventTitle,
  onClose,
  onScan,
}: {
  eventTitle: string | null;
  onClose: () => void;
  onScan: (code: string) => Promise<VerificationOutcome>;
}) {
  const camera = useCamera();
  const stream = camera.status === 'ready' ? camera.stream : null;
  const { videoRef, cameraReady, onPlaying } = useCameraPreview(stream);
  const scanner = useQrScanning({ videoRef, cameraReady, onCode: onScan });

  if (camera.status === 'denied') {
    return (
      <>
        <ScannerHeader eventTitle={eventTitle} />
        <CameraAccessRequired onClose={onClose} />
      </>
    );
  }

  return (
    <>
      <ScannerHeader eventTitle={eventTitle} />
      <div className="flex flex-1 flex-col gap-4 px-4 pb-5 sm:px-5">
        <CameraView
          camera={camera}
          videoRef={videoRef}
          cameraReady={cameraReady}
          onPlaying={onPlaying}
          scanning={scanner.scanning}
          autoScan={scanner.autoScan}
          verifying={scanner.verifying}
          onCapture={scanner.capture}
        />
        <ScannerIndicators cameraReady={cameraReady} scanning={scanner.scanning} />
        <ScanModeSwitch
          autoScan={scanner.autoScan}
          cameraReady={cameraReady}
          verifying={scanner.verifying}
          onManual={scanner.chooseManual}
          onToggleAutoScan={scanner.toggleAutoScan}
        />
        <ScanResultArea verifying={scanner.verifying} note={scanner.note} outcome={scanner.outcome} />

        {camera.status === 'unavailable' ? (
          <button
            type="button"
            onClick={onClose}
            className={buttonClasses({ variant: 'light', className: 'focus-ring-light' })}
          >
            <Trans>Close Scanner</Trans>
          </button>
        ) : null}
      </div>
    </>
  );
}
