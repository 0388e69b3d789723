import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { jsonResponse, makeEvent, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeAttendee, makeAttendeesResponse, makeTicketHolder } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
const ORGANIZER_ID = 'f0d663e8-08c1-4166-9b9d-483e11fef414';
const jazz = makeEvent({ _id: EVENT_ID, title: 'Sunset Jazz on the Lawns' });

const pending = makeAttendee();
const verified = makeAttendee({
  _id: 'a2a2a2a2-2b4f-4a6c-8d0e-1f2a3b4c5d6e',
  userId: { _id: 'u2', name: 'Rohan Mehta', email: 'rohan@example.in' },
  ticketId: 'TM-VERIFIED01',
  hasTicketCategories: true,
  ticketItems: [
    { categoryName: 'Gold', quantity: 2 },
    { categoryName: 'Silver', quantity: 1 },
  ],
  noOfSeats: 3,
  tickets: [
    makeTicketHolder({ name: 'Rohan Mehta', categoryName: 'Gold' }),
    makeTicketHolder({ position: 2, name: 'Asha Rao', categoryName: 'Gold' }),
    makeTicketHolder({ position: 3, name: 'Vikram Singh', categoryName: 'Silver' }),
  ],
  verified: true,
  verifiedAt: '2099-12-04T13:45:00.000Z',
  verifyMethod: 'camera',
  verifiedBy: { _id: ORGANIZER_ID, name: 'Priya Sharma' },
});
const cancelled = makeAttendee({
  _id: 'a3a3a3a3-2b4f-4a6c-8d0e-1f2a3b4c5d6e',
  userId: { _id: 'u3', name: 'Kabir Singh', email: 'kabir@example.in' },
  ticketId: 'TM-CANCELLED1',
  cancelled: true,
});

function answer(attendees: (url: URL) => Response, csv?: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/users/profile') {
      return jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: 'organizer' }) });
    }
    if (url.pathname === '/api/events') return jsonResponse([jazz]);
    if (url.pathname === `/api/bookings/event/${EVENT_ID}`) return attendees(url);
    if (url.pathname === `/api/bookings/event/${EVENT_ID}/attendees.csv` && csv) return csv();
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'organizer', token: 'organizer-token' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

/** The list's bookings (each holds its own list of tickets). */
const bookingsIn = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];

