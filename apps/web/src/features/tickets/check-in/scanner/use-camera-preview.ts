import { useEffect, useRef, useState } from 'react';

/**
 * Shows the camera's stream in the video element given `videoRef`; the camera counts as ready once the picture
 * plays, and no longer once the stream is gone.
 */
export function useCameraPreview(stream: MediaStream | null) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const cameraReady = stream !== null && playing;

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

  return { videoRef, cameraReady, onPlaying: () => setPlaying(true) };
}
