/**
 * The fallback decoder: the `barcode-detector` ponyfill (ZXing compiled to WebAssembly). This module is only ever
 * loaded with a dynamic import, so neither its code nor its 1 MB wasm is part of any page until a scanner opens
 * in a browser without a native BarcodeDetector (Chromium on Linux and desktop Windows, Firefox, Safari < 17).
 *
 * The wasm is a Vite asset of our own build (hashed, served by our server), never the package's default CDN: door
 * phones may be on a venue's closed network, and the machines that build and test this app are offline.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export { zxingReaderWasmUrl };

/** Compiles the wasm (once per page) and answers a detector for QR codes only. */
export async function createZxingDetector(): Promise<BarcodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
