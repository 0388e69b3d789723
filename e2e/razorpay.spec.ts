import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type FakeRazorpay, razorpayEnv, startFakeRazorpay } from '../apps/api/test/fake-razorpay';
import { fetchEvents } from './api-shortcuts';
import { consoleErrors, inr, nameOtherTickets, newPerson, registerViaApi, signInAs } from './support';

/**
 * A purchase through Razorpay Checkout: this spec runs its own server (the production build, `scripts/start.mjs`)
 * with PAYMENT_PROVIDER=razorpay pointed at the local Razorpay stand-in, whose checkout.js plays Razorpay's window.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8123) + 7;
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = path.join(root, '.test-output', `e2e-razorpay-data-${PORT}`);

let fake: FakeRazorpay;
let server: ChildProcess | null = null;

/** Asks /api/health until the server answers, or gives up after `attempts` tries (the process exiting fails at once). */
async function waitForHealth(attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (server?.exitCode !== null) throw new Error(`The Razorpay server exited with ${server?.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The Razorpay server did not answer /api/health');
}

test.describe('Razorpay Checkout', () => {
  test.use({ baseURL });
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    fake = await startFakeRazorpay();
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_POINTS: '500',
        HOLDS_PER_ACCOUNT_PER_HOUR: '500',
        ...razorpayEnv(fake),
        RAZORPAY_TIMEOUT_MS: '10000',
      },
    });
    await waitForHealth();
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fake?.close();
  });

  test('pay by UPI in Razorpay Checkout and see the ticket on the dashboard @phone', async ({
    page,
    request,
  }) => {
    const events = await fetchEvents(request, { upcoming: true });
    const event = events.find((candidate) => !candidate.hasTicketCategories && candidate.price > 0)!;
    const person = newPerson('razorpay');
    await registerViaApi(request, person);
    const { token } = await signInAs(page, request, person.email, person.password);
    // Checkout's script and its calls run under the pages' Content-Security-Policy: nothing may be refused.
    const errors = consoleErrors(page, baseURL);

    await page.goto(`/events/${event._id}`);
    await page.getByLabel('Number of seats').selectOption('2');
    await nameOtherTickets(page, 2);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Secure Payment')).toBeVisible();
    await page.getByRole('button', { name: `Pay ${inr(2 * event.price)}` }).click();

    // The stand-in's Checkout window: fail once (the page says so, nothing is booked), then pay by UPI.
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect(
      page.getByText('Payment was unsuccessful as the UPI request was declined.').first(),
    ).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(checkout).toHaveCount(0);

    await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
    const bookings = await request.get('/api/bookings/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const mine = (await bookings.json()) as { eventId: { _id: string }; totalQuantity: number }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ eventId: { _id: event._id }, totalQuantity: 2 });
    const [order] = [...fake.orders.values()].filter((candidate) => candidate.status === 'paid');
    expect(order?.amount).toBe(2 * event.price * 100);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: event.title }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
