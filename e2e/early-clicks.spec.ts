import { expect, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import { consoleErrors, holdTheApp, isTakenOver, waitForTakeover } from './support';

/**
 * A drawn public page can be pressed before its code has taken it over (decision 0022, 'Presses before hydration'):
 * a button pressed then acts once the app has hydrated; a link leads on at once, as it always did.
 */

// The app's code is held back through page.route, which a service worker would bypass.
test.use({ serviceWorkers: 'block' });

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
  expect(await isTakenOver(page), 'the app is held back').toBe(false);
  await contact.click();
  // Marked as pressed, and nothing else happens while the code is held back.
  await expect(contact).toHaveAttribute('data-early-press', '');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await isTakenOver(page)).toBe(false);

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
  expect(await isTakenOver(page), 'the app is held back').toBe(false);
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
});
