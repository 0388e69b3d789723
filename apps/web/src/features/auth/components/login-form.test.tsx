import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function answerLogin(response: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/auth/login')) return response.clone();
    if (url.endsWith('/users/profile/stats')) {
      return jsonResponse({ totalBookings: 0, upcomingEvents: 0, completedEvents: 0, totalSpent: 0 });
    }
    if (url.endsWith('/users/profile')) return jsonResponse({ user: makeUser() });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email or Phone/), identifier);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', () => {
  test('both fields are required', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email or phone is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The first invalid field takes the focus.
    expect(screen.getByLabelText(/^Email or Phone/)).toHaveFocus();
  });

  test('success stores the user with the token, greets them and goes to /profile', async () => {
    answerLogin(jsonResponse({ user: makeUser({ name: 'Priya Sharma' }), token: 'jwt-token' }));
    const { router } = renderApp('/login');
    await signIn('priya@example.in', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Welcome back! Login successful')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Priya Sharma',
      token: 'jwt-token',
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      identifier: 'priya@example.in',
      password: 'secret123',
    });
  });

  test('after the signed-in guard sent the visitor to /login, success returns to that page', async () => {
    answerLogin(jsonResponse({ user: makeUser(), token: 'jwt-token' }));
    const { router } = renderApp('/cancelled-bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn('9876543210', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancelled-bookings'));
  });

  test("a path remembered by 'Login to Book' wins over /profile, and is used once", async () => {
    window.sessionStorage.setItem('returnTo', '/events/abc');
    answerLogin(jsonResponse({ user: makeUser(), token: 'jwt-token' }));
    const { router } = renderApp('/login');
    await signIn('priya@example.in', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/abc'));
    expect(window.sessionStorage.getItem('returnTo')).toBeNull();
  });

  test('a failure shows the server message inline and as a toast', async () => {
    answerLogin(
      jsonResponse({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }, 401),
    );
    const { router } = renderApp('/login');
    await signIn('priya@example.in', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    await waitFor(() => expect(screen.getAllByText('Invalid credentials')).toHaveLength(2));
    // The focus goes to the password, selected so that typing replaces it.
    const password = screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong-password'.length]);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  test("a failure without a server message says 'Login failed. Please try again.'", async () => {
    answerLogin(new Response('', { status: 500 }));
    renderApp('/login');
    await signIn('priya@example.in', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  test('the password field has a show/hide toggle', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('without a Google client id there is no Google button and no divider', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  });
});
