/**
 * Reads the text of a QR code from an image. The browser's own BarcodeDetector is used where it exists and knows
 * QR codes (Chrome on Android and macOS, Safari 17+); elsewhere the ZXing WebAssembly ponyfill is fetched on first
 * use (see zxing-detector.ts). Decoding is never hand-written here.
 */

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorConstructor {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export type QrDecoderKind = 'native' | 'zxing';

export interface QrDecoder {
  readonly kind: QrDecoderKind;
  /** The text of the first QR code in the image, or null when none could be read. Rejects on a decoder fault. */
  decode(image: ImageBitmapSource): Promise<string | null>;
}

function wrap(kind: QrDecoderKind, detector: BarcodeDetectorLike): QrDecoder {
  return {
    kind,
    async decode(image) {
      const found = await detector.detect(image);
      const first = found.find((barcode) => barcode.rawValue.trim().length > 0);
      return first ? first.rawValue : null;
    },
  };
}

/** The browser's BarcodeDetector, when it exists and lists qr_code among its formats. */
async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    // Some builds expose the constructor but fail on every call (no platform decoder): use the ponyfill.
    return null;
  }
}

let loading: Promise<QrDecoder> | null = null;

/** The page's decoder, made once; a failed load (offline, say) is tried again on the next call. */
export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= (async () => {
    const native = await nativeDetector();
    if (native) return wrap('native', native);
    const { createZxingDetector } = await import('./zxing-detector');
    return wrap('zxing', await createZxingDetector());
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
