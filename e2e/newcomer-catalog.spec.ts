import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import { consoleErrors, holdTheApp, isTakenOver, waitForTakeover } from './support';

/**
 * The event list as a newcomer meets it (issue 24, items 1, 4 and 7; decision 0032): what is typed or chosen on the
 * drawn list before the app has taken it over is applied once it has; a phone's first screen shows the results; an
 * unknown address is a 404.
 */

// The app's code is held back through page.route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

/** How many upcoming events match the list's filters, as the API counts them (the page's 'N Events Found'). */
async function countEvents(
  request: APIRequestContext,
  filters: Record<string, string> = {},
): Promise<number> {
  const query = new URLSearchParams({ upcoming: 'true', page: '1', limit: '1', ...filters });
  const response = await request.get(`/api/events?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^\d+ Events? Found$/ });
const found = (count: number) => `${count} ${count === 1 ? 'Event' : 'Events'} Found`;

test('words typed into the search before the app has taken the list over filter it once it has @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const all = await countEvents(request);
  // A word of an upcoming event's title that not every event has.
  const titles = (await fetchEvents(request, { upcoming: true })).map((event) => event.title);
  const word = titles
    .flatMap((title) => title.split(/\s+/))
    .find((candidate) => candidate.length >= 4 && titles.some((title) => !title.includes(candidate)));
  expect(word, 'a word that narrows the list').toBeDefined();
  const matching = await countEvents(request, { search: word! });
  expect(matching).toBeLessThan(all);
  const errors = consoleErrors(page, baseURL!);
  const release = await holdTheApp(page, '/events');

  await page.goto('/events');
  await expect(resultsHeading(page)).toHaveText(found(all));
  expect(await isTakenOver(page), 'the app is held back').toBe(false);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially(word!);
  expect(await isTakenOver(page), 'typed before the app took the page over').toBe(false);

  release();
  await waitForTakeover(page);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word!)}(&|$)`));
  await expect(resultsHeading(page)).toHaveText(found(matching));
  await expect(search).toHaveValue(word!);
  expect(errors, 'no hydration or other error').toEqual([]);
});

test('a city chosen before the app has taken the list over filters it once it has', async ({
  page,
  request,
  baseURL,
}) => {
  // The city select is behind the Filters button on a phone, which only the app opens: desktop only.
  const all = await countEvents(request);
  const cities = (await (await request.get('/api/events/cities')).json()) as string[];
  const counts = await Promise.all(cities.map((city) => countEvents(request, { city })));
  const index = counts.findIndex((count) => count > 0 && count < all);
  expect(index, 'a city that narrows the list').toBeGreaterThanOrEqual(0);
  const city = cities[index]!;
  const errors = consoleErrors(page, baseURL!);
  const release = await holdTheApp(page, '/events');

  await page.goto('/events');
  await expect(resultsHeading(page)).toHaveText(found(all));
  await page.getByLabel('City').selectOption(city);
  expect(await isTakenOver(page), 'chosen before the app took the page over').toBe(false);

  release();
  await waitForTakeover(page);
  await expect(page).toHaveURL(
    new RegExp(`[?&]city=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(resultsHeading(page)).toHaveText(found(counts[index]!));
  await expect(page.getByLabel('City')).toHaveValue(city);
  expect(errors, 'no hydration or other error').toEqual([]);
});

test('an unknown address answers 404 with the 404 page; an unknown event too @phone', async ({ page }) => {
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Page Not Found — TicketMela');

  const missingId = '00000000-0000-4000-8000-000000000000';
  // The page is drawn without the event; the app asks the API for it once it has taken the page over.
  const asked = page.waitForResponse((response) => response.url().endsWith(`/api/events/${missingId}`));
  const missingEvent = await page.goto(`/events/${missingId}`);
  expect(missingEvent?.status()).toBe(404);
  expect((await asked).status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});

test('every page the server sends has exactly one <title>; the API keeps its JSON 404', async ({
  request,
}) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  for (const path of ['/', '/events', `/events/${event!._id}`, '/login', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title>/g), path).toHaveLength(1);
  }
  const api = await request.get('/api/no-such-route');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
});

test("on a phone the count and the first result are on the first screen; 'Filters (N)' opens the rest @phone", async ({
  page,
  request,
}, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('phone'), "a phone's first screen");
  const [city] = (await (await request.get('/api/events/cities')).json()) as string[];
  const filters = { city: city!, price: '100000' };
  const count = await countEvents(request, { city: city!, maxPrice: '100000' });
  // A filtered list's first page is not in the drawn page: the app asks for it once it has taken the page over.
  const firstPage = page.waitForResponse((response) => /\/api\/events\?.*page=1/.test(response.url()));
  await page.goto(`/events?${new URLSearchParams(filters)}`);
  await waitForTakeover(page);
  await firstPage;

  await expect(resultsHeading(page)).toHaveText(found(count));
  await expect(resultsHeading(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('article').first().getByRole('heading')).toBeInViewport({ ratio: 1 });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeInViewport({ ratio: 1 });
  const button = page.getByRole('button', { name: 'Filters (2)' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('City')).toBeHidden();

  // Keyboard: Enter opens, Space closes; what it controls is the box of the other filters.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const controlled = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(controlled.getByLabel('City')).toHaveValue(city!);
  await expect(controlled.getByLabel('Max price (₹)')).toHaveValue('100000');
  await expect(controlled.getByLabel('Category')).toBeVisible();
  await expect(controlled.getByLabel('Date')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('City')).toBeHidden();

  // Typing a search keeps the count in view.
  await search.pressSequentially('zzzz-no-such-event');
  await expect(page.getByRole('heading', { name: /No events found for/ })).toBeInViewport();
  await expect(resultsHeading(page)).toBeInViewport({ ratio: 1 });
});

test('on a desktop every filter is shown, with no Filters button', async ({ page }, testInfo) => {
  test.skip(!testInfo.project.name.startsWith('desktop'), 'the desktop layout');
  await page.goto('/events');
  await waitForTakeover(page);
  for (const label of ['Category', 'Date', 'City', 'Max price (₹)'])
    await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});
