import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  nameOtherTickets,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

// The e2e server runs the built-in test provider: its UPI answers at once for success@ and failure@testupi, and
// any other UPI id waits for the page standing for the buyer's UPI app (/pay/test-upi/{requestId}).

const PRICE = 450;

/** A fresh paid event with 50 seats, and a fresh buyer signed in on `page`. */
async function eventAndBuyer(page: Page, request: APIRequestContext, label: string) {
  const title = `UPI ${label} ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { price: PRICE, totalSeats: 50 });
  const person = newPerson(`upi-${label}`);
  await registerViaApi(request, person);
  const session = await signInAs(page, request, person.email, person.password);
  return { eventId, title, person, token: session.token };
}

async function remainingSeats(request: APIRequestContext, eventId: string): Promise<number> {
  const response = await request.get(`/api/events/${eventId}/seats`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { remainingSeats: number }).remainingSeats;
}

/** 'Book Now' on the event page, then UPI (the first choice on a phone, the second on a computer). */
async function openUpi(page: Page, eventId: string, seats = 1) {
  await page.goto(`/events/${eventId}`);
  await page.getByLabel('Number of seats').selectOption(String(seats));
  await nameOtherTickets(page, seats);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  const upi = page.getByRole('radio', { name: 'UPI', exact: true });
  await expect(upi).toBeAttached();
  await upi.check();
  await expect(page.getByRole('textbox', { name: 'UPI ID' })).toBeVisible();
}

async function payWithUpiId(page: Page, upiId: string, amount: number) {
  await page.getByRole('textbox', { name: 'UPI ID' }).fill(upiId);
  await page.getByRole('button', { name: `Pay ${inr(amount)}` }).click();
}

/** The booking panel alone (the payment step), for a person to look at: `<name>-<width>.png`. */
async function shootPanel(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page
    .getByRole('complementary', { name: 'Booking' })
    .screenshot({ path: `${folder}/${name}-panel-${width}.png` });
}

/** The page standing for the buyer's UPI app, opened in a browser of its own (no TicketMela session). */
async function openUpiApp(browser: Browser, approvalPath: string) {
  const context = await browser.newContext();
  const app = await context.newPage();
  await app.goto(approvalPath);
  await expect(app.getByRole('heading', { name: 'Test UPI app' })).toBeVisible();
  return { app, close: () => context.close() };
}

test('pay by UPI ID, close the page, approve in the UPI app: the ticket is on the dashboard and mailed @phone', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { eventId, title, person } = await eventAndBuyer(page, request, 'collect');
  await openUpi(page, eventId);
  await payWithUpiId(page, 'asha@okaxis', PRICE);

  await expect(page.getByRole('heading', { name: 'Approve the payment in your UPI app' })).toBeVisible();
  await expect(page.getByText('asha@okaxis')).toBeVisible();
  await expect(page.getByText(/Your seats are held for/)).toBeVisible();
  const appLink = page.getByRole('link', { name: /Open the test UPI app/ });
  await expect(appLink).toHaveAttribute('target', '_blank');
  const approvalPath = (await appLink.getAttribute('href'))!;
  expect(approvalPath).toMatch(/^\/pay\/test-upi\/.+/);
  await expectNoAxeViolations(page);
  // The buyer walks away before approving: the server books the approval on its own.
  await page.close();

  const { app, close } = await openUpiApp(browser, approvalPath);
  await expect(app.getByText(inr(PRICE))).toBeVisible();
  await expect(app.getByText(title)).toBeVisible();
  await expect(app.getByText('asha@okaxis')).toBeVisible();
  await expectNoAxeViolations(app);
  await app.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByText('Payment approved')).toBeVisible();
  await close();

  const dashboard = await page.context().newPage();
  await dashboard.goto('/dashboard');
  const card = dashboard.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Paid by UPI, asha@okaxis')).toBeVisible();
  // Back on the event: registered, and nothing left of the unfinished payment.
  await dashboard.goto(`/events/${eventId}`);
  await expect(dashboard.getByRole('heading', { name: "You're Registered!" })).toBeVisible();

  const admin = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/emails', {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      const { emails } = (await response.json()) as { emails: { recipient: string; subject: string }[] };
      return emails.some((mail) => mail.recipient === person.email && mail.subject.includes(title));
    })
    .toBe(true);
});

test('a buyer who comes back to a UPI payment still waiting sees it waiting, then booked @phone', async ({
  browser,
  page,
  request,
}) => {
  const { eventId } = await eventAndBuyer(page, request, 'return');
  await openUpi(page, eventId);
  await payWithUpiId(page, 'rohan@okicici', PRICE);
  const appLink = page.getByRole('link', { name: /Open the test UPI app/ });
  await expect(appLink).toBeVisible();
  const approvalPath = (await appLink.getAttribute('href'))!;

  // Away and back: this browser remembers the payment and asks the server about it.
  await page.goto('/events');
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Approve the payment in your UPI app' })).toBeVisible();
  await expect(page.getByText('rohan@okicici')).toBeVisible();

  const { app, close } = await openUpiApp(browser, approvalPath);
  await app.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByText('Payment approved')).toBeVisible();
  await close();

  await expect(page.getByText('Your UPI payment went through: your booking is confirmed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
  await expect(page.getByText('Paid by UPI, rohan@okicici')).toBeVisible();
});

test('a declined UPI payment releases the seats @phone', async ({ page, request }) => {
  const { eventId, token } = await eventAndBuyer(page, request, 'declined');
  const before = await remainingSeats(request, eventId);
  await openUpi(page, eventId, 2);
  expect(await remainingSeats(request, eventId)).toBe(before - 2);

  await payWithUpiId(page, 'failure@testupi', 2 * PRICE);
  await expect(page.getByText('The UPI payment was declined. Your seats have been released.')).toBeVisible();
  expect(await remainingSeats(request, eventId)).toBe(before);

  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  const bookings = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(await bookings.json()).toEqual([]);
});

test("'Cancel payment' gives the seats back @phone", async ({ page, request }) => {
  const { eventId } = await eventAndBuyer(page, request, 'cancel');
  const before = await remainingSeats(request, eventId);
  await openUpi(page, eventId);
  await payWithUpiId(page, 'waits@okaxis', PRICE);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  expect(await remainingSeats(request, eventId)).toBe(before);
});

test('scan the QR and approve it from the UPI app page @phone', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const { eventId, title } = await eventAndBuyer(page, request, 'qr');
  await openUpi(page, eventId);
  await page.getByRole('radio', { name: 'Scan QR' }).check();
  await page.getByRole('button', { name: 'Show QR code' }).click();

  const qr = page.getByRole('link', { name: /UPI payment QR code/ });
  await expect(qr).toBeVisible();
  await expect(qr.getByRole('img')).toHaveJSProperty('complete', true);
  const openApp = page.getByRole('link', { name: 'Open UPI app' });
  if (testInfo.project.name.startsWith('phone'))
    await expect(openApp).toHaveAttribute('href', /^upi:\/\/pay\?/);
  else await expect(openApp).toHaveCount(0);

  const { app, close } = await openUpiApp(browser, (await qr.getAttribute('href'))!);
  await expect(app.getByLabel('Pay from (your UPI ID)')).toHaveValue('you@testupi');
  await app.getByRole('button', { name: 'Approve' }).click();
  await expect(app.getByText('Payment approved')).toBeVisible();
  await close();

  // The buyer's page was polling all along.
  await expect(page.getByText('Booking successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
  await page.goto('/dashboard');
  await expect(
    page.getByRole('article', { name: title }).getByText('Paid by UPI, you@testupi'),
  ).toBeVisible();
});

test('the UPI screens, for a person to look at (390 and 1280 px)', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.skip(!process.env.E2E_SCREENSHOTS || !testInfo.project.name.startsWith('desktop'), 'screenshots only');
  test.slow();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { eventId } = await eventAndBuyer(page, request, `shots-${width}`);
    await openUpi(page, eventId);
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await shoot(page, 'upi-method-choice');
    await shootPanel(page, 'upi-method-choice');
    await page.getByRole('radio', { name: 'UPI', exact: true }).check();
    await page.getByRole('textbox', { name: 'UPI ID' }).fill('asha');
    await page.getByRole('textbox', { name: 'UPI ID' }).blur();
    await expect(page.getByText('Enter a UPI ID like name@bank')).toBeVisible();
    await shoot(page, 'upi-id-form');
    await shootPanel(page, 'upi-id-form');
    await payWithUpiId(page, 'asha@okaxis', PRICE);
    await expect(page.getByRole('heading', { name: 'Approve the payment in your UPI app' })).toBeVisible();
    await shoot(page, 'upi-waiting');
    await shootPanel(page, 'upi-waiting');
    const approvalPath = (await page
      .getByRole('link', { name: /Open the test UPI app/ })
      .getAttribute('href'))!;
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();

    await openUpi(page, eventId);
    await page.getByRole('radio', { name: 'Scan QR' }).check();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('link', { name: /UPI payment QR code/ }).getByRole('img')).toHaveJSProperty(
      'complete',
      true,
    );
    await shoot(page, 'upi-qr');
    await shootPanel(page, 'upi-qr');
    const qrPath = (await page.getByRole('link', { name: /UPI payment QR code/ }).getAttribute('href'))!;

    const app = await browser.newPage({ viewport: { width, height: 900 } });
    await app.goto(approvalPath);
    await expect(app.getByText('Payment request has expired', { exact: false })).toBeVisible();
    await app.goto(qrPath);
    await expect(app.getByRole('button', { name: 'Approve' })).toBeVisible();
    await shoot(app, 'upi-app');
    await app.getByRole('button', { name: 'Approve' }).click();
    await expect(app.getByText('Payment approved')).toBeVisible();
    await shoot(app, 'upi-app-approved');
    await app.close();
    await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
    await shootPanel(page, 'upi-booked');
  }
});
