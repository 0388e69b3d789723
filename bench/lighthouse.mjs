#!/usr/bin/env node
/**
 * Lighthouse (mobile, Lighthouse's default form factor and simulated throttling) against the production build,
 * with Debian's Chromium, on the home page, the event list and one event's page. Prints the four category scores
 * (the median of the runs) and the main metrics per page.
 *
 *   npm run bench:lighthouse                 # 3 runs per page
 *   LH_RUNS=1 npm run bench:lighthouse       # quicker
 *   LH_PAGES=home,detail npm run bench:lighthouse   # some of the pages (home, list, detail)
 *   LH_LANGS=en,hi npm run bench:lighthouse  # each page in English, then in Hindi (the lang cookie; decision 0044)
 *   CHROME_PATH=/path/to/chrome LH_RUNS=5 npm run bench:lighthouse
 *
 * It starts `scripts/start.mjs` (which builds the web app when stale) on a free port with a fresh temporary
 * database (seeded with the demo data), waits for /api/health, then stops the server and removes the data.
 * The last JSON report of each page is kept in .test-output/lighthouse/. It prints the browser's version and the
 * machine's load average before and after: simulated throttling multiplies the CPU time the page really took, so a
 * busy machine lowers the scores; compare runs made under the same load.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const reportDir = path.join(root, '.test-output', 'lighthouse');
const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode})`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

function runLighthouse(url, outputPath, lang = 'en') {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outputPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--extra-headers=${JSON.stringify({ Cookie: `lang=${lang}` })}`,
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse exited with ${code} for ${url}\n${stderr.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(readFileSync(outputPath, 'utf8')));
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; such a run is repeated. */
async function runLighthouseWithRetry(url, outputPath, lang, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, outputPath, lang);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(failed: ${String(error.message).split('\n')[0]}; retrying) `);
    }
  }
}

function chromiumVersion() {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'version unknown';
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function stopServer(server) {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticketmela-lighthouse-'));
  mkdirSync(reportDir, { recursive: true });

  console.log(`Starting the production build on ${base} (data in ${dataDir})…`);
  const server = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stop().then(() => process.exit(130));
    });
  }

  try {
    await waitForHealth(base, server);
    const events = await (await fetch(`${base}/api/events?upcoming=true&limit=1`)).json();
    if (!Array.isArray(events) || events.length === 0) throw new Error('No upcoming event to open');
    const wanted = (process.env.LH_PAGES ?? 'home,list,detail').split(',').map((name) => name.trim());
    const langs = (process.env.LH_LANGS ?? 'en').split(',').map((lang) => lang.trim());
    const pages = langs.flatMap((lang) =>
      [
        ['home', `${base}/`],
        ['list', `${base}/events`],
        ['detail', `${base}/events/${events[0]._id}`],
      ]
        .filter(([name]) => wanted.includes(name))
        .map(([name, url]) => [langs.length > 1 ? `${name} (${lang})` : name, url, lang]),
    );

    // One warm-up load, so the first measured run does not pay for the server's cold start.
    await fetch(`${base}/`);
    const loadBefore = loadAverage();
    const rows = [];
    for (const [name, url, lang] of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stdout.write(`Lighthouse ${name} run ${run}/${RUNS}… `);
        const report = await runLighthouseWithRetry(
          url,
          path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`),
          lang,
        );
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [
            category,
            Math.round((report.categories[category]?.score ?? 0) * 100),
          ]),
        );
        const metrics = Object.fromEntries(
          METRICS.map(([id]) => [id, report.audits[id]?.numericValue ?? Number.NaN]),
        );
        runs.push({ scores, metrics });
        console.log(CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', '));
      }
      rows.push({
        name,
        url,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
        ),
        metrics: Object.fromEntries(METRICS.map(([id]) => [id, median(runs.map((run) => run.metrics[id]))])),
      });
    }

    console.log(
      `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, mobile, ${CHROME_PATH} (${chromiumVersion()})`,
    );
    console.log(`Load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`);
    const header = ['page', ...CATEGORIES, ...METRICS.map(([, label]) => label)];
    const table = rows.map((row) => [
      row.name,
      ...CATEGORIES.map((category) => String(row.scores[category])),
      ...METRICS.map(([id, label]) => {
        const value = row.metrics[id];
        if (label === 'CLS') return value.toFixed(3);
        if (label === 'TBT') return `${Math.round(value)} ms`;
        return `${(value / 1000).toFixed(2)} s`;
      }),
    ]);
    const widths = header.map((cell, column) =>
      Math.max(cell.length, ...table.map((line) => line[column].length)),
    );
    const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
    console.log(format(header));
    for (const line of table) console.log(format(line));
    for (const row of rows) console.log(`  ${row.name}: ${row.url.replace(base, '')}`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
