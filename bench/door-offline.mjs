#!/usr/bin/env node
/**
 * The offline door in the browser: scan-to-verdict time with a 5,000-ticket check-in list, in headless Chromium.
 *
 * Builds a small page with Vite from the verify page's own offline engine (apps/web/src/features/tickets/check-in/
 * offline: DoorEngine on DoorStore, IndexedDB through idb) and the domain's door-list rules, serves it from this
 * machine, and in the page: seals a list of DOOR_BENCH_TICKETS tickets (sealDoorEntry, as the API does), stores it
 * in IndexedDB the way 'Download for offline' does, opens it again the way a reloaded page does, then scans every
 * ticket once (admitted: lookup key, AES-GCM open, the admission and the queued scan written in one IndexedDB
 * transaction) and a sample again (refused locally as a repeat). For comparison it times the verdict alone
 * (checkTicketOffline on the same list, nothing stored) in the same run. Prints median / p95 / mean / max.
 *
 *   node bench/door-offline.mjs
 *   DOOR_BENCH_TICKETS=20000 node bench/door-offline.mjs
 *   CHROME_PATH=/path/to/chrome node bench/door-offline.mjs
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TICKETS = Math.max(100, Number(process.env.DOOR_BENCH_TICKETS ?? 5000));
const REPEATS = Math.min(500, TICKETS);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const workDir = path.join(root, '.test-output', 'door-offline-bench');
const offlineDir = path.join(root, 'apps', 'web', 'src', 'features', 'tickets', 'check-in', 'offline');

const PAGE_SOURCE = `
import { checkTicketOffline, indexDoorList, sealDoorEntry } from '@ticketmela/domain';
import { DoorEngine } from ${JSON.stringify(path.join(offlineDir, 'door-engine.ts'))};
import { DoorStore } from ${JSON.stringify(path.join(offlineDir, 'door-store.ts'))};

const EVENT_ID = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const base64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
const uuid = (n) => '00000000-0000-4000-8000-' + String(n).padStart(12, '0');

async function makeTickets(count) {
  const tickets = [];
  for (let i = 0; i < count; i += 1) {
    const sig = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const ticketId = 'TM-' + String(i).padStart(10, '0');
    const entry = { bookingId: uuid(i), ticketId, eventId: EVENT_ID, seats: 1 + (i % 4), holder: 'Attendee number ' + i, checkedInAt: null };
    tickets.push({ qr: JSON.stringify({ ticketId, eventId: EVENT_ID, sig }), sealed: await sealDoorEntry(sig, entry) });
  }
  return tickets;
}

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

window.runBench = async ({ count, repeats }) => {
  const [sealMs, tickets] = await timed(() => makeTickets(count));
  const list = { eventId: EVENT_ID, eventTitle: 'Bench night', generatedAt: new Date().toISOString(), version: 1, delta: false, removed: [], entries: tickets.map((t) => t.sealed) };
  const store = await DoorStore.open('door-offline-bench-' + Date.now());
  const server = { doorList: async () => list, sync: async () => { throw new Error('offline'); } };
  const options = { eventId: EVENT_ID, deviceId: 'bench-door', store, server };
  const [downloadMs] = await timed(() => new DoorEngine(options).refreshList());
  const engine = new DoorEngine(options);
  const [reopenMs] = await timed(() => engine.load());

  const index = indexDoorList(list.entries);
  const verdictOnly = [];
  for (const ticket of tickets) {
    const [ms, verdict] = await timed(() => checkTicketOffline(index, { qrData: ticket.qr, eventId: EVENT_ID, admittedHere: new Set() }));
    if (verdict.verdict !== 'admitted') throw new Error('verdict only: ' + verdict.verdict);
    verdictOnly.push(ms);
  }
  const admitted = [];
  for (const ticket of tickets) {
    const [ms, verdict] = await timed(() => engine.scan(ticket.qr));
    if (verdict.verdict !== 'admitted') throw new Error('scan: ' + verdict.verdict);
    admitted.push(ms);
  }
  const refused = [];
  for (const ticket of tickets.slice(0, repeats)) {
    const [ms, verdict] = await timed(() => engine.scan(ticket.qr));
    if (verdict.verdict !== 'refused') throw new Error('repeat admitted');
    refused.push(ms);
  }
  const pending = engine.getSnapshot().pending;
  store.close();
  return { sealMs, downloadMs, reopenMs, verdictOnly, admitted, refused, pending, userAgent: navigator.userAgent };
};
document.body.dataset.ready = 'true';
`;

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

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
  return { median: at(0.5), p95: at(0.95), mean, max: sorted[sorted.length - 1] };
}

const ms = (value) => `${value.toFixed(2)} ms`.padStart(11);

async function main() {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'main.js'), PAGE_SOURCE);
  writeFileSync(
    path.join(workDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Door offline bench</title></head>' +
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
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
    const result = await page.evaluate(({ count, repeats }) => window.runBench({ count, repeats }), {
      count: TICKETS,
      repeats: REPEATS,
    });
    const chrome = result.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
    console.log(`Offline door: a ${TICKETS.toLocaleString('en-IN')}-ticket list in headless ${chrome}`);
    console.log(`  seal the list (as the API does):         ${result.sealMs.toFixed(0)} ms`);
    console.log(`  store it in IndexedDB (Download):         ${result.downloadMs.toFixed(1)} ms`);
    console.log(`  open it again (a reloaded page):          ${result.reopenMs.toFixed(1)} ms`);
    console.log('                                        median         p95        mean         max');
    const rows = [
      [`scan -> verdict, admitted (${TICKETS})`, summary(result.admitted)],
      [`scan -> verdict, repeat refused (${REPEATS})`, summary(result.refused)],
      [`verdict only, nothing stored (${TICKETS})`, summary(result.verdictOnly)],
    ];
    for (const [label, figures] of rows) {
      console.log(
        `  ${label.padEnd(36)}${ms(figures.median)} ${ms(figures.p95)} ${ms(figures.mean)} ${ms(figures.max)}`,
      );
    }
    const admitted = summary(result.admitted);
    const verdictOnly = summary(result.verdictOnly);
    console.log(
      `  queueing in IndexedDB costs ${(admitted.median / verdictOnly.median).toFixed(1)}x the verdict alone (medians); ${result.pending} scans queued`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
