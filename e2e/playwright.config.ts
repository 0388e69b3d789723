import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);
const root = path.resolve(import.meta.dirname, '..');
// Per port, so two runs on one machine never share a database folder.
const dataDir = path.join(root, '.test-output', `e2e-data-${PORT}`);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served by the same `scripts/start.mjs` as `npm start`, on a fresh seeded database.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, '.test-output', `playwright-${PORT}`),
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_POINTS: '500',
      // Specs send contact messages from one IP; the per-IP limit (10 per 10 minutes) is tested by the API tests.
      CONTACT_RATE_LIMIT_POINTS: '500',
      // The demo attendees buy in spec after spec; the hold limits are tested by the API tests.
      HOLDS_PER_ACCOUNT_PER_HOUR: '500',
      // The refund worker (and the hold sweeper) runs every 2 s instead of 30 s, so refunds of a cancelled event
      // are sent within the test's patience.
      HOLD_SWEEP_INTERVAL_SECONDS: '2',
      // The waitlist's pass offers seats that came back within a second (5 s by default).
      WAITLIST_PASS_SECONDS: '1',
    },
  },
});
