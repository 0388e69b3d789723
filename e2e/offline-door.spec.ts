import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { attendeeRow, bookTicket } from './check-in-support';
import { launchWithFakeCamera, projectContextOptions, qrCodeVideo } from './fake-camera';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  signInAs,
} from './support';

/**
 * The door without a network (issue 16), in Chromium really offline (context.setOffline): the organizer downloads
 * the event's check-in list, the page goes into offline mode, decides tickets from the list, reloads from the
 * service worker, and syncs when the network returns. Most tickets are "scanned" by pasting their QR text into
 * Manual Entry; the last test films a ticket's QR with Chromium's fake camera, the way a door scans it.
 */

type Ticket = Awaited<ReturnType<typeof bookTicket>>;

async function openDoor(page: Page, request: APIRequestContext, eventId: string) {
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto(`/events/verify/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Tickets' })).toBeVisible();
}

/** Downloads the list and waits until the service worker controls the page (its precache is then complete). */
async function downloadList(page: Page, tickets: number) {
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await expect(
    page.getByText(new RegExp(`^${tickets} tickets? on this device\\. List updated \\d\\d:\\d\\d\\.$`)),
  ).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function scan(page: Page, ticket: Ticket) {
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await page.getByRole('textbox', { name: 'Ticket ID or QR data' }).fill(ticket.qrCode);
  await page.getByRole('button', { name: 'Verify Ticket' }).click();
}

function resultHeading(page: Page, name: 'Admitted Offline' | 'Verification Failed') {
  return page.getByRole('heading', { level: 2, name });
}

async function expectAdmittedOffline(page: Page, ticket: Ticket) {
  await expect(resultHeading(page, 'Admitted Offline')).toBeVisible();
  await expect(
    page.getByText('Ticket ID', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(ticket.ticketId);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode:' })).toBeVisible();
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await expect(page.getByText('All scans synced')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode:' })).toBeHidden();
}

async function checkInStats(request: APIRequestContext, token: string, eventId: string) {
  const response = await request.get(`/api/bookings/event/${eventId}/check-in-stats`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { checkedInBookings: number; doubleEntries: number };
}

async function doubleEntries(request: APIRequestContext, token: string, eventId: string) {
  const response = await request.get(`/api/bookings/event/${eventId}/double-entries`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { doubleEntries: { ticketId: string }[] }).doubleEntries;
}

test('@phone offline: three tickets checked in (a repeat refused locally), the page reloads offline, and the sync counts each once', async ({
  page,
  context,
  request,
}) => {
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Kabir Utsav ${Date.now()}`);
  const tickets = [
    await bookTicket(request, eventId, 2),
    await bookTicket(request, eventId, 1),
    await bookTicket(request, eventId, 3),
    await bookTicket(request, eventId, 1),
  ];
  const [first, second, third, absent] = tickets as [Ticket, Ticket, Ticket, Ticket];
  await openDoor(page, request, eventId);
  await downloadList(page, 4);
  await expect(page.getByText('All scans synced')).toBeVisible();

  await goOffline(context, page);
  await scan(page, first);
  await expectAdmittedOffline(page, first);
  await scan(page, first);
  await expect(resultHeading(page, 'Verification Failed')).toBeVisible();
  await expect(page.getByText('Ticket already admitted at this door').first()).toBeVisible();
  await expect(page.getByText('2 scans waiting to sync')).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened again without a network: the service worker serves the page, the queue and the list are still there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Tickets' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode:' })).toBeVisible();
  await expect(page.getByText('2 scans waiting to sync')).toBeVisible();
  await scan(page, second);
  await expectAdmittedOffline(page, second);
  await scan(page, third);
  await expectAdmittedOffline(page, third);
  await scan(page, first);
  await expect(resultHeading(page, 'Verification Failed')).toBeVisible();
  await expect(page.getByText('5 scans waiting to sync')).toBeVisible();

  // Nothing reached the server yet.
  expect((await checkInStats(request, organizerToken, eventId)).checkedInBookings).toBe(0);

  await goOnline(context, page);
  const stats = await checkInStats(request, organizerToken, eventId);
  expect(stats).toMatchObject({ checkedInBookings: 3, doubleEntries: 0 });
  for (const ticket of [first, second, third]) {
    expect(await attendeeRow(request, organizerToken, eventId, ticket.ticketId)).toMatchObject({
      verified: true,
      verifyMethod: 'offline',
    });
  }
  expect(await attendeeRow(request, organizerToken, eventId, absent.ticketId)).toMatchObject({
    verified: false,
  });
  await expect(page.getByText('3 of 4 checked in')).toBeVisible();

  // The refused repeats were recorded, not counted: no double entry.
  expect(await doubleEntries(request, organizerToken, eventId)).toEqual([]);
});

