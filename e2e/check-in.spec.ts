import { expect, type Page, test } from '@playwright/test';
import { attendeeRow, bookTicket } from './check-in-support';
import { launchWithFakeCamera, projectContextOptions, qrCodesVideo, qrCodeVideo } from './fake-camera';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

/**
 * Door check-in in Chromium: a real ticket is booked through the API (test card), its signed QR text is filmed by
 * Chromium's fake camera, and the organizer checks it in on /events/verify. Chromium on Linux has no native
 * BarcodeDetector, so these scans go through the zxing-wasm decoder served by our own build (no network).
 */

function scanner(page: Page) {
  return page.getByRole('dialog', { name: 'Scan Ticket QR Code' });
}

test('@phone the camera checks a booked ticket in with Auto Scan, which scans on until stopped; scanning it again is refused', async ({
  request,
}) => {
  // Camera sessions decoding in wasm: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const { eventId, organizerToken } = await createEventAsOrganizer(
    request,
    `Margazhi Kutcheri ${Date.now()}`,
  );
  const ticket = await bookTicket(request, eventId, 2);
  const browser = await launchWithFakeCamera(await qrCodeVideo(ticket.qrCode), true);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: ['camera'] });
    const page = await context.newPage();
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
    await page.goto(`/events/verify/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Tickets' })).toBeVisible();
    await expect(page.getByText('0 of 1 checked in')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    await expect(scanner(page).getByText('Camera Ready')).toBeVisible();
    await expect(scanner(page).getByText('Status: Standby')).toBeVisible();
    await expectNoAxeViolations(page);

    await scanner(page).getByRole('button', { name: 'Auto Scan' }).click();
    const result = scanner(page).getByRole('heading', { name: 'Verification Successful' });
    // The first scan waits for the decoder's wasm to download and compile.
    await expect(result).toBeVisible({ timeout: 30_000 });
    const panel = result.locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    await expect(panel).toContainText(ticket.ticketId);
    await expect(panel.getByText('Number of Seats').locator('xpath=following-sibling::dd')).toHaveText('2');
    // Auto Scan scans on for the next guest; the ticket still in view is not sent again.
    await expect(scanner(page).getByRole('button', { name: 'Auto Scan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(scanner(page).getByText(/This ticket was just scanned/)).toBeVisible();
    await scanner(page).getByRole('button', { name: 'Manual' }).click();
    await expect(scanner(page).getByText('Status: Standby')).toBeVisible();

    await scanner(page).getByRole('button', { name: 'Close scanner' }).click();
    await expect(scanner(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();
    await expect(page.getByText('1 of 1 checked in')).toBeVisible();
    expect(await attendeeRow(request, organizerToken, eventId, ticket.ticketId)).toMatchObject({
      verified: true,
      verifyMethod: 'camera',
    });

    // A second scan of the same ticket (a new scanner session) is refused by the server.
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    await scanner(page).getByRole('button', { name: 'Auto Scan' }).click();
    const refused = scanner(page).getByRole('heading', { name: 'Verification Failed' });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(scanner(page)).toContainText('Ticket already checked in at');
    await context.close();
  } finally {
    await browser.close();
  }
});

test('@phone Auto Scan checks in two guests in a row without a touch, and stays in Auto', async ({
  request,
}) => {
  // Camera sessions decoding in wasm: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Qawwali Raat ${Date.now()}`);
  const guests = [await bookTicket(request, eventId, 1), await bookTicket(request, eventId, 3)];
  // The first guest's ticket for 4 seconds, then the second guest's, looped.
  const video = await qrCodesVideo(
    guests.map((guest) => guest.qrCode),
    4,
  );
  const browser = await launchWithFakeCamera(video, true);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: ['camera'] });
    const page = await context.newPage();
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
    await page.goto(`/events/verify/${eventId}`);
    await expect(page.getByText('0 of 2 checked in')).toBeVisible();
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    await expect(scanner(page).getByText('Camera Ready')).toBeVisible();
    await scanner(page).getByRole('button', { name: 'Auto Scan' }).click();

    // No control is touched again: both tickets are read and checked in by the camera.
    for (const guest of guests) {
      // The first read waits for the decoder's wasm; then each ticket shows within a loop of the video (8 s).
      await expect
        .poll(async () => (await attendeeRow(request, organizerToken, eventId, guest.ticketId))?.verified, {
          timeout: 45_000,
        })
        .toBe(true);
      expect(await attendeeRow(request, organizerToken, eventId, guest.ticketId)).toMatchObject({
        verifyMethod: 'camera',
      });
    }
    await expect(scanner(page).getByRole('button', { name: 'Auto Scan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(scanner(page).getByText('Status: Scanning')).toBeVisible();

    await scanner(page).getByRole('button', { name: 'Close scanner' }).click();
    await expect(page.getByText('2 of 2 checked in')).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});

test("a refused camera shows 'Camera Access Required' and the overlay passes axe", async ({ request }) => {
  const { eventId } = await createEventAsOrganizer(request, `Thumri Baithak ${Date.now()}`);
  const browser = await launchWithFakeCamera(await qrCodeVideo('not a ticket'), false);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: [] });
    const page = await context.newPage();
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
    await page.goto(`/events/verify/${eventId}`);
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    await expect(scanner(page).getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
    await expectNoAxeViolations(page);
    await scanner(page).getByRole('button', { name: 'Close Scanner', exact: true }).click();
    await expect(scanner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start QR Scanner' })).toBeFocused();
    await context.close();
  } finally {
    await browser.close();
  }
});