async function openDetails() {
  const user = userEvent.setup();
  renderApp('/organizer');
  await user.click(await screen.findByRole('button', { name: 'Details of Sunset Jazz on the Lawns' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Sunset Jazz on the Lawns' }) };
}

describe('attendees in the organizer details modal', () => {
  test('lists each attendee with seats and Verified / Pending / Cancelled, and the statistics', async () => {
    answer(() => jsonResponse(makeAttendeesResponse([pending, verified, cancelled])));
    const { dialog } = await openDetails();
    const list = await within(dialog).findByRole('list', { name: 'Attendees of Sunset Jazz on the Lawns' });
    const rows = bookingsIn(list);
    expect(rows).toHaveLength(3);

    expect(rows[0]).toHaveTextContent('Ananya Iyer');
    expect(rows[0]).toHaveTextContent('ananya@example.in');
    expect(rows[0]).toHaveTextContent('TM-7KQ4X9MZP2');
    expect(rows[0]).toHaveTextContent('2 seats');
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();

    expect(rows[1]).toHaveTextContent('2 × Gold, 1 × Silver');
    expect(within(rows[1]!).getByText('Verified')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('by Priya Sharma (scanned)');

    expect(within(rows[2]!).getByText('Cancelled')).toBeInTheDocument();

    // 3 bookings, 2 active, 1 of 2 checked in (3 of 5 seats).
    const checkedIn = within(dialog).getByText('Checked in').parentElement;
    expect(checkedIn).toHaveTextContent('1 of 2');
    expect(checkedIn).toHaveTextContent('3 seats · 50%');
    expect(within(dialog).getByText('Bookings').parentElement).toHaveTextContent('3');
    expect(within(dialog).queryByText(/will appear here/)).not.toBeInTheDocument();
  });

  test("a ticket a door admitted again while offline is marked 'Double entry'", async () => {
    const doubled = makeAttendee({
      _id: 'a4a4a4a4-2b4f-4a6c-8d0e-1f2a3b4c5d6e',
      ticketId: 'TM-TWICE00001',
      verified: true,
      verifiedAt: '2099-12-04T13:40:00.000Z',
      verifyMethod: 'offline',
      verifiedBy: { _id: ORGANIZER_ID, name: 'Priya Sharma' },
      doubleEntry: true,
    });
    answer(() => jsonResponse(makeAttendeesResponse([doubled, verified])));
    const { dialog } = await openDetails();
    const list = await within(dialog).findByRole('list', { name: 'Attendees of Sunset Jazz on the Lawns' });
    const [first, second] = bookingsIn(list);
    expect(within(first!).getByText('Double entry')).toBeInTheDocument();
    expect(first).toHaveTextContent('by Priya Sharma (offline door)');
    expect(within(second!).queryByText('Double entry')).not.toBeInTheDocument();
  });

  test('Download CSV fetches the list with the bearer token and saves it', async () => {
    answer(
      () => jsonResponse(makeAttendeesResponse([pending])),
      () =>
        new Response('Name,Email\nAnanya Iyer,ananya@example.in\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:attendees');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, dialog } = await openDetails();
    await within(dialog).findByRole('list', { name: /Attendees of/ });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/attendees.csv'));
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer organizer-token');
    expect(headers.get('Accept')).toBe('text/csv');
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('Ananya Iyer');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('attendees-sunset-jazz-on-the-lawns.csv');
  });

  test("a failed list says 'Failed to fetch attendees' and offers to try again", async () => {
    answer(() => jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: '' }, 500));
    const { dialog } = await openDetails();
    // The alert in the modal and the spec's toast.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch attendees')).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to fetch attendees');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test("each ticket is a row with its holder's name, category and answers; the order's code and answers once", async () => {
    const withAnswers = makeAttendee({
      _id: 'a5a5a5a5-2b4f-4a6c-8d0e-1f2a3b4c5d6e',
      userId: { _id: 'u5', name: 'Sanjay Kapoor', email: 'sanjay@example.in' },
      ticketId: 'TM-ANSWERS0001',
      hasTicketCategories: true,
      ticketItems: [
        { categoryName: 'VIP', quantity: 1 },
        { categoryName: 'Gold', quantity: 1 },
      ],
      promoCode: 'DIWALI20',
      orderAnswers: [
        { questionId: 'q3', label: 'How did you hear of us?', kind: 'single_choice', value: 'Instagram' },
      ],
      tickets: [
        makeTicketHolder({
          name: 'Asha Rao',
          email: 'asha@example.in',
          categoryName: 'VIP',
          answers: [
            { questionId: 'q1', label: 'T-shirt size', kind: 'single_choice', value: 'M' },
            { questionId: 'q2', label: 'Vegetarian meal', kind: 'yes_no', value: true },
            { questionId: 'q4', label: 'Workshops', kind: 'multiple_choice', value: ['Jazz', 'Blues'] },
          ],
        }),
        makeTicketHolder({ position: 2, name: 'Vikram Singh', categoryName: 'Gold', cancelled: true }),
      ],
    });
    answer(() => jsonResponse(makeAttendeesResponse([withAnswers, pending])));
    const { dialog } = await openDetails();
    const list = await within(dialog).findByRole('list', { name: 'Attendees of Sunset Jazz on the Lawns' });
    const [booking, plain] = bookingsIn(list);

    // The buyer and ticket id as before, the code and the per-order answer once for the booking.
    expect(booking).toHaveTextContent('Sanjay Kapoor');
    expect(booking).toHaveTextContent('TM-ANSWERS0001');
    expect(booking).toHaveTextContent('Promo code: DIWALI20');
    expect(within(booking!).getAllByText('How did you hear of us?:')).toHaveLength(1);
    expect(within(booking!).getByText('Instagram')).toBeInTheDocument();

    const tickets = within(booking!).getAllByRole('listitem');
    expect(tickets).toHaveLength(2);
    expect(tickets[0]).toHaveTextContent('Ticket #1Asha RaoVIP');
    expect(tickets[0]).toHaveTextContent('asha@example.in');
    expect(tickets[0]).toHaveTextContent('T-shirt size: M');
    expect(tickets[0]).toHaveTextContent('Vegetarian meal: Yes');
    expect(tickets[0]).toHaveTextContent('Workshops: Jazz; Blues');
    expect(tickets[1]).toHaveTextContent('Ticket #2Vikram SinghGold');
    expect(within(tickets[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(tickets[0]!).queryByText('Cancelled')).not.toBeInTheDocument();

    // A booking without a code or order answers shows neither, but still a row per ticket.
    expect(plain).not.toHaveTextContent('Promo code');
    expect(
      within(plain!)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Ticket #1Ananya Iyer', 'Ticket #2Meera Nair']);
  });

  test('the search finds a booking by the name on any of its tickets', async () => {
    const others = Array.from({ length: 5 }, (_, index) =>
      makeAttendee({
        _id: `b${index}b${index}b${index}b${index}-2b4f-4a6c-8d0e-1f2a3b4c5d6e`,
        userId: { _id: `u${index}`, name: `Buyer ${index}`, email: `buyer${index}@example.in` },
        ticketId: `TM-OTHER0000${index}`,
        tickets: [makeTicketHolder({ name: `Buyer ${index}` })],
      }),
    );
    answer(() => jsonResponse(makeAttendeesResponse([verified, ...others])));
    const { user, dialog } = await openDetails();
    const list = await within(dialog).findByRole('list', { name: 'Attendees of Sunset Jazz on the Lawns' });
    expect(bookingsIn(list)).toHaveLength(6);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search attendees' }), 'vikram');
    expect(bookingsIn(list)).toHaveLength(1);
    expect(bookingsIn(list)[0]).toHaveTextContent('Rohan Mehta');
  });

  test('no bookings yet says so', async () => {
    answer(() => jsonResponse(makeAttendeesResponse([])));
    const { dialog } = await openDetails();
    expect(await within(dialog).findByText(/No bookings yet/)).toBeInTheDocument();
  });

  test('a long list comes a page at a time: how many are shown of all, and Load more asks for the next page', async () => {
    const statistics = { totalBookings: 3, activeBookings: 2, cancelledBookings: 1 };
    answer((url) =>
      jsonResponse(
        url.searchParams.get('cursor') === 'page-2'
          ? makeAttendeesResponse([cancelled], { statistics })
          : makeAttendeesResponse([pending, verified], { nextCursor: 'page-2', statistics }),
      ),
    );
    const { user, dialog } = await openDetails();
    const list = await within(dialog).findByRole('list', { name: 'Attendees of Sunset Jazz on the Lawns' });
    expect(bookingsIn(list)).toHaveLength(2);
    expect(within(dialog).getByText('Showing 2 of 3 bookings, newest first.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bookingsIn(list)).toHaveLength(3));
    expect(bookingsIn(list)[2]).toHaveTextContent('Kabir Singh');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
