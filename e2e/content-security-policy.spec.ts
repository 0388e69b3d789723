import { expect, type Page, type Route, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import { bookTicket } from './check-in-support';
import { launchWithFakeCamera, projectContextOptions, qrCodeVideo } from './fake-camera';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  inr,
  newPerson,
  registerViaApi,
  signInAs,
  waitForTakeover,
} from './support';

/**
 * The pages work under their Content-Security-Policy (decision 0031): the main flows, walked at desktop width, report
 * no violation, whether the page says so (a `securitypolicyviolation` event) or Chromium's console does. Every page
 * must have come with the policy, so a page served without one fails too.
 *
 * The map's tiles and the geocoder are on the internet, which these machines cannot reach: their requests are
 * answered here (a tile image, an empty place search). The policy is checked before a request leaves the page, so a
 * tile or a lookup the policy refused would never reach these handlers; the test asks that they were reached.
 */

/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface PolicyWatch {
  /** Violations seen so far, each with the page it happened on. */
  violations: string[];
  /** The documents loaded, with the script-src they were served with. */
  documents: { url: string; scriptSrc: string | null }[];
  /** Requests to the tile server and the geocoder that the page made (so the policy let them go). */
  mapRequests: { tiles: number; geocoder: number };
}

async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], documents: [], mapRequests: { tiles: 0, geocoder: 0 } };
  await page.exposeFunction('__reportPolicyViolation', (text: string) => watch.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) {
      watch.violations.push(`console on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? null;
    watch.documents.push({ url: response.url(), scriptSrc });
  });
  const answer =
    (kind: 'tiles' | 'geocoder', body: () => Parameters<Route['fulfill']>[0]) => (route: Route) => {
      watch.mapRequests[kind] += 1;
      return route.fulfill(body());
    };
  await page.route(
    /tile\.openstreetmap\.org/,
    answer('tiles', () => ({ contentType: 'image/png', body: TINY_PNG })),
  );
  await page.route(
    /nominatim\.openstreetmap\.org/,
    answer('geocoder', () => ({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: '{"error":"Unable to geocode"}',
    })),
  );
  return watch;
}

/** No violation, and every document came with a policy whose scripts are this site's and hashed inline ones. */
function expectNoViolations(watch: PolicyWatch) {
  expect(watch.violations).toEqual([]);
  expect(watch.documents.length).toBeGreaterThan(0);
  for (const document of watch.documents) {
    expect(document.scriptSrc, document.url).toMatch(/^'self' 'wasm-unsafe-eval'/);
    expect(document.scriptSrc, document.url).not.toContain("'unsafe-inline'");
  }
}

test('a visitor: home, the event list, an event with its map, and the login page', async ({
  page,
  request,
}) => {
  const watch = await watchPolicy(page);
  const withMap = (await fetchEvents(request, { upcoming: true })).find((event) => event.venue.coordinates);
  expect(withMap, 'the demo seed has an event with a venue on the map').toBeTruthy();

  // Pages the server draws: the code started after the first paint and the early-press recorder run inline.
  await page.goto('/');
  await waitForTakeover(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/events');
  await waitForTakeover(page);
  await expect(page.getByRole('heading', { level: 1, name: /events/i })).toBeVisible();

  await page.goto(`/events/${withMap!._id}`);
  await waitForTakeover(page);
  await expect(page.getByRole('heading', { level: 1, name: withMap!.title })).toBeVisible();
  const map = page.getByTestId('venue-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => watch.mapRequests.tiles).toBeGreaterThan(0);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expectNoViolations(watch);
});

test('an attendee signs in, books with the test card, opens the ticket with its QR, and the profile', async ({
  page,
  request,
}) => {
  const watch = await watchPolicy(page);
  const event = (await fetchEvents(request, { upcoming: true })).find(
    (candidate) => candidate.hasTicketCategories && candidate.ticketCategories.length >= 1,
  )!;
  const category = event.ticketCategories[0]!;
  const person = newPerson('policy');
  await registerViaApi(request, person);

  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/(profile|dashboard|events)?$/);

  // A page the server draws, for a signed-in visitor: the inline fallback puts the app's own header back.
  await page.goto('/');
  await waitForTakeover(page);
  await expect(page.getByRole('button', { name: /logout/i }).first()).toBeAttached();

  await page.goto(`/events/${event._id}`);
  await page.getByLabel(`Quantity for ${category.name}`).selectOption('1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Secure Payment')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(category.price)}` }).click();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();

  await page.getByRole('link', { name: 'View My Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\//);
  await expect(page.getByRole('img', { name: /^QR code for ticket / })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  await page.goto('/profile');
  await expect(page.getByText('Total Bookings', { exact: true })).toBeVisible();
  expectNoViolations(watch);
});

test("an organizer: the dashboard, Create Event with its map and geocoder, and the door's camera scanner", async ({
  request,
}) => {
  const { eventId } = await createEventAsOrganizer(request, `Kathak Baithak ${Date.now()}`);
  const ticket = await bookTicket(request, eventId, 1);
  const browser = await launchWithFakeCamera(await qrCodeVideo(ticket.qrCode), true);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: ['camera'] });
    const page = await context.newPage();
    const watch = await watchPolicy(page);
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);

    await page.goto('/organizer');
    await expect(page.getByRole('link', { name: 'Create New Event' })).toBeVisible();
    await page.getByRole('link', { name: 'Create New Event' }).click();
    await expect(page.getByRole('heading', { name: 'Create Event', level: 1 })).toBeVisible();
    const map = page.getByRole('region', { name: /Venue map/ });
    await expect(map).toHaveClass(/leaflet-container/);
    await map.click({ position: { x: 160, y: 120 } });
    await expect(page.getByText('Pinned at')).toBeVisible();
    await expect.poll(() => watch.mapRequests.geocoder).toBeGreaterThan(0);
    await expect.poll(() => watch.mapRequests.tiles).toBeGreaterThan(0);

    // The door: its service worker registers, and the scanner decodes with the wasm decoder (no native one here).
    await page.goto(`/events/verify/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Tickets' })).toBeVisible();
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan Ticket QR Code' });
    await expect(scanner.getByText('Camera Ready')).toBeVisible();
    await scanner.getByRole('button', { name: 'Auto Scan' }).click();
    await expect(scanner.getByRole('heading', { name: 'Verification Successful' })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r))))
      .toBe(true);
    expectNoViolations(watch);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('an admin: the console', async ({ page, request }) => {
  const watch = await watchPolicy(page);
  await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  await page.getByRole('link', { name: 'Flagged Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged Events' })).toBeVisible();
  expectNoViolations(watch);
});
