import { expect, type Locator, type Page, test } from '@playwright/test';
import { bookViaApi } from './api-shortcuts';
import {
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  loginViaApi,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

/**
 * WCAG 2.4.3: a dialog closed with Escape or its Cancel button hands focus back to the control that opened it,
 * never to <body> (issue 24, decision 0033). Every dialog of the app is opened and closed both ways.
 */

/** Opens the dialog with `opener`, closes it with Escape, then with its `cancel` button; each time the opener has focus. */
async function expectFocusReturnsToOpener(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  cancel: string,
) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const close of ['Escape', cancel]) {
    await opener.click();
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(opener, `focus after ${close} on "${dialogName}"`).toBeFocused();
  }
}

async function signInNewAttendee(page: Page, request: Parameters<typeof registerViaApi>[0], prefix: string) {
  const person = newPerson(prefix);
  await registerViaApi(request, person);
  return signInAs(page, request, person.email, person.password);
}

test('the event page: Contact Organizer and Report Event give focus back @phone', async ({
  page,
  request,
}) => {
  const { eventId } = await createEventAsOrganizer(request, `Focus Mehfil ${Date.now()}`);
  await signInNewAttendee(page, request, 'focus-event');
  await page.goto(`/events/${eventId}`);
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Contact Organizer' }),
    'Contact Organizer',
    'Cancel',
  );
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Report Event' }),
    'Report Event',
    'Cancel',
  );
});

test('the dashboard: Cancel Booking gives focus back @phone', async ({ page, request }) => {
  const title = `Focus Qawwali ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { daysAhead: 30 });
  const { token } = await signInNewAttendee(page, request, 'focus-booking');
  await bookViaApi(request, token, eventId, { noOfSeats: 1 });
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await expectFocusReturnsToOpener(
    page,
    card.getByRole('button', { name: 'Cancel Booking' }),
    'Cancel Booking',
    'Keep Booking',
  );
});

test('the profile: Delete Account gives focus back @phone', async ({ page, request }) => {
  await signInNewAttendee(page, request, 'focus-profile');
  await page.goto('/profile');
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Delete Account' }),
    'Delete Account',
    'Cancel',
  );
});

test("the organizer dashboard: an event's details and Cancel Event give focus back @phone", async ({
  page,
  request,
}) => {
  const title = `Focus Kutcheri ${Date.now()}`;
  await createEventAsOrganizer(request, title);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: `Details of ${title}` }),
    title,
    'Close',
  );
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: `Cancel ${title}` }),
    'Cancel Event',
    'Keep Event',
  );
});

test('the admin dashboard: Add Category, an event details and Delete Category give focus back @phone', async ({
  page,
  request,
}) => {
  const category = `Focus Puppetry ${Date.now()}`;
  const admin = await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
  const created = await request.post('/api/categories', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: category, description: 'Shadow puppets and string puppets.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/admin');
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Add Category' }),
    'Add Category',
    'Cancel',
  );
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: `Delete category ${category}` }),
    'Delete Category',
    'Cancel',
  );
  const details = page.getByRole('button', { name: /^Details of / }).first();
  const eventTitle = ((await details.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
  await expectFocusReturnsToOpener(page, details, eventTitle, 'Close');
});

test("the admin's organizer page: Ban User and Delete give focus back @phone", async ({ page, request }) => {
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
  await page.goto(`/admin/organizer/${organizer.user._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer Details' })).toBeVisible();
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Ban User' }),
    'Ban Organizer',
    'Cancel',
  );
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: 'Delete', exact: true }),
    'Confirm Deletion',
    'Cancel',
  );
});

test("the admin's contact inbox: a message's details give focus back @phone", async ({ page, request }) => {
  const sender = `Focus Sender ${Date.now()}`;
  const sent = await request.post('/api/contacts/general', {
    data: {
      name: sender,
      email: `focus.${Date.now()}@example.com`,
      subject: 'Other',
      message: 'Hello there.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin/contacts');
  await expectFocusReturnsToOpener(
    page,
    page.getByRole('button', { name: `View Details of the message from ${sender}` }),
    'Contact Details',
    'Cancel',
  );
});
