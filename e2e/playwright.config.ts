import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);
const root = path.resolve(import.meta.dirname, '..');

/**
 * The specs run two at a time, each project (desktop, phone) of each half of the specs against its own server and
 * database (ports PORT to PORT + 3), one test at a time per server: no spec's demo data is changed under it by another.
 * The second half's specs are listed here, balanced by their measured run times (decision 0043); every other spec is
 * in the first.
 */
const SECOND_HALF = [
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
const halves = [
  { testMatch: '**/*.spec.ts', testIgnore: SECOND_HALF.map((file) => `**/${file}`) },
  { testMatch: SECOND_HALF.map((file) => `**/${file}`), testIgnore: [] },
];
const devicesOf = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  phone: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const },
};
const projectList = halves.flatMap((half, index) =>
  (['desktop', 'phone'] as const).map((kind, offset) => ({
    ...half,
    kind,
    name: index === 0 ? kind : `${kind}-${index + 1}`,
    port: PORT + index * 2 + offset,
  })),
);
// Per port, so two runs on one machine never share a database folder.
const dataDirOf = (port: number) => path.join(root, '.test-output', `e2e-data-${port}`);
/**
 * With TEST_DATABASE_URL (CI sets it), each server runs on its own fresh PostgreSQL database on that server instead
 * of the embedded one: the servers' share of the machine's two cores drops (decision 0043). Without it, the servers
 * run as `npm start` does, on PGlite.
 */
const postgresUrlOf = (port: number) => {
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/ticketmela_e2e_${port}`;
  return url.toString();
};
const freshDatabase = (port: number) => {
  const url = postgresUrlOf(port);
  return url ? `node e2e/fresh-database.mjs "${url}" && ` : '';
};

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production build,
 * served by the same `scripts/start.mjs` as `npm start`, on a fresh seeded database.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // Two tests at a time, never two on one server (each project takes one worker: see `projects`).
  workers: 2,
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
  projects: projectList.map(({ name, kind, port, testMatch, testIgnore }) => ({
    name,
    testMatch,
    testIgnore,
    workers: 1,
    ...(kind === 'phone' ? { grep: /@phone/ } : {}),
    use: { ...devicesOf[kind], baseURL: `http://127.0.0.1:${port}` },
  })),
  // Started one after the other: the first builds the app (scripts/start.mjs), the others find the build fresh.
  webServer: projectList.map(({ port }) => ({
    // The lock folder beside it too: a server of a run that just ended may have left it (proper-lockfile).
    command: `rm -rf "${dataDirOf(port)}" "${dataDirOf(port)}.lock" && ${freshDatabase(port)}node scripts/start.mjs`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDirOf(port),
      ...(postgresUrlOf(port) ? { DATABASE_URL: postgresUrlOf(port) } : {}),
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
      // A waiting room's reveal window is 10 s a place (1,000 places a second by default: none for small lines), so
      // the queue spec's line of one sees the time until admission starts and asks for its number inside it.
      WAITING_ROOM_REVEAL_PER_SECOND: '0.1',
    },
  })),
});
