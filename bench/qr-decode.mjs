#!/usr/bin/env node
/**
 * QR decoding at the door: the time from a 640x640 camera frame to the decoder's verdict, in headless Chromium.
 *
 * Builds a small page with Vite from the scanner's own modules (apps/web/src/features/tickets/check-in/scanner:
 * `loadQrDecoder`, `readFrame`, the JPEG frame format), serves it from this machine, and in the page draws signed
 * ticket QR codes (the same JSON shape the API signs) onto 640x640 frames the way a phone camera sees them: on a
 * grey background, at varying size, position and tilt, with sensor noise. For each frame it measures
 *   - frame -> verdict: JPEG capture (as the scanner takes it), bitmap, decode, text;
 *   - decode only: the decoder's own call on a bitmap of the frame;
 * and checks every decoded text against the one drawn. It prints the decoder used (Chromium on Linux has no
 * native BarcodeDetector, so the zxing-wasm ponyfill served by our build), the cold start (wasm download and
 * compile) and median / p95 / mean / max over the frames.
 *
 *   npm run bench:qr-decode
 *   QR_BENCH_FRAMES=200 npm run bench:qr-decode
 *   CHROME_PATH=/path/to/chrome npm run bench:qr-decode
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRAMES = Math.max(5, Number(process.env.QR_BENCH_FRAMES ?? 50));
const WARMUP = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const workDir = path.join(root, '.test-output', 'qr-decode-bench');
const scannerDir = path.join(root, 'apps', 'web', 'src', 'features', 'tickets', 'check-in', 'scanner');

const PAGE_SOURCE = `
import QRCode from 'qrcode';
import { FRAME_QUALITY, FRAME_TYPE, readFrame } from ${JSON.stringify(path.join(scannerDir, 'capture-frame.ts'))};
import { loadQrDecoder } from ${JSON.stringify(path.join(scannerDir, 'qr-decoder.ts'))};

/** A seeded generator, so every run draws the same frames. */
function mulberry32(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20260305);
const pick = (chars, n) => Array.from({ length: n }, () => chars[Math.floor(random() * chars.length)]).join('');
const hex = (n) => pick('0123456789abcdef', n);

/** The signed QR text a ticket carries: {"ticketId","eventId","sig"} with an HMAC-SHA256 hex signature. */
function ticketText() {
  const uuid = hex(8) + '-' + hex(4) + '-4' + hex(3) + '-8' + hex(3) + '-' + hex(12);
  return JSON.stringify({ ticketId: 'TM-' + pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 10), eventId: uuid, sig: hex(64) });
}

/** A 640x640 frame as a camera would see the ticket: grey surround, size 300-520 px, off-centre, tilted, noisy. */
async function drawFrame(text) {
  const size = Math.round(300 + random() * 220);
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, text, { width: size, margin: 2, errorCorrectionLevel: 'M' });
  const frame = document.createElement('canvas');
  frame.width = 640;
  frame.height = 640;
  const context = frame.getContext('2d', { willReadFrequently: true });
  context.fillStyle = 'rgb(' + [170, 165, 160].map((v) => v + Math.round(random() * 30)).join(',') + ')';
  context.fillRect(0, 0, 640, 640);
  const room = (640 - size * 1.2) / 2;
  context.translate(320 + (random() * 2 - 1) * room, 320 + (random() * 2 - 1) * room);
  context.rotate(((random() * 2 - 1) * 12 * Math.PI) / 180);
  context.drawImage(code, -size / 2, -size / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, 640, 640);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = (random() - 0.5) * 36;
    pixels.data[i] += noise; pixels.data[i + 1] += noise; pixels.data[i + 2] += noise;
  }
  context.putImageData(pixels, 0, 0);
  return frame;
}

const jpeg = (canvas) => new Promise((resolve) => canvas.toBlob(resolve, FRAME_TYPE, FRAME_QUALITY));

window.runBench = async ({ frames, warmup }) => {
  const coldStart = performance.now();
  const decoder = await loadQrDecoder();
  const coldLoadMs = performance.now() - coldStart;
  const pipeline = [];
  const decodeOnly = [];
  let misread = 0;
  for (let i = 0; i < warmup + frames; i += 1) {
    const text = ticketText();
    const frame = await drawFrame(text);
    const start = performance.now();
    const blob = await jpeg(frame);
    const verdict = await readFrame(blob, (image) => decoder.decode(image));
    const end = performance.now();
    const bitmap = await createImageBitmap(frame);
    const decodeStart = performance.now();
    const direct = await decoder.decode(bitmap);
    const decodeEnd = performance.now();
    bitmap.close();
    if (i < warmup) continue;
    if (verdict !== text || direct !== text) misread += 1;
    pipeline.push(end - start);
    decodeOnly.push(decodeEnd - decodeStart);
  }
  return { kind: decoder.kind, coldLoadMs, pipeline, decodeOnly, misread, userAgent: navigator.userAgent };
};
document.body.dataset.ready = 'true';
`;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { median: at(0.5), p95: at(0.95), mean, min: sorted[0], max: sorted[sorted.length - 1] };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

async function main() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'main.js'), PAGE_SOURCE);
  writeFileSync(
    path.join(workDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QR decode bench</title></head>' +
      '<body><script type="module" src="./main.js"></script></body></html>',
  );
  const outDir = path.join(workDir, 'dist');
  await build({
    root: workDir,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });

  const server = await serve(outDir);
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const external = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`http://127.0.0.1:${port}/`)) external.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
    const result = await page.evaluate(({ frames, warmup }) => window.runBench({ frames, warmup }), {
      frames: FRAMES,
      warmup: WARMUP,
    });
    const pipeline = summary(result.pipeline);
    const decodeOnly = summary(result.decodeOnly);
    console.log(
      `QR decode: ${FRAMES} frames of 640x640 (after ${WARMUP} warm-up), ${result.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`,
    );
    console.log(
      `  decoder: ${result.kind === 'zxing' ? 'zxing-wasm ponyfill (barcode-detector), wasm served locally' : "the browser's BarcodeDetector"}`,
    );
    console.log(`  cold start (load + compile the decoder): ${result.coldLoadMs.toFixed(1)} ms`);
    console.log('                          median        p95       mean        min        max');
    for (const [label, figures] of [
      ['frame -> verdict (JPEG)', pipeline],
      ['decode only (bitmap)', decodeOnly],
    ]) {
      console.log(
        `  ${label.padEnd(23)}${ms(figures.median)} ${ms(figures.p95)} ${ms(figures.mean)} ${ms(figures.min)} ${ms(figures.max)}`,
      );
    }
    console.log(`  misread or unread frames: ${result.misread} of ${FRAMES}`);
    if (external.length > 0) console.log(`  requests that left this machine: ${external.join(', ')}`);
    if (result.misread > 0 || external.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
