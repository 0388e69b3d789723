import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { describe, expect, test } from 'vitest';

/*
 * barcode-detector bundles the JavaScript glue of one zxing-wasm release; the .wasm our build serves comes from
 * the zxing-wasm package the web app depends on. They must be the same release, byte for byte, or every scan fails.
 */
describe('the wasm the scanner serves', () => {
  test("is the very file barcode-detector's bundled glue was built for", () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    const packageJson = JSON.parse(
      readFileSync(path.join(path.dirname(wasmPath), '..', '..', 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(packageJson.version).toBe(ZXING_WASM_VERSION);
    expect(createHash('sha256').update(readFileSync(wasmPath)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
