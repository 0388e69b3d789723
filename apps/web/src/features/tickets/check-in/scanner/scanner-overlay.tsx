import { Trans, useLingui } from '@lingui/react/macro';
import CameraOff from 'lucide-react/icons/camera-off';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import X from 'lucide-react/icons/x';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useReveal } from '../components/use-reveal';
import type { VerificationOutcome } from '../components/verification-outcome';
import { VerificationResultPanel } from '../components/verification-result-panel';
import { useCamera } from './use-camera';
import { useQrScanning } from './use-qr-scanning';

export interface ScannerOverlayProps {
  open: boolean;
  onClose: () => void;
  /** The event whose tickets are being checked (shown under the title). */
  eventTitle: string | null;
  /** Verifies a code read by the camera (method 'camera'). */
  onScan: (code: string) => Promise<VerificationOutcome>;
  /** Where focus goes back when the scanner closes (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The scanner overlay (spec §2 Scanner overlay, §4 Scanner states): camera permission check ('Camera Access
 * Required' with 'Close Scanner'), the live environment-facing camera, Manual (tap to capture) and Auto Scan modes,
 * the Camera Ready/Unavailable and Scanning/Standby indicators, and a close button. The camera runs only while the
 * overlay is open; every opening starts with a fresh memory of codes already read.
 */
export function ScannerOverlay({ open, onClose, eventTitle, onScan, returnFocusRef }: ScannerOverlayProps) {
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPortal>
        <DialogOverlay className="fixed inset-0 z-50 bg-night-950/80 backdrop-blur-sm" />
        <DialogContent
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-y-auto bg-night-950 text-white shadow-2xl',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100svh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-lg',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          )}
        >
          <ScannerBody eventTitle={eventTitle} onClose={onClose} onScan={onScan} />
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}

function Header({ eventTitle }: { eventTitle: string | null }) {
  const { t } = useLingui();
  return (
    <div className="flex items-start gap-3 px-4 pt-4 pb-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <DialogTitle className="text-lg font-bold">
          <Trans>Scan Ticket QR Code</Trans>
        </DialogTitle>
        <DialogDescription className="mt-0.5 truncate text-sm text-night-100">
          {eventTitle ? t`Checking in for ${eventTitle}` : t`Point the camera at the attendee's QR code`}
        </DialogDescription>
      </div>
      <DialogClose
        aria-label={t`Close scanner`}
        className="focus-ring-light -mt-1 -mr-1 rounded-lg p-2 text-night-100 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-6" />
      </DialogClose>
    </div>
  );
}

