#!/usr/bin/env node
/**
 * First-route JavaScript: what a browser must download before the app can render its first screen.
 *
 * Reads apps/web/dist/index.html, takes the entry script and its modulepreload links (plus anything they import
 * statically), gzips each file (level 9) and prints the sizes and the total in KiB. It then adds, for information,
 * the chunks of the public screens (home, event list, event detail) that React.lazy requests right after start.
 *
 *   node bench/first-route-js.mjs            # after `npm run build -w @ticketmela/web` (which runs it too)
 *   node bench/first-route-js.mjs --max=100  # exit 1 when the first-route total is above 100 KiB
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist'));
const indexFile = path.join(distDir, 'index.html');
const maxArg = process.argv.find((arg) => arg.startsWith('--max='));
const maxKiB = maxArg ? Number(maxArg.slice('--max='.length)) : null;

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(2)} KiB`;

function readAsset(url) {
  const file = path.join(distDir, url.replace(/^\//, ''));
  return readFileSync(file);
}

/** Relative static imports of a built ES module ("./react-abc.js"), as site paths. */
function staticImportsOf(url) {
  const code = readAsset(url).toString('utf8');
  const found = new Set();
  const pattern =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    found.add(path.posix.join(path.posix.dirname(url), match[1]));
  }
  return [...found];
}

function closure(urls, seen = new Set()) {
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImportsOf(url));
  }
  return seen;
}

function gzipSizes(urls) {
  return [...urls].map((url) => {
    const raw = readAsset(url);
    return { url, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
}

function main() {
  if (!existsSync(indexFile)) {
    console.error(`No build at ${indexFile}. Run: npm run build -w @ticketmela/web`);
    process.exit(1);
  }
  const html = readFileSync(indexFile, 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  if (entries.length === 0) {
    console.error('index.html has no module entry script');
    process.exit(1);
  }

  const first = closure([...entries, ...preloads]);
  const rows = gzipSizes(first).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const rawTotal = rows.reduce((sum, row) => sum + row.raw, 0);

  console.log('\nFirst-route JavaScript (entry script + modulepreload, gzip -9):');
  for (const row of rows) {
    console.log(
      `  ${row.url.padEnd(44)} ${fmt(row.raw).padStart(12)} raw  ${fmt(row.gzip).padStart(11)} gzip`,
    );
  }
  console.log(`  ${'TOTAL'.padEnd(44)} ${fmt(rawTotal).padStart(12)} raw  ${fmt(total).padStart(11)} gzip`);

  // The lazily loaded screens the public pages need on top of the shell.
  const assets = readdirSync(path.join(distDir, 'assets'));
  const screens = ['home', 'events', 'event-detail'];
  for (const screen of screens) {
    const chunk = assets.find((name) => new RegExp(`^${screen}-[\\w-]{6,}\\.js$`).test(name));
    if (!chunk) continue;
    const extra = [...closure([`/assets/${chunk}`])].filter((url) => !first.has(url));
    const extraGzip = gzipSizes(extra).reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `  + ${screen} screen chunks: ${fmt(extraGzip)} gzip (first route with it: ${fmt(total + extraGzip)})`,
    );
  }

  if (maxKiB !== null) {
    const ok = kib(total) <= maxKiB;
    console.log(`Budget ${maxKiB} KiB: ${ok ? 'met' : 'NOT met'} (${kib(total).toFixed(2)} KiB)`);
    if (!ok) process.exitCode = 1;
  }
}

main();
