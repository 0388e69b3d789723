import { expect, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  loginViaApi,
  newPerson,
  openMenuIfCollapsed,
  registerViaApi,
  signInAs,
} from './support';

test('register, sign in, see the profile, update it and log out @phone', async ({ page }) => {
  const person = newPerson();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Phone Number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! Please sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email or Phone').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back! Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(page.getByText('Total Bookings')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email: person.email, token: expect.any(String) });

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await page.getByLabel('Full Name').fill(`${person.name} Updated`);
  await page.getByRole('button', { name: /update profile|save/i }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: `${person.name} Updated` })).toBeVisible();

  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('registration shows the spec messages; a taken e-mail gets the same answer as a new one', async ({
  page,
  request,
}) => {
  const existing = newPerson();
  await registerViaApi(request, existing);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Ravi Kumar');
  await page.getByLabel('Email Address').fill(existing.email);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Phone Number').fill(newPerson().phone);
  await page.getByLabel('Confirm Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Registration does not tell whether an address has an account (decision 0028): its owner is told by e-mail.
  await expect(page.getByText('Account created successfully! Please sign in.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows one message inline and as a toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(DEMO.attendee);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email/phone or password')).toHaveCount(2);
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out visitors are sent to /login and signed-in users away from /login and /register', async ({
  page,
  request,
}) => {
  for (const path of ['/profile', '/dashboard', '/organizer', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await signInAs(page, request, DEMO.attendee, DEMO_PASSWORD);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/profile$/);
});

test('admin pages send a non-admin to /dashboard and let an admin in', async ({ browser, request }) => {
  const attendee = await browser.newPage();
  await signInAs(attendee, request, DEMO.attendee, DEMO_PASSWORD);
  await attendee.goto('/admin');
  await expect(attendee).toHaveURL(/\/dashboard$/);
  await attendee.close();

  const admin = await browser.newPage();
  await signInAs(admin, request, DEMO.admin, DEMO_PASSWORD);
  await admin.goto('/admin');
  await expect(admin).toHaveURL(/\/admin$/);
  await openMenuIfCollapsed(admin);
  await expect(admin.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await admin.close();
});

test('a user banned while signed in is sent to /login on the next call', async ({ page, request }) => {
  const person = newPerson('banned');
  const { _id } = await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();

  // Whichever page hears of the ban first (this one, should its profile sync ask the API in between, or the next)
  // records what it was told.
  const recordBan = () => {
    window.addEventListener('userBanned', (event) => {
      window.sessionStorage.setItem('e2e-ban-detail', JSON.stringify((event as CustomEvent).detail));
    });
  };
  await page.addInitScript(recordBan);
  await page.evaluate(recordBan);

  const admin = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  const banned = await request.patch(`/api/users/${_id}/ban`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { reason: 'Reselling tickets' },
  });
  expect(banned.status()).toBe(200);

  await page.goto('/profile/update');
  await expect(page).toHaveURL(/\/login$/);
  const detail = await page.evaluate(() =>
    JSON.parse(window.sessionStorage.getItem('e2e-ban-detail') ?? 'null'),
  );
  expect(detail).toMatchObject({ banReason: 'Reselling tickets' });
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('deleting the account through the confirm dialog signs out and goes home', async ({ page, request }) => {
  const person = newPerson('delete');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The password is asked first (decision 0028); a wrong one is said in the dialog.
  await expect(dialog.getByRole('button', { name: 'Delete Account' })).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const relogin = await request.post('/api/auth/login', {
    data: { identifier: person.email, password: person.password },
  });
  expect(relogin.status()).toBe(401);
});

test('a new password needs the current one, keeps this session and ends the others', async ({
  page,
  request,
}) => {
  const person = newPerson('newpass');
  await registerViaApi(request, person);
  const otherDevice = await loginViaApi(request, person.email, person.password);
  await signInAs(page, request, person.email, person.password);
  await page.goto('/profile/update');
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your current password is incorrect')).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  const stale = await request.get('/api/users/profile', {
    headers: { authorization: `Bearer ${otherDevice.token}` },
  });
  expect(stale.status()).toBe(401);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(/does not exist|doesn't exist|not found/i).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in, registration, profile and 404 pages have no axe violations @phone', async ({
  page,
  request,
}) => {
  for (const path of ['/login', '/register', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  for (const path of ['/profile', '/profile/update']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
});
