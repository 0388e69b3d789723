import { Trans, useLingui } from '@lingui/react/macro';
import CameraOff from 'lucide-react/icons/camera-off';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { CameraState } from './use-camera';

/**
 * The camera's picture in a square with the frame to hold a ticket in (pulsing while scanning); in Manual mode the
 * picture is the button that captures. Until the picture plays: the permission check, the start, or why it failed.
 */
export function CameraView({
  camera,
  videoRef,
  cameraReady,
  onPlaying,
  scanning,
  autoScan,
  verifying,
  onCapture,
}: {
  camera: CameraState;
  videoRef: RefObject<HTMLVideoElement | null>;
  cameraReady: boolean;
  onPlaying: () => void;
  scanning: boolean;
  autoScan: boolean;
  verifying: boolean;
  onCapture: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[min(100%,28rem)] sm:max-w-[min(100%,42svh)] overflow-hidden rounded-2xl bg-black">
      {/* The camera's own picture, as is: the environment-facing camera is not mirrored. */}
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label={t`Camera view`}
        onPlaying={onPlaying}
        className={cn('size-full object-cover', cameraReady ? 'opacity-100' : 'opacity-0')}
      />
      {cameraReady ? (
        <>
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-[14%] rounded-2xl border-4',
              scanning ? 'animate-pulse border-marigold-300' : 'border-white/80',
            )}
          />
          {autoScan ? null : (
            <button
              type="button"
              onClick={onCapture}
              disabled={verifying}
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
                {camera.status === 'checking' ? t`Checking camera permission...` : t`Starting the camera...`}
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