test('two doors offline admit the same ticket: after sync one check-in stands and one double entry is reported', async ({
  browser,
  request,
}) => {
  test.slow(); // two door browsers offline, their syncs, then the organizer's list
  const title = `Sufi Raat ${Date.now()}`;
  const { eventId, organizerToken } = await createEventAsOrganizer(request, title);
  const ticket = await bookTicket(request, eventId, 2);
  const doors = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(doors.map((door) => door.newPage()));
  for (const page of pages) {
    await openDoor(page, request, eventId);
    await downloadList(page, 1);
  }
  const [doorA, doorB] = doors as [BrowserContext, BrowserContext];
  const [pageA, pageB] = pages as [Page, Page];

  await goOffline(doorA, pageA);
  await goOffline(doorB, pageB);
  await scan(pageA, ticket);
  await expectAdmittedOffline(pageA, ticket);
  await scan(pageB, ticket);
  await expectAdmittedOffline(pageB, ticket);

  await goOnline(doorA, pageA);
  await goOnline(doorB, pageB);
  expect(await checkInStats(request, organizerToken, eventId)).toMatchObject({
    checkedInBookings: 1,
    doubleEntries: 1,
  });
  expect(await doubleEntries(request, organizerToken, eventId)).toMatchObject([
    { ticketId: ticket.ticketId },
  ]);

  // The later door is told, and the verify page lists the double entry.
  await expect(pageB.getByRole('list', { name: 'Sync reports' })).toContainText(
    `${ticket.ticketId}, admitted here at`,
  );
  await expect(pageB.getByRole('list', { name: 'Double entries' })).toContainText(ticket.ticketId);
  await expectNoAxeViolations(pageB);

  // The organizer's attendee list marks it.
  await pageA.goto('/organizer');
  await pageA.getByRole('button', { name: `Details of ${title}` }).click();
  const row = pageA.getByRole('list', { name: `Attendees of ${title}` }).getByRole('listitem');
  await expect(row.filter({ hasText: ticket.ticketId }).getByText('Double entry')).toBeVisible();
  await Promise.all(doors.map((door) => door.close()));
});

test('a booking cancelled after the list was downloaded is refused offline once the list is refreshed', async ({
  page,
  context,
  request,
}) => {
  const { eventId } = await createEventAsOrganizer(request, `Qawwali Mehfil ${Date.now()}`);
  const kept = await bookTicket(request, eventId, 1);
  const cancelled = await bookTicket(request, eventId, 2);
  await openDoor(page, request, eventId);
  await downloadList(page, 2);

  // With the door's worker in control, the public pages still come from the server, drawn there (decision 0022).
  for (const path of ['/', '/events', `/events/${eventId}`]) {
    const publicPage = await page.goto(path);
    expect(publicPage?.fromServiceWorker(), path).toBe(false);
    expect(await publicPage?.text(), path).toContain('data-server-rendered');
  }
  await page.goto(`/events/verify/${eventId}`);
  await expect(page.getByText(/^2 tickets on this device\./)).toBeVisible();

  const { token } = await loginViaApi(request, cancelled.attendee.email, cancelled.attendee.password);
  const cancel = await request.delete(`/api/bookings/${cancelled.bookingId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  // The refresh asks only for what changed since the list the door holds (decision 0024) and gets a delta.
  const refreshed = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/bookings/event/${eventId}/door-list`) &&
      new URL(response.url()).searchParams.has('since'),
  );
  await page.getByRole('button', { name: 'Refresh list' }).click();
  const answer = await refreshed;
  expect(answer.status()).toBe(200);
  const since = new URL(answer.url()).searchParams.get('since')!;
  expect(Number.isNaN(Date.parse(since))).toBe(false);
  const delta = (await answer.json()) as { delta: boolean; removed: string[]; generatedAt: string };
  expect(delta.delta).toBe(true);
  expect(delta.removed).toHaveLength(1);
  expect(Date.parse(delta.generatedAt)).toBeGreaterThan(Date.parse(since));
  await expect(page.getByText(/^1 ticket on this device\./)).toBeVisible();

  await goOffline(context, page);
  await scan(page, cancelled);
  await expect(resultHeading(page, 'Verification Failed')).toBeVisible();
  await expect(page.getByText('Not on the check-in list').first()).toBeVisible();
  await scan(page, kept);
  await expectAdmittedOffline(page, kept);
});

