import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/** The spec's camera: the environment-facing (back) camera, 640 by 640 ideal, no sound. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 640 }, height: { ideal: 640 } },
};

export type CameraState =
  | { status: 'checking' }
  /** Permission refused (now or earlier): the overlay shows 'Camera Access Required'. */
  | { status: 'denied' }
  /** Permission is not the problem: no camera, camera busy, page not secure. */
  | { status: 'unavailable'; message: string }
  | { status: 'ready'; stream: MediaStream };

const DENIED_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

function unavailableMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return t`No camera was found on this device.`;
  }
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') {
    return t`The camera is in use by another app or could not be started.`;
  }
  return t`The camera could not be started.`;
}

/** 'denied' when the browser already knows the answer is no; browsers that cannot tell say 'unknown'. */
async function cameraPermission(): Promise<PermissionState | 'unknown'> {
  try {
    if (!navigator.permissions?.query) return 'unknown';
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state;
  } catch {
    // Firefox does not know the 'camera' permission name.
    return 'unknown';
  }
}

function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Opens the camera while mounted: checks the permission, asks for the stream, and stops every track when the
 * scanner closes (even when the stream arrives after it closed). A denial is reported to the console as well.
 */
export function useCamera(): CameraState {
  const [state, setState] = useState<CameraState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    let opened: MediaStream | null = null;

    function endedElsewhere() {
      if (active)
        setState({
          status: 'unavailable',
          message: t`The camera stopped. Close the scanner and open it again.`,
        });
    }

    async function open() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({
          status: 'unavailable',
          message: t`This browser cannot use the camera on this page. Open the site over https, or use Manual Entry.`,
        });
        return;
      }
      if ((await cameraPermission()) === 'denied') {
        console.error('Camera permission denied');
        if (active) setState({ status: 'denied' });
        return;
      }
      try {
        const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        if (!active) {
          stopStream(stream);
          return;
        }
        opened = stream;
        for (const track of stream.getVideoTracks()) track.addEventListener('ended', endedElsewhere);
        setState({ status: 'ready', stream });
      } catch (error) {
        if (!active) return;
        const name = error instanceof DOMException || error instanceof Error ? error.name : '';
        console.error('Camera could not be opened', error);
        setState(
          DENIED_ERRORS.has(name)
            ? { status: 'denied' }
            : { status: 'unavailable', message: unavailableMessage(error) },
        );
      }
    }

    void open();
    return () => {
      active = false;
      if (opened) {
        for (const track of opened.getVideoTracks()) track.removeEventListener('ended', endedElsewhere);
        stopStream(opened);
      }
    };
  }, []);

  return state;
}
