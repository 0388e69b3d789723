import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiEvent, fetchEvents } from './api-shortcuts';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  newPerson,
  registerViaApi,
  signInAs,
  waitForTakeover,
} from './support';

/** Screenshots for a person to look at, written only when E2E_SCREENSHOTS names a folder (e.g. /tmp/shots). */
const SHOTS_DIR = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/community-${name}.png`, fullPage });
}

/** An upcoming event of the demo organizer Priya, as GET /api/events lists it. */
async function upcomingEventOfPriya(request: APIRequestContext): Promise<ApiEvent> {
  const priya = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const events = (await fetchEvents(request, { upcoming: true })) as (ApiEvent & {
    organizerId: { _id: string };
  })[];
  const hers = events.find((event) => event.organizerId._id === priya.user._id);
  if (!hers) throw new Error('The demo data has no upcoming event of priya@ticketmela.in');
  return hers;
}

/** The page has nothing wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor asks an organizer a question; the organizer answers it from Event Inquiries', async ({
  page,
  request,
}) => {
  test.slow(); // two people in turn: a question sent, then the organizer's pages
  const event = await upcomingEventOfPriya(request);
  const stamp = Date.now();
  const visitor = { name: `Kabir Rao ${stamp}`, email: `kabir.${stamp}@example.com` };

  // A visitor (not signed in) writes from the event page.
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report Event' })).toHaveCount(0);
  await waitForTakeover(page);
  await page.getByRole('button', { name: 'Contact Organizer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Organizer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(DEMO.organizer);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Phone Number').fill('9812345670');
  await dialog.getByLabel('Subject').selectOption('Parking Information');
  await dialog.getByLabel('Message').fill('Is there parking for two cars near the venue?');
  await shoot(page, 'contact-organizer-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent to the organizer successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The organizer signs in, opens Messages and finds it.
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  const messages = page.getByRole('link', { name: /^Messages\s*\d+\s*pending$/ });
  await expect(messages).toBeVisible();
  await messages.click();
  await expect(page).toHaveURL(/\/organizer\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Event Inquiries' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(row).toContainText(event.title);
  await expect(row).toContainText('Pending');
  await expectNoAxeViolations(page);
  await shoot(page, 'organizer-contacts-1280');

  await row.getByRole('button', { name: /View & Respond/ }).click();
  const respond = page.getByRole('dialog', { name: 'Respond to Inquiry' });
  await expect(respond).toContainText(event.title);
  await expect(respond).toContainText('Is there parking for two cars near the venue?');
  const mailto = await respond.getByRole('link', { name: /Email/ }).getAttribute('href');
  expect(mailto).toContain(`mailto:${visitor.email}?`);
  expect(decodeURIComponent(mailto ?? '')).toContain(`Re: Parking Information - ${event.title}`);
  await expect(respond.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:9812345670');
  await expectNoAxeViolations(page);
  await shoot(page, 'inquiry-dialog-1280', { fullPage: false });

  await respond.getByLabel('Status').selectOption({ label: 'In Progress' });
  await respond.getByLabel('Internal Notes').fill('Called back; two parking passes kept aside.');
  await respond.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Contact status updated successfully')).toBeVisible();
  await expect(respond).toBeHidden();

  await page.reload();
  const reloaded = page.getByRole('row').filter({ hasText: visitor.name });
  await expect(reloaded).toContainText('In Progress');
  await reloaded.getByRole('button', { name: /View & Respond/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Respond to Inquiry' }).getByLabel('Internal Notes'),
  ).toHaveValue('Called back; two parking passes kept aside.');
});

test('an attendee reports an event once; then the page says Reported, also after a reload @phone', async ({
  page,
  request,
}) => {
  test.slow(); // axe, a report and a reload
  const event = await upcomingEventOfPriya(request);
  const person = newPerson('reporter');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.getByRole('button', { name: 'Report Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Event' });
  await expect(dialog.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  await expect(dialog.getByText('Please select a reason for reporting')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Misleading Information' }).check();
  await dialog
    .getByLabel('Additional details (optional)')
    .fill('The line-up on the poster is not the real one.');
  await expect(dialog.getByText('46/500')).toBeVisible();
  await shoot(page, `report-event-${page.viewportSize()?.width}`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expect(
    page.getByText('Report submitted successfully. Thank you for helping keep our platform safe.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form is not offered again: the same button says Reported, keeps the focus the dialog handed back, and says why.
  const reported = page.getByRole('button', { name: 'Reported' });
  await expect(reported).toBeFocused();
  await expect(reported).toHaveAttribute('aria-disabled', 'true');
  await expect(reported).toHaveAccessibleDescription(
    /^You reported this event on .+\. Our team reviews every report\.$/,
  );
  await expect(page.getByRole('button', { name: 'Report Event' })).toHaveCount(0);
  await reported.click({ force: true });
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Reported' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report Event' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reported' }).scrollIntoViewIfNeeded();
  await shoot(page, `reported-${page.viewportSize()?.width}`, { fullPage: false });
});

test('Contact Us sends a message and clears the form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByText('Most replies within 24 hours')).toBeVisible();
  await expect(page.getByText('Mon-Fri 9 AM - 6 PM IST')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill('meera@example.com');
  await form.getByLabel('Subject').selectOption('Payment Problem');
  await form.getByLabel('Message').fill('My card was charged twice for one booking.');
  await shoot(page, 'contact-us-1280');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the community screens fit a 390 px phone without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await upcomingEventOfPriya(request);
  // One inquiry, so the organizer's list has a card to show.
  const sent = await request.post(`/api/contacts/event/${event._id}`, {
    data: {
      name: 'Zoya Khan',
      email: 'zoya@example.com',
      subject: 'Group Booking',
      message: 'We are a group of eight. Can we sit together near the stage?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'contact-us-390');

  await page.goto(`/events/${event._id}`);
  await waitForTakeover(page);
  await page.getByRole('button', { name: 'Contact Organizer' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Organizer' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'contact-organizer-390', { fullPage: false });

  const person = newPerson('phone');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: 'Report Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Report Event' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'report-event-390', { fullPage: false });
});

test('the organizer inbox fits a 390 px phone: one card per message', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await upcomingEventOfPriya(request);
  const sent = await request.post(`/api/contacts/event/${event._id}`, {
    data: {
      name: 'Arjun Pillai',
      email: 'arjun@example.com',
      phone: '9000012345',
      subject: 'Accessibility Requirements',
      message: 'Is the venue accessible for a wheelchair user?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer/contacts');
  const card = page.getByRole('listitem').filter({ hasText: 'Arjun Pillai' });
  await expect(card).toContainText(event.title);
  await expect(page.getByRole('table', { name: 'Event inquiries' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shoot(page, 'organizer-contacts-390');
  await card.getByRole('button', { name: /View & Respond/ }).click();
  await expect(page.getByRole('dialog', { name: 'Respond to Inquiry' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'inquiry-dialog-390', { fullPage: false });
});
