import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A fresh organizer (never the demo ones, whom other specs use) with one upcoming event, made through the API:
 * a user's first event makes them an organizer.
 */
async function freshOrganizerWithEvent(request: APIRequestContext) {
  const person = newPerson('admin-org');
  const { _id } = await registerViaApi(request, person);
  const session = await loginViaApi(request, person.email, person.password);
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const title = `Moderated Mehfil ${Date.now()}`;
  const created = await request.post('/api/events', {
    headers: bearer(session.token),
    data: {
      title,
      description: 'An evening of ghazals by the lake, with chai and snacks.',
      date: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      categoryId: categories[0]?._id,
      city: 'Bhopal',
      venue: {
        name: 'Upper Lake Amphitheatre',
        address: null,
        coordinates: { lat: 23.25, lng: 77.39 },
        placeId: null,
      },
      hasTicketCategories: false,
      price: 299,
      totalSeats: 80,
      useDefaultRefundPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { _id: string; title: string } };
  return { person, id: _id, event };
}

/** The row (table, wide screens) or card (phones) of the list item named `name`. */
function rowOf(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .or(page.getByRole('article', { name }));
}

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, DEMO.admin, DEMO_PASSWORD);
});

test('an admin adds a category and deletes it; a category in use cannot be deleted @phone', async ({
  page,
}) => {
  const name = `Kids Theatre ${Date.now()}`;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();

  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await dialog.getByLabel('Category Name').fill(name);
  await dialog.getByLabel('Description (optional)').fill('Plays and puppet shows for children.');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const music = page.getByRole('button', { name: 'Delete category Music' });
  await expect(music).toHaveAttribute('aria-disabled', 'true');
  await expect(music).toHaveAccessibleDescription('Cannot delete category with existing events');

  await page.getByRole('button', { name: `Delete category ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Category' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete category ${name}` })).toHaveCount(0);
});

