import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookViaApi } from './api-shortcuts';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

/**
 * Decision 0029: an organizer cannot move a sold event into the past (the form says why under the date), and after a
 * move each holder may cancel with a full refund, which the cancel dialog states before they confirm.
 */

const shots = path.resolve(import.meta.dirname, '..', '.test-output', 'screenshots');

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
}

/** The admin moves the event to `daysAhead` days out (any notice is allowed to an admin), through the API. */
async function moveAsAdmin(request: APIRequestContext, eventId: string, daysAhead: number) {
  const { token } = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  const event = await (await request.get(`/api/events/${eventId}`)).json();
  const response = await request.patch(`/api/events/${eventId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: event.title,
      description: event.description,
      date: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      categoryId: event.categoryId._id,
      city: event.city,
      venue: event.venue,
      hasTicketCategories: false,
      price: event.price,
      totalSeats: event.totalSeats,
      useDefaultRefundPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a sold event cannot be moved into the past; after a move the holder cancels with a full refund', async ({
  browser,
  request,
}) => {
  // Two signed-in browsers and four screenshots: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const title = `Monsoon Ragas ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { price: 400, daysAhead: 30 });
  const person = newPerson('moved');
  await registerViaApi(request, person);
  const { token } = await loginViaApi(request, person.email, person.password);
  await bookViaApi(request, token, eventId, { noOfSeats: 2 });

  // The organizer tries to move it into the past: the server's reason shows under the date field.
  const organizerContext = await browser.newContext();
  const organizerPage = await organizerContext.newPage();
  await signInAs(organizerPage, request, DEMO.organizer, DEMO_PASSWORD);
  await organizerPage.goto(`/events/edit/${eventId}`);
  const date = organizerPage.getByLabel('Event Date & Time');
  await date.fill('2020-01-05T19:30');
  await organizerPage.getByRole('button', { name: 'Update Event' }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(
    /An event with bookings cannot be moved to a date that has passed/,
  );
  await date.scrollIntoViewIfNeeded();
  await shoot(organizerPage, 'date-change-edit-form');
  await organizerContext.close();

  // An admin moves it to 2 days out, where the policy alone would refund 50%.
  await moveAsAdmin(request, eventId, 2);

  const attendeeContext = await browser.newContext();
  const page = await attendeeContext.newPage();
  await signInAs(page, request, person.email, person.password);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText(
    "The event's date changed after you booked, so you get a full refund: ₹800 (100%).",
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'date-change-cancel-dialog');
  await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled! Refund of ₹800 processed.')).toBeVisible();
  await attendeeContext.close();
});