function CameraAccessRequired({ onClose }: { onClose: () => void }) {
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

const dots = {
  ok: 'bg-green-400',
  bad: 'bg-red-400',
  active: 'animate-pulse bg-marigold-300',
  idle: 'bg-gray-400',
};

function Indicator({ dot, label }: { dot: keyof typeof dots; label: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', dots[dot])} />
      {label}
    </span>
  );
}

function ScannerBody({
  eventTitle,
  onClose,
  onScan,
}: {
  eventTitle: string | null;
  onClose: () => void;
  onScan: (code: string) => Promise<VerificationOutcome>;
}) {
  const { t, i18n } = useLingui();
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const stream = camera.status === 'ready' ? camera.stream : null;
  const cameraReady = stream !== null && playing;
  const scanner = useQrScanning({ videoRef, cameraReady, onCode: onScan });
  const resultRef = useRef<HTMLDivElement>(null);
  useReveal(resultRef, scanner.outcome ?? scanner.note);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    video.play().catch((error: unknown) => console.error('Camera preview could not start', error));
    return () => {
      video.srcObject = null;
      setPlaying(false);
    };
  }, [stream]);

  if (camera.status === 'denied') {
    return (
      <>
        <Header eventTitle={eventTitle} />
        <CameraAccessRequired onClose={onClose} />
      </>
    );
  }

  return (
    <>
      <Header eventTitle={eventTitle} />
      <div className="flex flex-1 flex-col gap-4 px-4 pb-5 sm:px-5">
        <div className="relative mx-auto aspect-square w-full max-w-[min(100%,28rem)] sm:max-w-[min(100%,42svh)] overflow-hidden rounded-2xl bg-black">
          {/* The camera's own picture, as is: the environment-facing camera is not mirrored. */}
          <video
            ref={videoRef}
            muted
            playsInline
            autoPlay
            aria-label={t`Camera view`}
            onPlaying={() => setPlaying(true)}
            className={cn('size-full object-cover', cameraReady ? 'opacity-100' : 'opacity-0')}
          />
          {cameraReady ? (
            <>
              <div
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute inset-[14%] rounded-2xl border-4',
                  scanner.scanning ? 'animate-pulse border-marigold-300' : 'border-white/80',
                )}
              />
              {scanner.autoScan ? null : (
                <button
                  type="button"
                  onClick={scanner.capture}
                  disabled={scanner.verifying}
                  className="focus-ring-light absolute inset-0 flex items-end justify-center pb-4 focus-visible:outline-offset-[-4px]"
                >
                  <span className="rounded-full bg-night-950/80 px-4 py-2 text-sm font-semibold">
                    <Trans>Tap to capture</Trans>
                  </span>
                </button>
              )}
            </>
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-sm text-night-100">
              {camera.status === 'unavailable' ? (
                <>
                  <CameraOff aria-hidden="true" className="size-8 text-red-300" />
                  <p role="alert">{camera.message}</p>
                </>
              ) : (
                <>
                  <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
                  <p role="status">
                    {camera.status === 'checking'
                      ? t`Checking camera permission...`
                      : t`Starting the camera...`}
                  </p>
                </>
              )}
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-center justify-center gap-2">
          <Indicator
            dot={cameraReady ? 'ok' : 'bad'}
            label={cameraReady ? t`Camera Ready` : t`Camera Unavailable`}
          />
          <Indicator
            dot={scanner.scanning ? 'active' : 'idle'}
            label={scanner.scanning ? t`Status: Scanning` : t`Status: Standby`}
          />
        </div>

        <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-white/10 p-1">
          <legend className="sr-only">
            <Trans>Scan mode</Trans>
          </legend>
          <button
            type="button"
            aria-pressed={!scanner.autoScan}
            onClick={scanner.chooseManual}
            className={cn(
              'focus-ring-light min-h-11 rounded-lg text-sm font-semibold',
              scanner.autoScan ? 'text-night-100 hover:text-white' : 'bg-white text-night-950',
            )}
          >
            <Trans>Manual</Trans>
          </button>
          <button
            type="button"
            aria-pressed={scanner.autoScan}
            onClick={scanner.toggleAutoScan}
            // Stopping stays possible while a ticket is being verified.
            disabled={!cameraReady || (scanner.verifying && !scanner.autoScan)}
            className={cn(
              'focus-ring-light min-h-11 rounded-lg text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60',
              scanner.autoScan ? 'bg-white text-night-950' : 'text-night-100 hover:text-white',
            )}
          >
            <Trans>Auto Scan</Trans>
          </button>
        </fieldset>
        <p className="text-center text-sm text-night-100">
          {scanner.autoScan
            ? t`Scanning once a second until you stop it: hold up one ticket after another.`
            : t`Tap the camera view to capture the QR code.`}
        </p>

        <div ref={resultRef} aria-live="polite" className="space-y-3 text-gray-900">
          {scanner.verifying ? (
            <p className="flex items-center justify-center gap-2 text-sm text-white">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              <Trans>Verifying ticket...</Trans>
            </p>
          ) : null}
          {scanner.note ? (
            <p className="rounded-xl bg-white/10 px-4 py-3 text-center text-sm text-white">
              {i18n._(scanner.note)}
            </p>
          ) : null}
          {scanner.outcome && !scanner.verifying ? (
            <VerificationResultPanel outcome={scanner.outcome} headingLevel={3} compact />
          ) : null}
        </div>

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
