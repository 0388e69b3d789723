import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeManagedWaitlist } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const PAGE = `/events/${EVENT_ID}/waitlist`;
const MANAGE = `GET /events/${EVENT_ID}/waitlist/manage`;
const SETTINGS = `PUT /events/${EVENT_ID}/waitlist/settings`;

function serve(extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    [MANAGE]: () => jsonResponse(makeManagedWaitlist()),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

describe("the organizer's waitlist page", () => {
  beforeEach(() => storeUser(makeStoredUser({ _id: 'o1', role: 'organizer' })));

  test("shows the settings, each line's counts and the people in line", async () => {
    serve();
    renderApp(PAGE);

    expect(await screen.findByText('Sunburn Arena: Pune')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Waitlist on' })).toBeChecked();
    expect(screen.getByLabelText('Hold offered seats for (hours)')).toHaveValue(12);

    const vip = screen.getByRole('heading', { name: 'VIP' }).parentElement!;
    expect(within(vip).getByText('Waiting').nextSibling).toHaveTextContent('2 people · 5 tickets');
    expect(within(vip).getByText('Offered').nextSibling).toHaveTextContent('1 person · 2 tickets');
    expect(within(vip).getByText('Bought').nextSibling).toHaveTextContent('3 people · 4 tickets');
    expect(within(vip).getByText('Left').nextSibling).toHaveTextContent('2 people');

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Position',
      'Name',
      'Email',
      'Category',
      'Tickets',
      'Takes fewer',
      'Status',
      'Offer expires',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Kavya Iyer');
    expect(rows[0]).toHaveTextContent('2 of 3'); // a partial offer: 2 of the 3 asked for
    expect(within(rows[0]!).getByText('Offered')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('#1');
    expect(within(rows[1]!).getByText('Waiting')).toBeInTheDocument();
    // The same people as cards for a phone.
    expect(
      within(screen.getByRole('list', { name: 'Waitlist entries' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  test('switching the list off warns who will be let go, then saves both settings', async () => {
    const api = serve({
      [SETTINGS]: (body) =>
        jsonResponse(makeManagedWaitlist(body as { enabled: boolean; offerHours: number })),
    });
    const user = userEvent.setup();
    renderApp(PAGE);

    await user.click(await screen.findByRole('switch', { name: 'Waitlist on' }));
    expect(screen.getByRole('note')).toHaveTextContent('The 2 people waiting will be told by e-mail');
    const hours = screen.getByLabelText('Hold offered seats for (hours)');
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Waitlist settings saved')).toBeInTheDocument();
    expect(api.bodiesOf(SETTINGS)).toEqual([{ enabled: false, offerHours: 24 }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Waitlist on' })).not.toBeChecked());
  });

  test('an offer time outside 1-72 hours is refused before anything is sent', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderApp(PAGE);

    const hours = await screen.findByLabelText('Hold offered seats for (hours)');
    await user.clear(hours);
    await user.type(hours, '73');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Offer time must be at most 72 hours')).toBeInTheDocument();
    expect(hours).toHaveFocus();
    expect(api.bodiesOf(SETTINGS)).toEqual([]);
  });

  test("another organizer's event: the server refuses, and the page says so", async () => {
    serve({
      [MANAGE]: () => jsonResponse({ statusCode: 403, code: 'FORBIDDEN', message: 'Not your event' }, 403),
    });
    renderApp(PAGE);
    expect(await screen.findByText('This waitlist is not yours to see')).toBeInTheDocument();
  });

  test('an empty list says nobody has joined', async () => {
    serve({ [MANAGE]: () => jsonResponse(makeManagedWaitlist({ lines: [], entries: [] })) });
    renderApp(PAGE);
    expect(await screen.findByText('Nobody on the waitlist')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

test('someone who organizes nothing is sent to their dashboard', async () => {
  storeUser(makeStoredUser({ _id: 'u1', role: 'user' }));
  const api = serve({
    'GET /bookings/user': () => jsonResponse([]),
    'GET /waitlist/mine': () => jsonResponse([]),
  });
  const { router } = renderApp(PAGE);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(api.keys()).not.toContain(MANAGE);
});
