import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import {
  chooseCardPayment,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

// The e2e server has no SMTP_URL: every e-mail is kept, and the admin reads it at /admin/emails.

const SHOTS_DIR = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/emails-${name}-${width}.png`, fullPage: true });
}

/**
 * axe over the page without the mail's own frame: axe runs a sandboxed frame (no scripts) through a helper page that
 * Chromium refuses here, and the mail's markup is an e-mail's (tables for layout), checked by its own screenshots.
 */
async function expectNoAxeViolationsOutsideTheMail(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe')
    .analyze();
  expect(
    results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length })),
  ).toEqual([]);
}

/** Books one seat of a paid event through the booking screen with the 4242 test card; answers its ticket id. */
async function bookInTheBrowser(browser: Browser, request: import('@playwright/test').APIRequestContext) {
  const events = await fetchEvents(request, { upcoming: true });
  const event = events.find((candidate) => !candidate.hasTicketCategories && candidate.price > 0)!;
  const person = newPerson('mailed');
  await registerViaApi(request, person);
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = await signInAs(page, request, person.email, person.password);
  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(event.price)}` }).click();
  await expect(page.getByText('Booking successful!')).toBeVisible();
  await context.close();

  const bookings = await request.get('/api/bookings/user', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const [booking] = (await bookings.json()) as { ticketId: string; eventId: { _id: string } }[];
  expect(booking?.eventId._id).toBe(event._id);
  return { event, person, ticketId: booking!.ticketId };
}

test('after booking, an admin opens /admin/emails and sees the rendered confirmation @phone', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // a booking in its own browser, then the admin's pages
  const { event, person, ticketId } = await bookInTheBrowser(browser, request);
  const subject = `Your ticket for ${event.title} (${ticketId})`;

  await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'E-mails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  await expect(page.getByText('Nothing leaves this machine')).toBeVisible();

  // The worker keeps the mail within a few seconds; the list shows it as it is on each load.
  const row = page.getByRole('article', { name: subject });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Kept', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText(person.email)).toBeVisible();
  await expect(row.getByText('Booking confirmed')).toBeVisible();
  await expect(row.getByText('1 attempt')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'list');

  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/admin\/emails\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(`${ticketId}.png (image/png`)).toBeVisible();
  await expect(page.getByText(`${ticketId}.ics (text/calendar`)).toBeVisible();

  const rendered = page.frameLocator(`iframe[title="The e-mail as its recipient sees it: ${subject}"]`);
  await expect(rendered.getByRole('heading', { name: "You're booked! Here is your ticket" })).toBeVisible();
  await expect(rendered.getByText(ticketId, { exact: true })).toBeVisible();
  await expect(rendered.getByText(event.title, { exact: true }).first()).toBeVisible();
  // The QR code is part of the mail itself (inline), so it shows without any remote image.
  const qr = rendered.getByRole('img', { name: `QR code of ticket ${ticketId}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('pre')).toContainText(ticketId);
  await expect(page.locator('pre')).toContainText('View my ticket');

  const desktop = page.getByRole('button', { name: 'Desktop' });
  await desktop.click();
  await expect(desktop).toHaveAttribute('aria-pressed', 'true');
  // The pressed button's colours change with a transition: axe measures them once they have settled (white text).
  await expect(desktop).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectNoAxeViolationsOutsideTheMail(page);
  await shoot(page, 'detail');
});

test('the e-mail pages are for admins only', async ({ page, request }) => {
  const { token } = await loginViaApi(request, DEMO.attendee, DEMO_PASSWORD);
  const denied = await request.get('/api/admin/emails', { headers: { Authorization: `Bearer ${token}` } });
  expect(denied.status()).toBe(403);
  await signInAs(page, request, DEMO.attendee, DEMO_PASSWORD);
  await page.goto('/admin/emails');
  await expect(page).toHaveURL(/\/dashboard$/);
});
