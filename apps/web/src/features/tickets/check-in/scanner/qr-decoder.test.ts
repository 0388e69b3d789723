import { afterEach, describe, expect, test, vi } from 'vitest';

const zxingDetect = vi.fn(async () => [{ rawValue: 'from zxing' }]);
const createZxingDetector = vi.fn(async () => ({ detect: zxingDetect }));
vi.mock('./zxing-detector', () => ({ createZxingDetector }));

async function freshLoader() {
  vi.resetModules();
  return (await import('./qr-decoder')).loadQrDecoder;
}

afterEach(() => {
  vi.unstubAllGlobals();
  createZxingDetector.mockClear();
});

describe('QR decoder choice', () => {
  test("uses the browser's BarcodeDetector when it reads qr_code, and never loads the ponyfill", async () => {
    const detect = vi.fn(async () => [{ rawValue: '' }, { rawValue: '{"ticketId":"TM-1"}' }]);
    class NativeDetector {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(readonly options: { formats: string[] }) {}
      detect = detect;
    }
    vi.stubGlobal('BarcodeDetector', NativeDetector);
    const decoder = await (await freshLoader())();
    expect(decoder.kind).toBe('native');
    expect(await decoder.decode({} as ImageBitmap)).toBe('{"ticketId":"TM-1"}');
    expect(createZxingDetector).not.toHaveBeenCalled();
  });

  test('falls back to the zxing ponyfill without a native detector, or one that cannot read QR codes', async () => {
    const noQrDetector = Object.assign(function noQrDetector() {}, {
      getSupportedFormats: async () => ['ean_13'],
    });
    vi.stubGlobal('BarcodeDetector', noQrDetector);
    const decoder = await (await freshLoader())();
    expect(decoder.kind).toBe('zxing');
    expect(await decoder.decode({} as ImageBitmap)).toBe('from zxing');

    vi.stubGlobal('BarcodeDetector', undefined);
    expect((await (await freshLoader())()).kind).toBe('zxing');
  });

  test('a picture without a code decodes to null; a failed load is tried again on the next call', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    createZxingDetector.mockRejectedValueOnce(new Error('offline'));
    const load = await freshLoader();
    await expect(load()).rejects.toThrow('offline');
    const decoder = await load();
    zxingDetect.mockResolvedValueOnce([]);
    expect(await decoder.decode({} as ImageBitmap)).toBeNull();
  });
});
