import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  newPerson,
  openMenuIfCollapsed,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

/** A 1x1 PNG: small, valid, and re-encodable by the server's image pipeline. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A datetime-local value (India time) some days ahead, at 7:30 pm. */
function daysAhead(days: number): string {
  const indiaNow = new Date(Date.now() + days * 86_400_000 + 330 * 60_000);
  return `${indiaNow.toISOString().slice(0, 10)}T19:30`;
}

/**
 * The map's tiles and the geocoder live on the internet, which tests must not depend on: both are refused here,
 * so the form is exercised the way it works offline (click the map, type the venue name).
 */
async function refuseMapNetwork(page: Page) {
  await page.route(/tile\.openstreetmap\.org|nominatim\.openstreetmap\.org|maps\.googleapis\.com/, (route) =>
    route.abort('internetdisconnected'),
  );
}

function ticketRow(page: Page, index: number) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Ticket Category ${index}`, exact: true }) });
}

async function pinVenueOnMap(page: Page, name: string) {
  const map = page.getByRole('region', { name: /Venue map/ });
  await expect(map).toHaveClass(/leaflet-container/);
  await map.click({ position: { x: 160, y: 120 } });
  await expect(page.getByText('Pinned at')).toBeVisible();
  // The geocoder cannot be reached: the organizer types the name.
  await expect(page.getByText(/could not be looked up/)).toBeVisible();
  await page.getByLabel('Venue Name').fill(name);
}

async function fillEventBasics(page: Page, title: string, city: string) {
  await page.getByLabel('Event Title').fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('An evening of live music by the river, with food stalls.');
  await page.getByLabel('Event Date & Time').fill(daysAhead(30));
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Music' });
  await page.getByLabel('City', { exact: true }).fill(city);
}

test('an organizer creates an event with two ticket categories, edits its price and cancels it', async ({
  page,
  request,
}) => {
  test.slow(); // three forms and five pages: ~17 s on an idle machine, past a minute on a loaded one
  await refuseMapNetwork(page);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  const title = `Riverside Ghazal Evening ${Date.now()}`;

  await page.goto('/organizer');
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page).toHaveURL(/\/events\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Event', level: 1 })).toBeVisible();

  await fillEventBasics(page, title, 'Pune');
  await pinVenueOnMap(page, 'Shaniwar Wada Lawns');

  await page.getByRole('radio', { name: /Multiple Ticket Categories/ }).check();
  await expect(page.getByRole('button', { name: /Remove ticket category/ })).toHaveCount(0);
  await ticketRow(page, 1).getByLabel('Category Name').fill('Silver');
  await ticketRow(page, 1).getByLabel('Price (₹)').fill('499');
  await ticketRow(page, 1).getByLabel('Available Seats').fill('100');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await ticketRow(page, 2).getByLabel('Category Name').fill('Gold');
  await ticketRow(page, 2).getByLabel('Price (₹)').fill('1499');
  await ticketRow(page, 2).getByLabel('Available Seats').fill('40');
  await ticketRow(page, 2).getByLabel('Description').fill('Front rows');
  await expect(page.getByRole('button', { name: /Remove ticket category/ })).toHaveCount(2);

  await page
    .getByLabel('Event Image (optional)')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen event image' })).toBeVisible();

  await page.getByRole('radio', { name: /Custom Policy/ }).check();
  const sevenDays = page.getByLabel('7+ days before (%)');
  await sevenDays.fill('120');
  await expect(sevenDays).toHaveValue('100');
  await page.getByLabel('1-7 days before (%)').fill('40');
  await page.getByLabel('Less than 24 hours (%)').fill('10');
  await page.getByLabel('Policy Description').fill('Refunds go back to the card used.');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Event' }).click();
  const createdBody = (await (await created).json()) as {
    event: {
      _id: string;
      photo: string | null;
      customRefundPolicy: unknown;
      venue: { coordinates: unknown };
    };
  };
  const eventId = createdBody.event._id;
  expect(createdBody.event.photo).toMatch(/^\/uploads\//);
  expect(createdBody.event.customRefundPolicy).toMatchObject({
    sevenDaysOrMore: 100,
    oneToDays: 40,
    lessThanDay: 10,
  });
  expect(createdBody.event.venue.coordinates).toMatchObject({
    lat: expect.any(Number),
    lng: expect.any(Number),
  });
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organizer$/);

  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('₹499 onwards');
  await expect(card).toContainText('0 / 140 seats booked');

  // The public list (paged: search for it) shows it with the lowest category price.
  await page.goto(`/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('₹499 onwards');

  // Edit the price.
  await page.goto('/organizer');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/edit/${eventId}$`));
  await expect(page.getByLabel('Event Title')).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'The current event image' })).toBeVisible();
  await ticketRow(page, 1).getByLabel('Price (₹)').fill('599');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organizer$/);
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('₹599 onwards');

  // Details: statistics without bookings yet.
  await page.getByRole('button', { name: `Details of ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toContainText('Occupancy');
  await expect(details).toContainText('0%');
  await expect(details).toContainText('Gold');
  await expect(details).not.toContainText('Event Sold Out');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Cancel with a reason.
  await page.getByRole('button', { name: `Cancel ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Event' });
  await expect(confirm).toContainText('cannot be undone');
  await expect(confirm.getByRole('button', { name: 'Cancel Event' })).toBeDisabled();
  await confirm.getByLabel('Reason for cancellation').fill('The riverfront is flooded');
  await confirm.getByRole('button', { name: 'Cancel Event' }).click();
  await expect(page.getByText('Event cancelled successfully')).toBeVisible();
  const cancelledCard = page.getByRole('article').filter({ hasText: title });
  await expect(cancelledCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Cancel ${title}` })).toHaveCount(0);

  // The event page shows the cancellation and its reason.
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellation Notice' })).toBeVisible();
  await expect(page.getByText('The riverfront is flooded')).toBeVisible();

  // It leaves the public list.
  await page.goto(`/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByText(`No events found for "${title}"`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  // And cannot be edited any more.
  await page.goto(`/events/edit/${eventId}`);
  await expect(page.getByText('This event has been cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Event' })).toHaveCount(0);
});

test('the form shows the spec messages, and ticket categories stop at 5', async ({ page, request }) => {
  await refuseMapNetwork(page);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/events/create');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Please enter an event title')).toBeVisible();
  await expect(page.getByText('Please select a category')).toBeVisible();
  await expect(page.getByText('Please enter a city')).toBeVisible();
  await expect(page.getByText('Please select a venue using the map')).toBeVisible();
  await expect(page.getByText('Price must be a non-negative number')).toBeVisible();
  await expect(page.getByText('Total seats must be a positive integer')).toBeVisible();
  await expect(page).toHaveURL(/\/events\/create$/);

  await page.getByRole('radio', { name: /Multiple Ticket Categories/ }).check();
  const add = page.getByRole('button', { name: 'Add Category' });
  for (let count = 1; count < 5; count += 1) await add.click();
  await expect(add).toBeDisabled();
  await expect(page.getByText('Maximum 5 ticket categories allowed')).toBeVisible();
  await page.getByRole('button', { name: 'Remove ticket category 5' }).click();
  await expect(add).toBeEnabled();

  await page.getByLabel('Event Image (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
});

test('a new user creates a first event, becomes an organizer, and the pages pass axe @phone', async ({
  page,
  request,
}) => {
  await refuseMapNetwork(page);
  const person = newPerson('first-event');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);

  await page.goto('/events/create');
  await expect(page.getByRole('heading', { name: 'Create Event', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Venue map/ })).toHaveClass(/leaflet-container/);
  await expectNoAxeViolations(page);

  const title = `Open Terrace Jam ${Date.now()}`;
  await fillEventBasics(page, title, 'Jaipur');
  await pinVenueOnMap(page, 'Jawahar Kala Kendra');
  await page.getByLabel('Ticket Price (₹)').fill('250');
  await page.getByLabel('Total Seats').fill('60');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organizer$/);
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('₹250');

  // The stored user is refreshed: the navigation now offers the organizer panel.
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('link', { name: 'Organizer', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ role: 'organizer', token: expect.any(String) });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Organizer Dashboard' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Details of ${title}` }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard lists only the signed-in organizer events, in Upcoming and Past tabs', async ({
  page,
  request,
}) => {
  const session = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const mine = (await (
    await request.get('/api/events?organizer=me', { headers: { Authorization: `Bearer ${session.token}` } })
  ).json()) as { title: string; date: string }[];
  const past = mine.filter((event) => new Date(event.date).getTime() < Date.now());

  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  await expect(page.getByRole('tab', { name: /Upcoming Events/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/organizer/contacts');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Verify tickets for / }),
  ).toHaveAttribute('href', /^\/events\/verify\//);

  await page.getByRole('tab', { name: /Past Events/ }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expect(page.getByRole('article')).toHaveCount(past.length);
  if (past.length > 0) {
    await expect(page.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Verify tickets for / }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('@phone "Pin the map centre" pins the typed city offline; a pin far from the City is warned about, and saved', async ({
  page,
  request,
}) => {
  await refuseMapNetwork(page);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/events/create');
  await expect(page.getByRole('region', { name: /Venue map/ })).toHaveClass(/leaflet-container/);
  const title = `Marine Drive Jazz ${Date.now()}`;
  await fillEventBasics(page, title, 'Mumbai');

  // Without the geocoder the map still moves to Mumbai, so its centre is Mumbai, not the spec's New Delhi default.
  await page.getByRole('button', { name: 'Pin the map centre' }).click();
  await expect(page.getByText('Pinned at')).toBeVisible();
  await expect(page.getByText('Pinned at').locator('xpath=..')).toContainText(/19\.07\d+, 72\.88\d+/);
  const warning = page.getByRole('status').filter({ hasText: 'Check the venue location' });
  await expect(warning).toHaveCount(0);
  await page.getByLabel('Venue Name').fill('NCPA Lawns');

  // The City is changed to a far one: warned near the map and again at the button that saves.
  await page.getByLabel('City', { exact: true }).fill('Kolkata');
  await expect(warning).toHaveCount(2);
  await expect(warning.first()).toContainText(/The venue pin is about 1,\d{3} km from Kolkata/);
  await expect(warning.last()).toContainText('You can still save the event as it is.');
  const save = page.getByRole('button', { name: 'Create Event' });
  await expect(save).toHaveAccessibleDescription(/km from Kolkata/);
  await expectNoAxeViolations(page);
  await warning.first().scrollIntoViewIfNeeded();
  await shoot(page, 'event-form-far-pin', { fullPage: false });

  // A warning, not a refusal: the event saves with the pin where it was put.
  await page.getByLabel('Ticket Price (₹)').fill('500');
  await page.getByLabel('Total Seats').fill('120');
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.request().method() === 'POST',
  );
  await save.click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { event } = (await response.json()) as {
    event: { city: string; venue: { coordinates: { lat: number; lng: number } } };
  };
  expect(event.city).toBe('Kolkata');
  expect(event.venue.coordinates.lat).toBeCloseTo(19.07, 1);
  await expect(page.getByText('Event created successfully')).toBeVisible();
});

test('the organizer dashboard has no axe violations, heading order included, on both tabs @phone', async ({
  page,
  request,
}) => {
  test.slow(); // axe over both tabs
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer Dashboard' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page, { alsoRules: ['heading-order'] });
  await page.getByRole('tab', { name: /Past Events/ }).click();
  await expect(page).toHaveURL(/tab=past/);
  await expectNoAxeViolations(page, { alsoRules: ['heading-order'] });
});
