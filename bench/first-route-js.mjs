#!/usr/bin/env node
/**
 * First-route JavaScript: what a browser must download before the app can render its first screen.
 *
 * Reads apps/web/dist/index.html, takes the entry script and its modulepreload links (plus anything they import
 * statically), gzips each file (level 9) and prints the sizes and the total in KiB. It then adds, for information,
 * the chunks of the public screens (home, event list, event detail) that React.lazy requests right after start.
 * The language's shell catalog is loaded before the first render too (decision 0044): the total is given for each
 * language, and the budget applies to the larger. Each screen's own catalog comes with its chunks; the domain's
 * texts in Hindi come after the first render, and are shown apart.
 *
 *   node bench/first-route-js.mjs            # after `npm run build -w @ticketmela/web` (which runs it too)
 *   node bench/first-route-js.mjs --max=100  # exit 1 when the first-route total is above 100 KiB
 */
import { existsSync, readFileSync } from 'node:fs';
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
  console.log(`  ${'SHELL'.padEnd(44)} ${fmt(rawTotal).padStart(12)} raw  ${fmt(total).padStart(11)} gzip`);

  // Each language's catalog of what every page draws first.
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const locales = ['en', 'hi'];
  const extraGzip = (keys, loaded) => {
    const files = keys.filter((key) => manifest[key]).map((key) => `/${manifest[key].file}`);
    const extra = [...closure(files)].filter((url) => !loaded.has(url));
    return gzipSizes(extra).reduce((sum, row) => sum + row.gzip, 0);
  };
  const domainKeys = Object.keys(manifest).filter((key) =>
    /domain\/src\/locales\/hi(\.\w+)?\.json$/.test(key),
  );
  const firstRoute = {};
  let largest = total;
  for (const locale of locales) {
    const catalog = extraGzip([`src/locales/${locale}/shell.po`], first);
    firstRoute[locale] = total + catalog;
    largest = Math.max(largest, total + catalog);
    console.log(
      `  ${`TOTAL in ${locale} (catalog ${fmt(catalog)})`.padEnd(44)} ${''.padStart(12)}      ${fmt(total + catalog).padStart(11)} gzip`,
    );
  }

  // The domain's texts in Hindi (validation messages, display templates): asked for once the first render has
  // started (main.tsx), not before.
  console.log(`  (Hindi domain texts, after the first render: ${fmt(extraGzip(domainKeys, first))} gzip)`);

  // The lazily loaded screens the public pages need on top of the shell, each with its own catalog.
  const screens = {
    home: 'src/app/routes/public/home.tsx',
    events: 'src/app/routes/public/events.tsx',
    'event-detail': 'src/app/routes/public/event-detail.tsx',
  };
  for (const [screen, source] of Object.entries(screens)) {
    if (!manifest[source]) continue;
    const chunks = extraGzip([source], first);
    const catalogs = locales.map((locale) => [
      locale,
      extraGzip([`src/locales/${locale}/${screen}.po`], first),
    ]);
    console.log(
      `  + ${screen} screen chunks: ${fmt(chunks)} gzip, its catalog ${catalogs.map(([locale, size]) => `${locale} ${fmt(size)}`).join(' / ')}` +
        ` (first route with them: ${catalogs.map(([locale, size]) => `${locale} ${fmt(firstRoute[locale] + chunks + size)}`).join(' / ')})`,
    );
  }

  if (maxKiB !== null) {
    const ok = kib(largest) <= maxKiB;
    console.log(`Budget ${maxKiB} KiB: ${ok ? 'met' : 'NOT met'} (${kib(largest).toFixed(2)} KiB)`);
    if (!ok) process.exitCode = 1;
  }
}

main();
