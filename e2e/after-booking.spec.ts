import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiBooking, bookViaApi } from './api-shortcuts';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

/**
 * After the booking: the dashboard, the digital ticket, cancelling with a refund, the cancelled bookings and an
 * organizer's cancellation refunding everyone. Bookings are made through the API (intent, test card, booking), so
 * these tests do not depend on the booking screen.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A fresh single-price event of the demo organizer, 30 days ahead (so a cancellation refunds 100%). */
const createQawwaliEvent = (request: APIRequestContext, title: string, price: number) =>
  createEventAsOrganizer(request, title, {
    price,
    totalSeats: 100,
    daysAhead: 30,
    city: 'Lucknow',
    venueName: 'Residency Lawns',
    description: 'An evening of qawwali under the stars, with chai stalls.',
  });

/** A new attendee with a session in the page and a token for the API. */
async function newAttendee(page: Page, request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);
  return { person, token };
}

function bookingCard(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('an attendee sees the booking, downloads the ticket QR, cancels with a refund and checks the refund', async ({
  page,
  request,
}) => {
  const title = `Qawwali Night ${Date.now()}`;
  const { eventId } = await createQawwaliEvent(request, title, 750);
  const { token } = await newAttendee(page, request, 'after');
  const booking = await bookViaApi(request, token, eventId, { noOfSeats: 2 });
  expect(booking.totalAmount).toBe(1500);

  // The dashboard: under Upcoming, with its QR code and the way to the ticket.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Events Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Cancelled (0)' })).toBeVisible();
  const card = bookingCard(page, title);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(booking.ticketId)).toBeVisible();
  const cardQr = card.getByRole('img', { name: `QR code for ticket ${booking.ticketId}` });
  await expect(cardQr).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectNoAxeViolations(page);

  // The ticket: its QR code downloads as a PNG named after the ticket id.
  await card.getByRole('link', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${booking._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Residency Lawns, Lucknow')).toBeVisible();
  await expect(page.getByText('Seats', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code for ticket ${booking.ticketId}` })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(page.getByText(/screenshot of this QR code is valid for entry/)).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR Code' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${booking.ticketId}.png`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

  // Cancel from the dashboard: the outcome at once, the refund details two seconds later.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await bookingCard(page, title).getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText(`Booking cancelled! Refund of ${inr(1500)} processed.`)).toBeVisible();
  await expect(page.getByText(`Refund Details: ${inr(1500)} (100% of original amount)`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Cancelled (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cancelled (1)' }).click();
  const cancelledCard = bookingCard(page, title);
  await expect(cancelledCard.getByText('Cancelled by You')).toBeVisible();
  await expect(cancelledCard.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(cancelledCard.getByRole('link', { name: 'View Ticket' })).toHaveCount(0);

  // The cancelled bookings: who cancelled, the refund with its share and id, and its status on request.
  await page.getByRole('link', { name: 'View All Cancelled (1)' }).click();
  await expect(page).toHaveURL(/\/cancelled-bookings$/);
  const cancelled = bookingCard(page, title);
  await expect(cancelled.getByText('Cancelled by You')).toBeVisible();
  await expect(cancelled.getByText('Refund Processed').first()).toBeVisible();
  await expect(cancelled.getByText('(100%)')).toBeVisible();
  const [refunded] = (await (
    await request.get('/api/bookings/user/cancelled', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as ApiBooking[];
  expect(refunded?.refundId).toBeTruthy();
  const tail = refunded!.refundId!.slice(-8);
  await expect(cancelled.getByText(`...${tail}`)).toBeVisible();
  await expect(cancelled.getByRole('link', { name: 'Contact Support' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await cancelled.getByRole('button', { name: 'Check Refund Status' }).click();
  await expect(
    page.getByText(`Refund Status: Refund Processed | Amount: ${inr(1500)} | Refund ID: ...${tail}`),
  ).toBeVisible();

  // The profile counts no standing booking and nothing spent (all of it came back).
  await page.goto('/profile');
  const stat = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::p');
  await expect(stat('Total Bookings')).toHaveText('0');
  await expect(stat('Upcoming Events')).toHaveText('0');
  await expect(stat('Total Spent')).toHaveText(inr(0));
});

async function attendeeWithBooking(
  browser: Browser,
  request: APIRequestContext,
  eventId: string,
  seats: number,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { token } = await newAttendee(page, request, 'refunded');
  const booking = await bookViaApi(request, token, eventId, { noOfSeats: seats });
  return { context, page, token, booking };
}

test('an organizer cancels an event: both attendees see Event Cancelled with a full refund', async ({
  browser,
  request,
}) => {
  const title = `Sitar Sundowner ${Date.now()}`;
  const { eventId, organizerToken } = await createQawwaliEvent(request, title, 400);
  const first = await attendeeWithBooking(browser, request, eventId, 1);
  const second = await attendeeWithBooking(browser, request, eventId, 3);

  const cancelled = await request.delete(`/api/events/${eventId}`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { cancelledReason: 'The artist is unwell' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  for (const attendee of [first, second]) {
    // The refunds are sent by the worker, a moment after the cancellation.
    await expect
      .poll(
        async () => {
          const response = await request.get('/api/bookings/user/cancelled', {
            headers: { Authorization: `Bearer ${attendee.token}` },
          });
          return ((await response.json()) as ApiBooking[])[0]?.refundStatus;
        },
        { timeout: 30_000 },
      )
      .toBe('processed');

    const { page, booking } = attendee;
    await page.goto('/dashboard?tab=cancelled');
    await expect(page.getByRole('tab', { name: 'Cancelled (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(bookingCard(page, title).getByText('Event Cancelled')).toBeVisible();

    await page.goto('/cancelled-bookings');
    const card = bookingCard(page, title);
    await expect(card.getByText('Event Cancelled')).toBeVisible();
    await expect(card.getByText('Event Organizer')).toBeVisible();
    await expect(card.getByText('Refund Processed').first()).toBeVisible();
    await expect(card.getByText(inr(booking.totalAmount), { exact: true }).first()).toBeVisible();
    await expect(card.getByText('(100%)')).toBeVisible();
    await expect(card.getByText('The event was cancelled by the organizer')).toBeVisible();
    await attendee.context.close();
  }
});

test('@phone the dashboard and the ticket fit a phone screen', async ({ page, request }) => {
  const title = `Morning Raga ${Date.now()}`;
  const { eventId } = await createQawwaliEvent(request, title, 300);
  const { token } = await newAttendee(page, request, 'phone');
  const booking = await bookViaApi(request, token, eventId, { noOfSeats: 1 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Cancelled (0)' })).toBeInViewport();
  await expect(bookingCard(page, title).getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.goto(`/ticket/${booking._id}`);
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('the ticket page offers Cancel Booking, as the ticket mail says: the dialog, the refund, the cancelled bookings', async ({
  page,
  request,
}) => {
  const title = `Ghazal Evening ${Date.now()}`;
  const { eventId } = await createQawwaliEvent(request, title, 400);
  const { token } = await newAttendee(page, request, 'ticketcancel');
  const booking = await bookViaApi(request, token, eventId, { noOfSeats: 1 });

  await page.goto(`/ticket/${booking._id}`);
  await expect(page.getByText('Show this code at the entrance to check in.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
  await expect(page.getByText(`Booking cancelled! Refund of ${inr(400)} processed.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cancelled-bookings$/);
  await expect(bookingCard(page, title).getByText('Cancelled by You')).toBeVisible();
});

test("@phone a past event's ticket says the event has ended and offers no cancelling", async ({
  page,
  request,
}) => {
  const { token } = await signInAs(page, request, DEMO.attendee, DEMO_PASSWORD);
  const mine = (await (
    await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as (ApiBooking & { eventId: { date: string } | null })[];
  const past = mine.find(
    (booking) =>
      !booking.cancelled &&
      booking.qrCode &&
      booking.eventId &&
      Date.parse(booking.eventId.date) < Date.now(),
  );
  expect(past, 'the demo attendee has a booking of a past event').toBeTruthy();

  await page.goto(`/ticket/${past!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: past!.eventId!.title })).toBeVisible();
  await expect(page.getByText('This event has ended.')).toBeVisible();
  await expect(page.getByText(/Show this code at the entrance/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
