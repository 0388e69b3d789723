import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);
const root = path.resolve(import.meta.dirname, '..');

/**
 * The specs run in two streams at once, each against its own server and database (ports PORT and PORT + 1), one test
 * at a time per server: a spec's demo data is never changed under it by another. The second stream's specs are listed
 * here, balanced by their measured run times (decision 0043); every other spec runs in the first.
 */
const SECOND_STREAM = [
  'after-booking.spec.ts',
  'check-in.spec.ts',
  'emails.spec.ts',
  'invoices.spec.ts',
  'partial-cancellation.spec.ts',
  'polish.spec.ts',
  'promo-checkout.spec.ts',
  'razorpay.spec.ts',
  'sale-setup.spec.ts',
  'toast-stacking.spec.ts',
  'upi.spec.ts',
  'waitlist.spec.ts',
];
const streams = [
  { port: PORT, testMatch: '**/*.spec.ts', testIgnore: SECOND_STREAM.map((file) => `**/${file}`) },
  { port: PORT + 1, testMatch: SECOND_STREAM.map((file) => `**/${file}`), testIgnore: [] },
];
// Per port, so two runs on one machine never share a database folder.
const dataDirOf = (port: number) => path.join(root, '.test-output', `e2e-data-${port}`);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served by the same `scripts/start.mjs` as `npm start`, on a fresh seeded database.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // One per stream; each stream's projects take one worker each (see `projects`).
  workers: streams.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(root, '.test-output', `playwright-${PORT}`),
  reporter: [['list'], ['json']],
  use: {
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
  // Per stream: the desktop project, then (once it is done: `dependencies`) the phone project, on the stream's server.
  projects: streams.flatMap(({ port, testMatch, testIgnore }, index) => {
    const baseURL = `http://127.0.0.1:${port}`;
    const suffix = index === 0 ? '' : `-${index + 1}`;
    return [
      {
        name: `desktop${suffix}`,
        testMatch,
        testIgnore,
        workers: 1,
        use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL },
      },
      {
        name: `phone${suffix}`,
        testMatch,
        testIgnore,
        workers: 1,
        grep: /@phone/,
        dependencies: [`desktop${suffix}`],
        use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium', baseURL },
      },
    ];
  }),
  // Started one after the other: the first builds the app (scripts/start.mjs), the second finds the build fresh.
  webServer: streams.map(({ port }) => ({
    command: `rm -rf "${dataDirOf(port)}" && node scripts/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDirOf(port),
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
  })),
});
