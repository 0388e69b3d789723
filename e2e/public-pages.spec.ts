import { expect, type Page, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import { DEMO, DEMO_PASSWORD, signInAs, waitForTakeover } from './support';

/**
 * Home, the event list and an event's page come drawn by the server with their data (decision 0022): the browser
 * takes that page over without asking the API again, without an error, and without anything moving.
 */

interface PageWatch {
  apiCalls: string[];
  consoleErrors: string[];
}

function watch(page: Page): PageWatch {
  const watched: PageWatch = { apiCalls: [], consoleErrors: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) watched.apiCalls.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watched.consoleErrors.push(String(error)));
  return watched;
}

/** Counts layout shifts and DOM nodes the app removes from the page after it arrived. */
async function observeThePage(page: Page) {
  await page.addInitScript(() => {
    const seen = { shift: 0, removed: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node.nodeType === Node.ELEMENT_NODE) seen.removed += 1;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { shift: number; removed: number } }).__seen);

/** React has taken over (hydrated) the page the server drew: its root is on the server's element. */
async function expectTakenOver(page: Page) {
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await waitForTakeover(page);
}

test('public pages arrive drawn with their data; the app takes them over without a request or a shift @phone', async ({
  page,
  request,
}) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  expect(event).toBeDefined();
  const watched = watch(page);
  await observeThePage(page);

  for (const [path, heading] of [
    ['/', /Discover Amazing Events/],
    ['/events', 'Discover Events'],
    [`/events/${event!._id}`, event!.title],
  ] as const) {
    // The HTML itself already holds the page, with its data.
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-server-rendered');
    expect(html).toContain('id="preloaded-answers"');

    watched.apiCalls.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectTakenOver(page);
    await page.waitForLoadState('networkidle');
    const { shift, removed } = await seen(page);
    expect(shift, `layout shift on ${path}`).toBe(0);
    expect(removed, `nodes the app removed on ${path}`).toBe(0);
    expect(watched.apiCalls, `API calls on arrival at ${path}`).toEqual([]);
  }
  expect(watched.consoleErrors).toEqual([]);

  // A link works as an app link: the next page is drawn by the browser, asking the API for its data.
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Explore Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: /^\d+ Events? Found$/ })).toBeVisible();
});

test('a reader who scrolled before the app took the page over stays where they were', async ({
  page,
  request,
}) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  // Scrolls as soon as the drawn page is parsed, before the app's code (started after the first paint) runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => window.scrollTo(0, 600), { once: true }),
  );
  await page.goto(`/events/${event!._id}`);
  await expectTakenOver(page);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test("a signed-in visitor never sees the visitor's page: their own header and booking panel", async ({
  page,
  request,
}) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  await signInAs(page, request, DEMO.attendee, DEMO_PASSWORD);
  const watched = watch(page);
  await observeThePage(page);

  await page.goto(`/events/${event!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login to Book' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  expect(watched.consoleErrors).toEqual([]);
});
