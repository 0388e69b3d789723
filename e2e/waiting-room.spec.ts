import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { projectContextOptions } from './fake-camera';
import {
  chooseCardPayment,
  createEventAsOrganizer,
  expectNoAxeViolations,
  inr,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

// The waiting room (decision 0049): the e2e server runs the rooms' pass every second (WAITING_ROOM_PASS_SECONDS's
// default, with HOLD_SWEEP_INTERVAL_SECONDS > 0 in playwright.config.ts), so the draw and each admission come within
// a second or two of their moment. Every wait below is for something the page shows.

const PRICE = 400;
/** Long enough for the first buyer to open the event and join before the sale opens, on a busy machine. */
const ON_SALE_IN_MS = 25_000;

async function turnRoomOn(
  request: APIRequestContext,
  organizerToken: string,
  eventId: string,
  onSaleAt: Date,
) {
  const response = await request.put(`/api/events/${eventId}/queue/settings`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { enabled: true, onSaleAt: onSaleAt.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A second person in a browser of their own (the project's width), signed in. */
async function secondBrowser(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext(projectContextOptions());
  const page = await context.newPage();
  const person = newPerson('queue-late');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  return { context, page };
}

async function payByCard(page: Page) {
  await chooseCardPayment(page).catch(() => undefined);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(PRICE)}` }).click();
}

test('join before the on-sale, the countdown turns into a number, admitted, buy; a later joiner is told sold out @phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Arena Night ${Date.now()}`, {
    price: PRICE,
    totalSeats: 1,
  });
  const onSaleAt = new Date(Date.now() + ON_SALE_IN_MS);
  await turnRoomOn(request, organizerToken, eventId, onSaleAt);

  // The first buyer, before the on-sale: a countdown and "Join the queue" instead of the tickets.
  const first = newPerson('queue-first');
  await registerViaApi(request, first);
  await signInAs(page, request, first.email, first.password);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('On sale soon')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time until tickets go on sale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await shoot(page, 'waiting-room-before-on-sale');
  await page.getByRole('button', { name: 'Join the queue' }).click();
  await expect(page.getByText("You're in the queue").first()).toBeVisible();
  await page.getByRole('link', { name: 'See your place in the queue' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/queue$`));
  await expect(page.getByRole('timer', { name: 'Time until tickets go on sale' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The on-sale moment: the draw gives the only joiner number 1. The e2e server's reveal window (10 s for a line of
  // one, playwright.config.ts) passes before anyone is let through: the page counts down to admission and learns the
  // number inside it.
  await expect(page.getByRole('timer', { name: 'Time until admission starts' })).toBeVisible({
    timeout: ON_SALE_IN_MS + 30_000,
  });
  await expect(page.getByText('Everyone in line learns their number first.', { exact: false })).toBeVisible();
  // Asked at a random moment of the window, answered before it ends.
  await expect(page.getByText('Your number')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1', { exact: true })).toBeVisible();
  await shoot(page, 'waiting-room-reveal');
  await expectNoAxeViolations(page);
  // Then the room lets them through.
  await expect(page.getByRole('heading', { name: "It's your turn" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('timer', { name: 'Time left on your pass' })).toBeVisible();
  await shoot(page, 'waiting-room-admitted');
  await expectNoAxeViolations(page);

  // A second person arrives after the on-sale: the back of the line, number 2, not let through (the one seat is
  // covered by the first buyer's pass).
  const late = await secondBrowser(browser, request);
  await late.page.goto(`/events/${eventId}`);
  await late.page.getByRole('button', { name: 'Join the queue' }).click();
  await late.page.getByRole('link', { name: 'See your place in the queue' }).click();
  await expect(late.page.getByText('Your number')).toBeVisible();
  await expect(late.page.getByText('2', { exact: true })).toBeVisible();
  await expect(late.page.getByText('People ahead of you')).toBeVisible();
  await shoot(late.page, 'waiting-room-waiting');

  // The first buyer buys with their pass.
  await page
    .getByRole('link', { name: 'Buy tickets' })
    .or(page.getByRole('button', { name: 'Buy tickets' }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await payByCard(page);
  await expect(page.getByText('Booking successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();

  // The seat is gone: the second browser's queue page says so without being touched.
  await expect(late.page.getByText('Sold out').first()).toBeVisible({ timeout: 30_000 });
  await shoot(late.page, 'waiting-room-sold-out');
  await expectNoAxeViolations(late.page);
  await late.context.close();
});

test('without a pass the checkout is refused while the room is on', async ({ request }) => {
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Queue Only ${Date.now()}`, {
    price: PRICE,
    totalSeats: 5,
  });
  await turnRoomOn(request, organizerToken, eventId, new Date(Date.now() + 60 * 60_000));
  const buyer = newPerson('queue-skipper');
  await registerViaApi(request, buyer);
  const login = await request.post('/api/auth/login', {
    data: { identifier: buyer.email, password: buyer.password },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/payments/create-payment-intent', {
    headers: { Authorization: `Bearer ${token}` },
    data: { eventId, noOfSeats: 1, amount: PRICE },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { code: string }).code).toBe('QUEUE_PASS_REQUIRED');
});

test('the organizer turns the room on with an on-sale time and sees it saved', async ({ page, request }) => {
  const { eventId } = await createEventAsOrganizer(request, `Stadium Tour ${Date.now()}`, {
    totalSeats: 100,
  });
  await signInAs(page, request, 'priya@ticketmela.in', 'Password@123');
  await page.goto(`/events/${eventId}/waiting-room`);
  // As a person does: the switch's words (the input itself is drawn as the track beside them).
  await page.getByText('Waiting room on', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Waiting room on' })).toBeChecked();
  const tomorrow = new Date(Date.now() + 86_400_000);
  // The field is India time: tomorrow at 10:00 IST.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(tomorrow);
  await page.getByLabel('On-sale date and time').fill(`${day}T10:00`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  const { token } = (await (
    await request.post('/api/auth/login', {
      data: { identifier: 'priya@ticketmela.in', password: 'Password@123' },
    })
  ).json()) as { token: string };
  await expect
    .poll(async () => {
      const managed = await request.get(`/api/events/${eventId}/queue/manage`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await managed.json()) as { enabled: boolean; onSaleAt: string | null }).onSaleAt;
    })
    .toBe(new Date(`${day}T10:00:00+05:30`).toISOString());
  await shoot(page, 'waiting-room-organizer');
  await expectNoAxeViolations(page);
});
