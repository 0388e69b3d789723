/** Captured frames are JPEG, as the spec's scanner takes them. */
export const FRAME_TYPE = 'image/jpeg';
export const FRAME_QUALITY = 0.92;

/**
 * The current picture of the camera as a JPEG, at the stream's own size (640x640 ideal); null when the video has no
 * picture yet. The canvas is reused between captures.
 */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Blob | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return Promise.resolve(null);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, FRAME_TYPE, FRAME_QUALITY));
}

/** Decodes a captured JPEG into a bitmap any BarcodeDetector accepts (the native one takes no Blob). */
export async function readFrame<T>(frame: Blob, read: (image: ImageBitmap) => Promise<T>): Promise<T> {
  const bitmap = await createImageBitmap(frame);
  try {
    return await read(bitmap);
  } finally {
    bitmap.close();
  }
}
