/**
 * Ticket QR images, drawn in the browser from the signed text the API sends (docs/decisions/0008). The QR
 * library is loaded on first use, so no screen pays for it until it shows a code.
 */

type QrModule = typeof import('qrcode');

let library: Promise<QrModule> | null = null;

function loadLibrary(): Promise<QrModule> {
  library ??= import('qrcode').then((module) => {
    // The library is CommonJS: depending on the bundler its functions sit on the namespace or on `default`.
    const withDefault = module as QrModule & { default?: QrModule };
    return withDefault.default ?? module;
  });
  // A failed download (offline) may be tried again later.
  library.catch(() => {
    library = null;
  });
  return library;
}

/** Pixels of the PNG; large enough to print and to scan from a screen, shown scaled down. */
export const QR_PNG_SIZE = 512;

const drawn = new Map<string, Promise<string>>();

/** The QR code of `text` as a PNG data URL (white margin, dark modules), cached per text. */
export function qrCodePngDataUrl(text: string, size = QR_PNG_SIZE): Promise<string> {
  const key = `${size}:${text}`;
  let result = drawn.get(key);
  if (!result) {
    result = loadLibrary().then((qr) =>
      qr.toDataURL(text, {
        width: size,
        margin: 2,
        errorCorrectionLevel: 'M',
        color: { dark: '#111827', light: '#ffffff' },
      }),
    );
    drawn.set(key, result);
    result.catch(() => drawn.delete(key));
  }
  return result;
}

/** Saves a data URL (or any URL the browser may download) under `fileName`. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
