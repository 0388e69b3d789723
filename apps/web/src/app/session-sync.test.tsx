import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { registerNavigator } from '@/lib/api-client';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

function answerProfile(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/users/profile')
        ? response()
        : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404),
    ),
  );
}

describe('session sync', () => {
  test('a user banned since the last visit is signed out and sent to /login on the first page', async () => {
    storeUser(makeStoredUser());
    answerProfile(() =>
      jsonResponse(
        {
          statusCode: 403,
          code: 'BANNED',
          message: 'Your account has been banned. Please contact support.',
          banReason: 'Reselling tickets',
          bannedAt: '2026-02-01T10:00:00.000Z',
        },
        403,
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/profile/update');
    const unregister = registerNavigator((to) => void router.navigate(to));
    window.history.replaceState(null, '', '/profile/update');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(
      await screen.findByText('Your account has been banned. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Reselling tickets')).toBeInTheDocument();
    unregister();
  });

  test('a role changed on the server shows in the navigation', async () => {
    storeUser(makeStoredUser({ role: 'user' }));
    answerProfile(() => jsonResponse({ user: makeUser({ role: 'organizer' }) }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Organizer' })).toHaveAttribute('href', '/organizer');
  });

  test('an expired session signs the user out', async () => {
    storeUser(makeStoredUser());
    answerProfile(() =>
      jsonResponse(
        { statusCode: 401, code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' },
        401,
      ),
    );
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });
});
