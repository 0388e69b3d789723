import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe("the organizer dashboard's Messages button", () => {
  test('links to /organizer/contacts and shows how many inquiries are pending', async () => {
    const organizer = makeStoredUser({ role: 'organizer' });
    storeUser(organizer);
    const fetchMock = stubApi([
      [
        /\/contacts\/organizer\?/,
        () => jsonResponse({ contacts: [], pagination: { current: 1, pages: 3, total: 3 } }),
      ],
      [/\/events(\?|$)/, () => jsonResponse([])],
      [/\/users\/profile$/, () => jsonResponse({ user: organizer })],
    ]);
    renderApp('/organizer');
    const messages = await screen.findByRole('link', { name: /Messages/ });
    await vi.waitFor(() => expect(messages).toHaveTextContent('3 pending'));
    expect(messages).toHaveAccessibleName(/^Messages\s+3\s+pending$/);
    expect(messages).toHaveAttribute('href', '/organizer/contacts');
    const countCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/contacts/organizer'));
    const params = new URL(String(countCall?.[0]), 'http://localhost').searchParams;
    expect([params.get('status'), params.get('limit')]).toEqual(['pending', '1']);
  });

  test('without a count (none pending, or it could not be read) the button still opens the inbox', async () => {
    const organizer = makeStoredUser({ role: 'organizer' });
    storeUser(organizer);
    stubApi([
      [/\/contacts\/organizer\?/, () => new Response('', { status: 500 })],
      [/\/events(\?|$)/, () => jsonResponse([])],
      [/\/users\/profile$/, () => jsonResponse({ user: organizer })],
    ]);
    renderApp('/organizer');
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/organizer/contacts',
    );
  });
});