test("an admin opens a reported event's reports and resolves one", async ({ page, request }) => {
  const { event } = await freshOrganizerWithEvent(request);
  const reporter = newPerson('reporter');
  await registerViaApi(request, reporter);
  const attendee = await loginViaApi(request, reporter.email, reporter.password);
  const description = `Same show listed three times ${Date.now()}`;
  const reported = await request.post('/api/reports', {
    headers: bearer(attendee.token),
    data: { eventId: event._id, reason: 'spam', description },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Flagged Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged Events' })).toBeVisible();
  const row = rowOf(page, new RegExp(event.title));
  await row.getByRole('button', { name: `Reports (1) for ${event.title}` }).click();

  const dialog = page.getByRole('dialog', { name: `Reports for ${event.title}` });
  const report = dialog.getByRole('article').filter({ hasText: description });
  await expect(report.getByRole('heading', { name: 'Spam' })).toBeVisible();
  await expect(report.getByText('Pending')).toBeVisible();
  await expect(report.getByText(reporter.email)).toBeVisible();
  await expect(report.getByRole('button', { name: 'Mark as Reviewed' })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-reports-dialog', { fullPage: false });

  await report.getByLabel('Admin notes (optional)').fill('Duplicates removed with the organizer.');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Report status updated successfully')).toBeVisible();
  await expect(report.getByText('Resolved')).toBeVisible();
  await expect(report.getByText('Duplicates removed with the organizer.')).toBeVisible();
  await expect(report.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  const admin = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  const flagged = (await (
    await request.get('/api/reports/events/flagged', { headers: bearer(admin.token) })
  ).json()) as {
    _id: string;
    reports: { description: string; status: string; adminNotes: string | null }[];
  }[];
  const stored = flagged.find((item) => item._id === event._id)?.reports[0];
  expect(stored).toMatchObject({ status: 'resolved', adminNotes: 'Duplicates removed with the organizer.' });
});

test('a banned organizer is signed out and sees the ban at sign-in; unbanning lets them back in', async ({
  page,
  browser,
  request,
}) => {
  const { person, id } = await freshOrganizerWithEvent(request);
  const organizerPage = await browser.newPage();
  await signInAs(organizerPage, request, person.email, person.password);
  await organizerPage.goto('/organizer');
  await expect(organizerPage.getByRole('heading', { level: 1, name: 'Organizer Dashboard' })).toBeVisible();

  await page.goto(`/admin/organizer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organizer Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
  await page.getByRole('button', { name: 'Ban User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ban Organizer' });
  const confirm = dialog.getByRole('button', { name: 'Ban User' });
  await expect(confirm).toBeDisabled();
  await dialog.getByPlaceholder('Enter ban reason...').fill('Listing events that do not exist');
  await confirm.click();
  await expect(page.getByText('User banned successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unban User' })).toBeVisible();
  await expect(page.getByText('Account Banned')).toBeVisible();

  // The organizer's next call answers the ban: signed out, on /login, told why.
  await organizerPage.getByRole('link', { name: /Messages/ }).click();
  await expect(organizerPage).toHaveURL(/\/login$/);
  await expect(
    organizerPage.getByText('Your account has been banned. Please contact support.'),
  ).toBeVisible();
  await expect(organizerPage.getByText('Reason: Listing events that do not exist')).toBeVisible();
  // Signing in again is refused with the ban.
  await organizerPage.getByLabel('Email or Phone').fill(person.email);
  await organizerPage.getByLabel('Password', { exact: true }).fill(person.password);
  await organizerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(organizerPage.getByRole('alert').filter({ hasText: 'banned' }).first()).toBeVisible();
  await expect(organizerPage).toHaveURL(/\/login$/);

  // The trace another admin can read.
  await page.goto('/admin/audit-log?action=user.ban');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.getByText('Listing events that do not exist').first()).toBeVisible();

  await page.goto(`/admin/organizer/${id}`);
  await page.getByRole('button', { name: 'Unban User' }).click();
  await expect(page.getByText('User unbanned successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ban User' })).toBeVisible();

  await organizerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(organizerPage).not.toHaveURL(/\/login$/);
  await organizerPage.close();
});

test("an admin updates a contact message's status and notes", async ({ page, request }) => {
  const stamp = Date.now();
  const sender = `Meera Iyer ${stamp}`;
  const sent = await request.post('/api/contacts/general', {
    data: {
      name: sender,
      email: `meera.${stamp}@example.com`,
      phone: '9876543210',
      subject: 'Refund Request',
      message: 'My refund for the Sunburn preview has not reached my card. Booking TM-12345.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Manage Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await page.getByRole('button', { name: `View Details of the message from ${sender}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog.getByText('My refund for the Sunburn preview')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:meera\..+\?subject=Re%3A%20Refund%20Request&body=Dear%20Meera/,
  );
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876543210');
  await dialog.getByLabel('Status').selectOption({ label: 'In Progress' });
  await dialog.getByLabel('Contact Method').selectOption({ label: 'Phone' });
  await dialog.getByLabel('Admin Notes').fill('Called the customer; refund re-sent.');
  await dialog.getByRole('button', { name: 'Update Contact' }).click();
  await expect(page.getByText('Contact status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'In progress', exact: true }).click();
  const row = rowOf(page, new RegExp(sender));
  await expect(row.getByText('In Progress')).toBeVisible();
  await page.getByRole('button', { name: `View Details of the message from ${sender}` }).click();
  await expect(dialog.getByLabel('Admin Notes')).toHaveValue('Called the customer; refund re-sent.');
  await expect(dialog.getByLabel('Contact Method')).toHaveValue('phone');
});

/** Waits for a screen's data (no skeletons, no busy regions) before axe looks at it. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
}

test('every admin page has no axe violations @phone', async ({ page, request }) => {
  test.slow(); // axe over five full pages
  const { id } = await freshOrganizerWithEvent(request);
  const pages: [string, string][] = [
    ['/admin', 'Admin Dashboard'],
    ['/admin/flagged-events', 'Flagged Events'],
    ['/admin/contacts', 'Contact Management'],
    [`/admin/organizer/${id}`, 'Organizer Details'],
    ['/admin/audit-log', 'Audit Log'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await shoot(page, `admin-${title.toLowerCase().replaceAll(' ', '-')}`);
  }
});

test("the organizer page's tabs and its Ban and Delete dialogs have no axe violations @phone", async ({
  page,
  request,
}) => {
  test.slow(); // axe over several dialogs
  const { id } = await freshOrganizerWithEvent(request);
  await page.goto(`/admin/organizer/${id}`);
  await page.getByRole('tab', { name: /Events/ }).click();
  await expect(page.getByRole('link', { name: /View Event/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: /Reports/ }).click();
  await expect(page.getByText('No reports found')).toBeVisible();

  await page.getByRole('button', { name: 'Ban User' }).click();
  await expect(page.getByRole('dialog', { name: 'Ban Organizer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-ban-dialog', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Deletion' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-delete-dialog', { fullPage: false });
});

test("the dashboard's Add Category and event details dialogs and the contact details have no axe violations @phone", async ({
  page,
  request,
}) => {
  test.slow(); // axe over several dialogs
  const stamp = Date.now();
  const sent = await request.post('/api/contacts/general', {
    data: {
      name: `Axe Check ${stamp}`,
      email: `axe.${stamp}@example.com`,
      subject: 'Other',
      message: 'Hello.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Category' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'About' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-event-details', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto('/admin/contacts');
  await page.getByRole('button', { name: `View Details of the message from Axe Check ${stamp}` }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-contact-details', { fullPage: false });
});

/** Where the text of `element` goes onto a new line, as 'last char|first char' pairs (empty when it is one line). */
function lineBreaksIn(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: text[index] ?? '', top: rect.top });
      }
    }
    const breaks: string[] = [];
    for (let index = 1; index < chars.length; index += 1) {
      const [before, after] = [chars[index - 1], chars[index]];
      if (before && after && after.top > before.top + 2) breaks.push(`${before.char}|${after.char}`);
    }
    return breaks;
  });
}

