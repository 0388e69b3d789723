import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { makeEvent, ORGANIZER_ID } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();

const active = makeEvent({ _id: 'active', title: 'Sufi Nights by the Sea' });
const soldOut = makeEvent({
  _id: 'sold-out',
  title: 'Comedy Night',
  hasTicketCategories: false,
  ticketCategories: [],
  price: 349,
  totalSeats: 150,
  availableSeats: 0,
  totalBooked: 150,
  date: '2099-11-25T15:00:00.000Z',
});
const cancelled = makeEvent({
  _id: 'cancelled',
  title: 'Rain Dance Festival',
  cancelled: true,
  cancelledReason: 'Monsoon',
  date: '2099-08-01T15:00:00.000Z',
});
const past = makeEvent({ _id: 'past', title: 'Diwali Mela 2020', date: '2020-11-10T12:00:00.000Z' });

function answer(list: () => Response, onDelete?: (init: RequestInit | undefined) => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/events' && url.searchParams.get('organizer') === 'me') return list();
    if (url.pathname.startsWith('/api/events/') && init?.method === 'DELETE' && onDelete)
      return onDelete(init);
    if (url.pathname === '/api/users/profile') {
      return jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: 'organizer' }) });
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'organizer' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('organizer dashboard', () => {
  test('lists upcoming events (cancelled ones too) with their actions, and past events in their tab', async () => {
    answer(() => jsonResponse([past, active, soldOut, cancelled]));
    renderApp('/organizer');
    expect(await screen.findByRole('heading', { name: 'Organizer Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/organizer/contacts');
    expect(screen.getByRole('link', { name: 'Tax' })).toHaveAttribute('href', '/organizer/tax');
    expect(screen.getByRole('link', { name: 'Create New Event' })).toHaveAttribute('href', '/events/create');

    const upcomingTab = await screen.findByRole('tab', { name: /Upcoming Events/ });
    expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    expect(upcomingTab).toHaveTextContent('3');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(3);

    const activeCard = card('Sufi Nights by the Sea');
    expect(activeCard).toHaveTextContent('₹999 onwards');
    expect(activeCard).toHaveTextContent('10 / 350 seats booked');
    expect(within(activeCard).getByRole('link', { name: /^Edit / })).toHaveAttribute(
      'href',
      '/events/edit/active',
    );
    expect(within(activeCard).getByRole('link', { name: /^Verify tickets/ })).toHaveAttribute(
      'href',
      '/events/verify/active',
    );
    // What the organizer sets up for the sale, beside the waitlist.
    expect(within(activeCard).getByRole('link', { name: /^Promo codes for / })).toHaveAttribute(
      'href',
      '/events/active/promo-codes',
    );
    expect(within(activeCard).getByRole('link', { name: /^Checkout questions for / })).toHaveAttribute(
      'href',
      '/events/active/questions',
    );

    const cancelledCard = card('Rain Dance Festival');
    expect(within(cancelledCard).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelledCard).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(cancelledCard).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Past Events/ }));
    expect(screen.getByRole('tab', { name: /Past Events/ })).toHaveAttribute('aria-selected', 'true');
    const pastCard = card('Diwali Mela 2020');
    expect(within(pastCard).getByRole('button', { name: /^View details/ })).toBeInTheDocument();
    expect(within(pastCard).getByRole('link', { name: /^Verify tickets/ })).toHaveTextContent(
      'Verify Tickets',
    );
    expect(within(pastCard).getByRole('link', { name: /^Verify tickets/ })).toHaveAttribute(
      'href',
      '/organizer/verify/past',
    );
    expect(within(pastCard).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sufi Nights by the Sea' })).not.toBeInTheDocument();
  });

  test("the details show statistics, occupancy in percent and 'Event Sold Out'", async () => {
    answer(() => jsonResponse([soldOut, active]));
    renderApp('/organizer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Comedy Night' }));
    const dialog = screen.getByRole('dialog', { name: 'Comedy Night' });
    expect(within(dialog).getByText('Event Sold Out')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Occupancy' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    // The attendee list is a slot the route fills (features/tickets/check-in); the placeholder is gone.
    expect(await within(dialog).findByRole('heading', { name: 'Attendees' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/will appear here/)).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(screen.getByRole('button', { name: 'Details of Sufi Nights by the Sea' }));
    const details = screen.getByRole('dialog', { name: 'Sufi Nights by the Sea' });
    expect(within(details).queryByText('Event Sold Out')).not.toBeInTheDocument();
    // 10 of 350 booked: 2.857% rounds to 3%.
    expect(within(details).getByText('3%')).toBeInTheDocument();
    expect(within(details).getByRole('rowheader', { name: 'Gold' })).toBeInTheDocument();
  });

  test('cancel asks for a reason, says it cannot be undone, sends it and confirms', async () => {
    let cancelledNow = false;
    let sentBody: unknown = null;
    answer(
      () =>
        jsonResponse([
          cancelledNow ? { ...active, cancelled: true, cancelledReason: 'Venue flooded' } : active,
        ]),
      (init) => {
        sentBody = JSON.parse(String(init?.body));
        cancelledNow = true;
        return jsonResponse({
          message: 'Event cancelled successfully',
          event: { ...active, cancelled: true },
        });
      },
    );
    renderApp('/organizer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Sufi Nights by the Sea' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Event' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Event' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Venue flooded');
    await user.click(confirm);
    expect(await screen.findByText('Event cancelled successfully')).toBeInTheDocument();
    expect(sentBody).toEqual({ cancelledReason: 'Venue flooded' });
    await waitFor(() =>
      expect(within(card('Sufi Nights by the Sea')).getByText('Cancelled')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Cancel Event' })).not.toBeInTheDocument();
  });

  test("a failed cancel says 'Failed to cancel event' when the server gives no message", async () => {
    answer(
      () => jsonResponse([active]),
      () => new Response('', { status: 500 }),
    );
    renderApp('/organizer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel Sufi Nights by the Sea' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Event' });
    await user.type(within(dialog).getByLabelText('Reason for cancellation'), 'Rain');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    expect(await screen.findByText('Failed to cancel event')).toBeInTheDocument();
  });

  test("a failed list says 'Failed to fetch events' and offers to try again", async () => {
    answer(() => new Response('', { status: 500 }));
    renderApp('/organizer');
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch events').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('with no events, the upcoming tab invites the organizer to create one', async () => {
    answer(() => jsonResponse([] as Event[]));
    renderApp('/organizer');
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
  });
});
