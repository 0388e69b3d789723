#!/usr/bin/env node
// `npm test`: typecheck, lint, every vitest suite (domain, API, web) and the browser tests, then one
// closing line "N passed, N failed[, N skipped]". Suites that cannot run here are named, with the fix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, '.test-output');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

const requireE2E = process.env.REQUIRE_E2E === '1';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const notes = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

// 1. Types and lint.
for (const [label, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
]) {
  if (run(label, 'npm', args) !== 0) {
    totals.failed += 1;
    problems.push(`${label} failed`);
  } else {
    totals.passed += 1;
  }
}

// 2. Unit and API suites.
if (!process.env.TEST_DATABASE_URL) {
  const message =
    'API tests ran on the embedded PGlite database. Set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them, and the concurrency tests, on PostgreSQL.';
  if (requirePostgres) problems.push(`REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set`);
  notes.push(message);
}
const vitestJson = path.join(outputDir, 'vitest.json');
const vitestStatus = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) {
    totals.failed += 1;
    problems.push('vitest exited with an error outside the tests (see above)');
  }
} else {
  totals.failed += 1;
  problems.push('vitest did not produce a report');
}

// 3. The multi-process test (apps/api/test/scale-out): two API processes behind nginx on PostgreSQL and Redis.
function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
const nginx = findNginx();
const scaleOutMissing = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (it needs PostgreSQL)'
  : !nginx
    ? 'nginx is not installed (`apt-get install -y nginx`, or set NGINX_PATH)'
    : null;
if (scaleOutMissing) {
  const message = `The multi-process test (two API processes behind nginx) was NOT run: ${scaleOutMissing}.`;
  if (requirePostgres || process.env.CI === 'true') problems.push(`REQUIRE_POSTGRES=1/CI: ${message}`);
  notes.push(message);
  totals.skipped += 1;
} else {
  const scaleOutJson = path.join(outputDir, 'scale-out.json');
  const status = run(
    'multi-process test',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'apps/api/test/scale-out/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${scaleOutJson}`,
    ],
    { NGINX_PATH: nginx },
  );
  const report = readJson(scaleOutJson);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (status !== 0 && report.numFailedTests === 0) {
      totals.failed += 1;
      problems.push('the multi-process test exited with an error outside the test (see above)');
    }
  } else {
    totals.failed += 1;
    problems.push('the multi-process test did not produce a report');
  }
}

// 4. Browser tests.
const chromium = findChromium();
if (!chromium) {
  const message =
    'Browser tests were NOT run: no Chromium found. Install it with `apt-get install -y chromium` (or set CHROME_PATH).';
  if (requireE2E) problems.push(`REQUIRE_E2E=1: ${message}`);
  notes.push(message);
} else {
  const playwrightJson = path.join(outputDir, 'playwright.json');
  const status = run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    if (status !== 0 && report.stats.unexpected === 0) {
      totals.failed += 1;
      problems.push('playwright exited with an error outside the tests (see above)');
    }
  } else {
    totals.failed += 1;
    problems.push('playwright did not produce a report');
  }
}

console.log('');
for (const note of notes) console.log(`note: ${note}`);
for (const problem of problems) console.log(`problem: ${problem}`);
const failed = totals.failed + (problems.length > 0 && totals.failed === 0 ? 1 : 0);
console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