test('@phone offline: the event picked from the lists on this device, and its queued scan uploaded from another door', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now();
  const titleA = `Baul Sangeet ${stamp}`;
  const { eventId: eventA, organizerToken } = await createEventAsOrganizer(request, titleA);
  const { eventId: eventB } = await createEventAsOrganizer(request, `Lavani Night ${stamp}`);
  const ticket = await bookTicket(request, eventA, 2);
  await openDoor(page, request, eventA);
  await downloadList(page, 1);

  // Offline, the picker cannot ask the server for the organizer's events: it offers the lists on this device.
  await context.setOffline(true);
  await page.goto('/events/verify');
  const picker = page.getByRole('combobox', { name: 'Select Event' });
  await expect(picker).toHaveAccessibleDescription(
    'Offline: these are the events whose check-in list is on this device.',
  );
  const option = picker.getByRole('option', { name: new RegExp(`^${titleA} — 1 ticket, list updated`) });
  await picker.selectOption({ label: (await option.textContent()) ?? '' });
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode:' })).toBeVisible();
  await scan(page, ticket);
  await expectAdmittedOffline(page, ticket);
  await expect(page.getByText('1 scan waiting to sync')).toBeVisible();
  await expectNoAxeViolations(page);

  // The organizer moves to another event's door before the network returns: event A's scan goes up from there.
  await page.goto(`/events/verify/${eventB}`);
  await expect(page.getByRole('status').filter({ hasText: 'Offline mode:' })).toBeVisible();
  expect((await checkInStats(request, organizerToken, eventA)).checkedInBookings).toBe(0);
  await context.setOffline(false);
  await expect(page.getByText(`${titleA}: 1 scan synced`)).toBeVisible({ timeout: 20_000 });
  expect(await checkInStats(request, organizerToken, eventA)).toMatchObject({ checkedInBookings: 1 });
  expect(await attendeeRow(request, organizerToken, eventA, ticket.ticketId)).toMatchObject({
    verified: true,
    verifyMethod: 'offline',
  });
});

test('a ticket cancelled while the door was offline is let in, refused by the server on sync, and listed for the organizer', async ({
  page,
  context,
  request,
}) => {
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Garba Raas ${Date.now()}`);
  const cancelled = await bookTicket(request, eventId, 2);
  await openDoor(page, request, eventId);
  await downloadList(page, 1);
  await goOffline(context, page);

  // Cancelled after the door lost its network: its list still holds the ticket, so the door lets it in.
  const { token } = await loginViaApi(request, cancelled.attendee.email, cancelled.attendee.password);
  const cancel = await request.delete(`/api/bookings/${cancelled.bookingId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await scan(page, cancelled);
  await expectAdmittedOffline(page, cancelled);

  await goOnline(context, page);
  const refused = page.getByRole('list', { name: 'Refused admissions' });
  await expect(refused).toContainText(cancelled.ticketId);
  await expect(refused).toContainText('This booking has been cancelled. Let in offline at');
  await expect(
    page.getByRole('heading', { name: 'Admitted offline, refused by the server (1)' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sync reports' })).toContainText(
    `${cancelled.ticketId}, admitted here at`,
  );
  await expectNoAxeViolations(page);
  expect((await checkInStats(request, organizerToken, eventId)).checkedInBookings).toBe(0);
});

test('@phone offline: the camera scans a ticket, the downloaded list admits it, and the sync checks it in', async ({
  request,
}) => {
  test.slow(); // its own browser with a fake camera fed a filmed QR, offline, then the sync
  const { eventId, organizerToken } = await createEventAsOrganizer(request, `Thumri Sandhya ${Date.now()}`);
  const ticket = await bookTicket(request, eventId, 2);
  const browser = await launchWithFakeCamera(await qrCodeVideo(ticket.qrCode), true);
  try {
    const context = await browser.newContext({ ...projectContextOptions(), permissions: ['camera'] });
    const page = await context.newPage();
    await openDoor(page, request, eventId);
    await downloadList(page, 1);
    await goOffline(context, page);

    // The QR decoder has never run on this page: offline, it comes from the service worker's cache.
    await page.getByRole('button', { name: 'Start QR Scanner' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan Ticket QR Code' });
    await expect(scanner.getByText('Camera Ready')).toBeVisible();
    await scanner.getByRole('button', { name: 'Auto Scan' }).click();
    const admitted = scanner.getByRole('heading', { name: 'Admitted Offline' });
    await expect(admitted).toBeVisible({ timeout: 30_000 });
    await expect(admitted.locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]')).toContainText(
      ticket.ticketId,
    );
    await expectNoAxeViolations(page);
    await scanner.getByRole('button', { name: 'Close scanner' }).click();
    await expect(page.getByText('1 scan waiting to sync')).toBeVisible();
    expect((await checkInStats(request, organizerToken, eventId)).checkedInBookings).toBe(0);

    await goOnline(context, page);
    expect(await attendeeRow(request, organizerToken, eventId, ticket.ticketId)).toMatchObject({
      verified: true,
      verifyMethod: 'offline',
    });
    await expect(page.getByText('1 of 1 checked in')).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});
