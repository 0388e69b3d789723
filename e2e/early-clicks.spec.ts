import { expect, type Page, test } from '@playwright/test';
import { fetchEvents, waitForTakeover } from './support';

/**
 * A drawn public page can be pressed before its code has taken it over (decision 0022, 'Presses before hydration'):
 * a button pressed then acts once the app has hydrated; a link leads on at once, as it always did.
 */

// The app's code is held back through page.route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

/** Holds back the drawn page's entry module (imported after the first paint) until the returned function is called. */
async function holdTheApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('data-server-rendered');
  const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(entry, "the drawn page's entry module").toBeDefined();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's errors; the map's tiles, fetched from the internet this machine may not reach, are not the page's. */
function consoleErrors(page: Page, site: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const from = message.location().url;
    const external = from !== '' && new URL(from).origin !== new URL(site).origin;
    if (message.type() === 'error' && !external) errors.push(`${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const takenOver = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
  });

test('a button pressed before the app has taken the page over acts once it has @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  expect(event, 'an upcoming event').toBeDefined();
  const path = `/events/${event!._id}`;
  const errors = consoleErrors(page, baseURL!);
  const release = await holdTheApp(page, path);

  await page.goto(path);
  const contact = page.getByRole('button', { name: 'Contact Organizer' });
  await expect(contact).toBeVisible();
  expect(await takenOver(page), 'the app is held back').toBe(false);
  await contact.click();
  // Marked as pressed, and nothing else happens while the code is held back.
  await expect(contact).toHaveAttribute('data-early-press', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await takenOver(page)).toBe(false);

  release();
  await waitForTakeover(page);
  await expect(page.getByRole('dialog', { name: 'Contact Organizer' })).toBeVisible();
  await expect(page.locator('[data-early-press]')).toHaveCount(0);
  // The replayed press opened it once: closing it leaves the page, with no second dialog behind.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(contact).toBeVisible();
  expect(errors, 'no hydration or other error').toEqual([]);
});

test('a link followed before the app has taken the page over leads on at once', async ({ page, request }) => {
  const [event] = await fetchEvents(request, { upcoming: true, limit: 1 });
  const path = `/events/${event!._id}`;
  await holdTheApp(page, path);

  await page.goto(path);
  const login = page.getByRole('link', { name: 'Login to Book' });
  await expect(login).toBeVisible();
  expect(await takenOver(page), 'the app is held back').toBe(false);
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
});
