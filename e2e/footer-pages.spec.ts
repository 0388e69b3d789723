import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const FOOTER_PAGES = [
  ['Help Center', '/help', 'How can we help?'],
  ['FAQ', '/faq', 'Frequently Asked Questions'],
  ['Terms & Conditions', '/terms', 'Terms of Use'],
  ['Privacy Policy', '/privacy', 'Your Data at TicketMela'],
  ['Cookie Policy', '/cookies', 'Cookies and Browser Storage'],
  ['Refund Policy', '/refund-policy', 'Cancellations and Refunds'],
] as const;

for (const [label, path, heading] of FOOTER_PAGES) {
  test(`@phone the footer's ${label} opens a real page with content, readable and accessible`, async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} — TicketMela`);
    // Nothing wider than the screen: a phone reads the page without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test('@phone a footer page opened by its address answers 200', async ({ request }) => {
  for (const [, path] of FOOTER_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
