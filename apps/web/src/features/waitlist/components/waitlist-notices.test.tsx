import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeEntry, makeOffered } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function serve(entries: () => unknown[], extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    'GET /waitlist/mine': () => jsonResponse(entries()),
    'GET /bookings/user': () => jsonResponse([]),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

test('an open offer is a notice with Buy now; the lines waited in are listed with their place', async () => {
  const offer = makeOffered({ _id: 'w-offer' });
  const waiting = makeEntry({
    _id: 'w-wait',
    categoryName: 'VIP',
    position: 4,
    quantity: 1,
    event: { ...makeEntry().event, _id: 'ev-2', title: 'Kochi Biennale Walk' },
  });
  const expired = makeOffered({ _id: 'w-old', status: 'expired' });
  serve(() => [offer, waiting, expired]);
  renderApp('/dashboard');

  const offers = await screen.findByRole('region', { name: 'Waitlist offers' });
  const notice = within(offers).getByRole('listitem');
  expect(notice).toHaveTextContent(/Your waitlist offer for Sunburn Arena: Pune: 2 tickets held until /);
  expect(within(notice).getByRole('link', { name: /Buy now/ })).toHaveAttribute(
    'href',
    '/waitlist/offers/w-offer',
  );
  expect(within(offers).getAllByRole('listitem')).toHaveLength(1);

  const lines = screen.getByRole('heading', { name: "Waitlists you're in" }).parentElement!;
  expect(within(lines).getByRole('link', { name: 'Kochi Biennale Walk' })).toHaveAttribute(
    'href',
    '/events/ev-2',
  );
  expect(within(lines).getByText("You're #4 in line for 1 ticket (VIP)")).toBeInTheDocument();
});

test('leaving a line from the dashboard takes it off the list', async () => {
  let entries = [makeEntry({ _id: 'w-wait' })];
  serve(() => entries, {
    'DELETE /waitlist/w-wait': () => {
      entries = [];
      return jsonResponse(makeEntry({ _id: 'w-wait', status: 'left', position: null }));
    },
  });
  const user = userEvent.setup();
  renderApp('/dashboard');

  await user.click(await screen.findByRole('button', { name: 'Leave the waitlist for Sunburn Arena: Pune' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave the waitlist' }));

  expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument();
  await vi.waitFor(() => expect(screen.queryByRole('heading', { name: "Waitlists you're in" })).toBeNull());
});

test('with no entries the dashboard shows no waitlist at all', async () => {
  serve(() => []);
  renderApp('/dashboard');
  await screen.findByRole('heading', { name: 'Events Dashboard' });
  await screen.findByText('No upcoming events');
  expect(screen.queryByRole('heading', { name: "Waitlists you're in" })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Waitlist offers' })).toBeNull();
});
