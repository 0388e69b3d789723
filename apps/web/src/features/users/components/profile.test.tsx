import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();
const stats = { totalBookings: 12, upcomingEvents: 3, completedEvents: 9, totalSpent: 125000 };

function answer(overrides: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.replace('/api', '')}`;
    const override = overrides[key];
    if (override) return override();
    if (key === 'GET /users/profile/stats') return jsonResponse(stats);
    if (key === 'GET /users/profile') return jsonResponse({ user: makeUser({ name: 'Priya Sharma' }) });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profile', () => {
  test('shows the user, the role badge and the four stats in rupees', async () => {
    storeUser(makeStoredUser({ name: 'Priya Sharma', role: 'user' }));
    answer();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('User', { selector: 'span' })).toHaveClass('bg-blue-100');
    expect(screen.getByText('priya@example.in')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(await screen.findByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('Total Bookings').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Upcoming Events').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Completed Events').nextSibling).toHaveTextContent('9');
    expect(screen.getByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/profile/update');
    expect(screen.queryByRole('link', { name: /Organizer Panel/ })).toBeNull();
  });

  test('organizers get a green badge and the Organizer Panel quick action', async () => {
    storeUser(makeStoredUser({ role: 'organizer' }));
    answer({ 'GET /users/profile': () => jsonResponse({ user: makeUser({ role: 'organizer' }) }) });
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: /Organizer Panel/ })).toHaveAttribute(
      'href',
      '/organizer',
    );
    const badge = screen.getAllByText('Organizer').find((element) => element.tagName === 'SPAN');
    expect(badge).toHaveClass('bg-green-100');
  });

  test("a failed profile fetch says 'Failed to fetch user profile.'", async () => {
    storeUser(makeStoredUser());
    answer({
      'GET /users/profile': () =>
        jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500),
    });
    renderApp('/profile');
    expect(await screen.findByText('Failed to fetch user profile.')).toBeInTheDocument();
  });

  test('deleting the account asks for the password first, then logs out and goes home', async () => {
    storeUser(makeStoredUser());
    answer({ 'DELETE /users/delete': () => jsonResponse({ message: 'Account deleted successfully' }) });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.click(confirm);
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'Secret123' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Account deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  test("a failed deletion shows the server message or 'Account deletion failed'", async () => {
    storeUser(makeStoredUser());
    answer({ 'DELETE /users/delete': () => new Response('', { status: 500 }) });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Password/), 'Secret123');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account deletion failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });

  test('a wrong password is shown in the dialog, which stays open, and the session stays', async () => {
    storeUser(makeStoredUser());
    answer({
      'DELETE /users/delete': () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message: 'Your password is incorrect',
            field: 'password',
          },
          400,
        ),
    });
    const { router } = renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByText('Your password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });
});

describe('profile update', () => {
  test('sends only filled-in fields, merges the answer and returns to /profile after 1.5 s', async () => {
    storeUser(makeStoredUser({ name: 'Priya Sharma', token: 'keep-me' }));
    answer({
      'PATCH /users/update': () =>
        jsonResponse({ user: makeUser({ name: 'Priya S. Rao' }), message: 'Profile updated successfully' }),
    });
    const { router } = renderApp('/profile/update');
    const user = userEvent.setup();

    const name = await screen.findByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Priya S. Rao');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Priya S. Rao',
      email: 'priya@example.in',
      phone: '9876543210',
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Priya S. Rao',
      token: 'keep-me',
    });
    expect(router.state.location.pathname).toBe('/profile/update');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  test('Google accounts do not see the password field, and their e-mail is read-only', async () => {
    storeUser(makeStoredUser({ googleId: 'google-sub-123' }));
    answer();
    renderApp('/profile/update');
    expect(await screen.findByText(/managed in your Google account settings/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('readonly');
    expect(screen.getByText('Your email address comes from your Google account.')).toBeInTheDocument();
  });

  test('a new e-mail asks for the current password, which is required and sent', async () => {
    storeUser(makeStoredUser());
    answer({
      'PATCH /users/update': () =>
        jsonResponse({
          user: makeUser({ email: 'new@example.in' }),
          message: 'Profile updated successfully',
        }),
    });
    renderApp('/profile/update');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email Address/);
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    await user.clear(email);
    await user.type(email, 'new@example.in');
    const current = await screen.findByLabelText(/^Current Password/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.type(current, 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Priya Sharma',
      email: 'new@example.in',
      phone: '9876543210',
      currentPassword: 'Secret123',
    });
  });

  test('a wrong current password is shown under its field, and the session stays', async () => {
    storeUser(makeStoredUser());
    answer({
      'PATCH /users/update': () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'WRONG_PASSWORD',
            message: 'Your current password is incorrect',
            field: 'currentPassword',
          },
          400,
        ),
    });
    const { router } = renderApp('/profile/update');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(await screen.findByLabelText(/^Current Password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/profile/update');
    expect(window.localStorage.getItem('user')).not.toBeNull();
  });

  test('a password change keeps this session signed in with the fresh token the server answers', async () => {
    storeUser(makeStoredUser({ token: 'old-token' }));
    answer({
      'PATCH /users/update': () =>
        jsonResponse({ user: makeUser(), message: 'Profile updated successfully', token: 'fresh-token' }),
    });
    renderApp('/profile/update');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(await screen.findByLabelText(/^Current Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ token: 'fresh-token' });
  });

  test('a server error naming a field is shown under it', async () => {
    storeUser(makeStoredUser());
    answer({
      'PATCH /users/update': () =>
        jsonResponse(
          { statusCode: 409, code: 'DUPLICATE', message: 'This email is already in use', field: 'email' },
          409,
        ),
    });
    renderApp('/profile/update');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('Back to Profile and Cancel lead to /profile', async () => {
    storeUser(makeStoredUser());
    answer();
    renderApp('/profile/update');
    expect(await screen.findByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });
});