test('the audit log names each target (a user by name and e-mail) and wraps e-mails only after @ or before a dot @phone', async ({
  page,
  request,
}) => {
  // A long address, as real ones are: it cannot fit a phone's column on one line.
  const person = newPerson('kavya.subramanian.bookings');
  const { _id } = await registerViaApi(request, person);
  const admin = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  const banned = await request.patch(`/api/users/${_id}/ban`, {
    headers: bearer(admin.token),
    data: { reason: 'Reselling tickets at a markup' },
  });
  expect(banned.status(), await banned.text()).toBe(200);

  await page.goto('/admin/audit-log?action=user.ban');
  const entry = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: person.email });
  await expect(entry).toBeVisible();
  const target = entry.getByRole('link', { name: person.name, exact: true });
  await expect(target).toHaveAttribute('href', `/admin/organizer/${_id}`);
  // The id stays at hand, as the name's tooltip, not as the text.
  await expect(target).toHaveAttribute('title', `User id ${_id}`);
  await expect(entry.getByText(_id)).toHaveCount(0);

  const email = entry.getByText(person.email, { exact: true });
  await expect(email).toBeVisible();
  const breaks = await lineBreaksIn(email);
  for (const at of breaks) expect(at, `the e-mail wraps at ${at}`).toMatch(/^@\||\|\.$/);
  if ((page.viewportSize()?.width ?? 0) < 768) expect(breaks.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-audit-log');

  const unbanned = await request.patch(`/api/users/${_id}/unban`, { headers: bearer(admin.token) });
  expect(unbanned.status(), await unbanned.text()).toBe(200);
});
