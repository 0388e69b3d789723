import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const stats = { totalBookings: 3, upcomingEvents: 1, completedEvents: 2, totalSpent: 4500 };

beforeEach(() => {
  // The profile screen loads its data; answer like the API would.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/users/profile/stats')) return jsonResponse(stats);
      // The server knows the same user as the one stored.
      if (url.endsWith('/users/profile'))
        return jsonResponse({ user: JSON.parse(localStorage.getItem('user')!) });
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guards', () => {
  test('guest-only: a signed-in user opening /login goes to /profile', async () => {
    storeUser(makeStoredUser({ name: 'Priya Sharma' }));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
  });

  test('guest-only: a signed-in user opening /register goes to /profile', async () => {
    storeUser(makeStoredUser());
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  test('guest-only: a visitor sees the login screen', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  test('signed-in pages send a visitor to /login and remember where they were going', async () => {
    const { router } = renderApp('/dashboard?tab=past');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard?tab=past' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  test('signed-in pages let a signed-in user through', async () => {
    storeUser(makeStoredUser());
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  test('admin-only: a signed-out visitor goes to /login', async () => {
    const { router } = renderApp('/admin/contacts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/contacts' });
  });

  test('admin-only: a user who is not an admin goes to /dashboard', async () => {
    storeUser(makeStoredUser({ role: 'user' }));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('admin-only: an organizer goes to /dashboard', async () => {
    storeUser(makeStoredUser({ role: 'organizer' }));
    const { router } = renderApp('/admin/flagged-events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('admin-only: roles compare case-insensitively', async () => {
    storeUser({ ...makeStoredUser(), role: 'ADMIN' as 'admin' });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  test('an unknown path shows the 404 page with a Back to Home link', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('guest-only return path', () => {
  test('someone who arrives signed in goes to /profile even when the page carries a return path', async () => {
    storeUser(makeStoredUser());
    window.sessionStorage.setItem('returnTo', '/events/abc');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(window.sessionStorage.getItem('returnTo')).toBeNull();
  });
});