test('manual entry of a ticket id checks in once, a repeat is refused, and the attendee list shows it', async ({
  page,
  request,
}) => {
  const title = `Ghazal Sandhya ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title);
  const ticket = await bookTicket(request, eventId, 3);
  const other = await bookTicket(request, eventId, 1);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);

  // From the picker: Start QR Scanner waits for an event.
  await page.goto('/events/verify');
  await expect(page.getByRole('button', { name: 'Start QR Scanner' })).toBeDisabled();
  await expect(page.getByText('Please select an event first', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Select Event' }).selectOption({ value: eventId });
  await expect(page.getByText('0 of 2 checked in')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Manual Entry' }).click();
  const entry = page.getByRole('textbox', { name: 'Ticket ID or QR data' });
  // People type ids in lower case too.
  await entry.fill(ticket.ticketId.toLowerCase());
  await page.getByRole('button', { name: 'Verify Ticket' }).click();
  const success = page.getByRole('heading', { name: 'Verification Successful' });
  await expect(success).toBeVisible();
  await expect(page.getByText('Ticket verified successfully!')).toBeVisible();
  await expect(
    page.getByText('Ticket ID', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(ticket.ticketId);
  await expect(
    page.getByText('Number of Seats', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('3');
  await expect(page.getByText('1 of 2 checked in')).toBeVisible();
  await expectNoAxeViolations(page);

  await entry.fill(ticket.ticketId);
  await page.getByRole('button', { name: 'Verify Ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verification Failed' }).locator('xpath=..')).toContainText(
    'Ticket already checked in at',
  );

  // The organizer's details modal lists both attendees, one Verified and one Pending.
  await page.goto('/organizer');
  await page.getByRole('button', { name: `Details of ${title}` }).click();
  const list = page.getByRole('list', { name: `Attendees of ${title}` });
  // A row per booking, each with its named tickets in a list of their own.
  const bookings = list.locator('> li');
  await expect(bookings).toHaveCount(2);
  await expect(bookings.filter({ hasText: ticket.ticketId }).getByText('Verified')).toBeVisible();
  await expect(bookings.filter({ hasText: ticket.ticketId }).getByRole('listitem')).toHaveCount(3);
  await expect(bookings.filter({ hasText: other.ticketId }).getByText('Pending')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attendees-ghazal-sandhya-\d+\.csv$/);
  await expectNoAxeViolations(page);
});

test('@phone another organizer is offered no door tools on an event that is not theirs, only on their own', async ({
  page,
  request,
}) => {
  const title = `Dhrupad at Dawn ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title);
  // A second organizer: a new account whose first event makes it one.
  const other = newPerson('second-organizer');
  await registerViaApi(request, other);
  const own = await createEventAsOrganizer(request, `Sitar Sandhya ${Date.now()}`, {
    organizer: { identifier: other.email, password: other.password },
  });
  await signInAs(page, request, other.email, other.password);

  await page.goto(`/events/verify/${eventId}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText("This is another organizer's event")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download for offline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start QR Scanner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manual Entry' })).toHaveCount(0);
  await expect(page.getByText(/checked in$/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'door-not-owner');

  // The server refuses the tools all the same (the authorization matrix covers every door route).
  const refused = await request.get(`/api/bookings/event/${eventId}/door-list`, {
    headers: { Authorization: `Bearer ${own.organizerToken}` },
  });
  expect(refused.status()).toBe(403);

  // Their own events' door is a link away, with every tool.
  await page.getByRole('link', { name: 'Verify tickets for your own events' }).click();
  await expect(page).toHaveURL(/\/events\/verify$/);
  const picker = page.getByRole('combobox', { name: 'Select Event' });
  await expect(picker.locator('option', { hasText: title })).toHaveCount(0);
  await picker.selectOption({ value: own.eventId });
  await expect(page.getByText('0 of 0 checked in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download for offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start QR Scanner' })).toBeEnabled();
});
