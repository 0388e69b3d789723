import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function mainNavLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('navbar', () => {
  test('visitors see the public links, Login and Get Started', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(mainNavLinks()).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/register');
  });

  test('a signed-in user sees Dashboard, their name and Logout', async () => {
    storeUser(makeStoredUser({ name: 'Priya Sharma', role: 'user' }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(mainNavLinks().map(([label]) => label)).toEqual(['Home', 'Events', 'Contact', 'Dashboard']);
    expect(screen.getAllByRole('link', { name: /Priya Sharma/ })[0]).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('button', { name: 'Logout' }).length).toBeGreaterThan(0);
  });

  test('organizers see Organizer; admins see Organizer and Admin (roles case-insensitive)', async () => {
    storeUser({ ...makeStoredUser(), role: 'Admin' as 'admin' });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(mainNavLinks().map(([label]) => label)).toEqual([
      'Home',
      'Events',
      'Contact',
      'Dashboard',
      'Organizer',
      'Admin',
    ]);
  });

  test('logout signs out and shows the visitor links', async () => {
    storeUser(makeStoredUser());
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Events Dashboard' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(await screen.findAllByRole('link', { name: 'Get Started' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  test('the mobile menu toggle says what it does and controls the menu', async () => {
    renderApp('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
  });
});
