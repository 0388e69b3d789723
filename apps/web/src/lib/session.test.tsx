import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { makeStoredUser, storeUser } from '@/test/fixtures';
import { USER_BANNED_EVENT } from './api-client';
import { SessionProvider, useSession } from './session';

function Probe() {
  const { status, user, login, logout } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user ? user.name : 'none'}</p>
      <button
        type="button"
        onClick={() => login(makeStoredUser({ name: 'Arjun Mehta', token: 'new-token' }))}
      >
        login
      </button>
      <button type="button" onClick={logout}>
        logout
      </button>
    </div>
  );
}

describe('session', () => {
  test('restores a valid stored user', () => {
    storeUser(makeStoredUser({ name: 'Priya Sharma' }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('user: Priya Sharma')).toBeInTheDocument();
  });

  test('an unparseable stored user leaves the visitor signed out with a console message only', () => {
    window.localStorage.setItem('user', '{"name": broken');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/Could not restore the signed-in user/);
  });

  test('a stored user without a token is treated as signed out', () => {
    window.localStorage.setItem('user', JSON.stringify({ _id: '1', name: 'No Token' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
  });

  test('login stores the user with its token; logout removes it', () => {
    const onSignOut = vi.fn();
    render(
      <SessionProvider onSignOut={onSignOut}>
        <Probe />
      </SessionProvider>,
    );
    act(() => screen.getByRole('button', { name: 'login' }).click());
    expect(screen.getByText('user: Arjun Mehta')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Arjun Mehta',
      token: 'new-token',
    });

    act(() => screen.getByRole('button', { name: 'logout' }).click());
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  test('the userBanned event logs the user out and writes the details to the console', () => {
    storeUser(makeStoredUser());
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    const detail = {
      message: 'Your account has been banned.',
      banReason: 'Spam',
      bannedAt: '2026-01-01T00:00:00Z',
    };
    act(() => {
      window.dispatchEvent(new CustomEvent(USER_BANNED_EVENT, { detail }));
    });
    expect(screen.getByText('status: signed-out')).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(consoleWarn).toHaveBeenCalledWith('User banned:', detail);
  });
});
