import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ticket } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeBooking } from '@/features/bookings/components/booking-test-utils';
import { downloadUrl } from '@/lib/qr-code';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
vi.mock('@/lib/qr-code', () => ({
  qrCodePngDataUrl: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
  downloadUrl: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const USER_ID = 'u-ticket-1';
const BOOKING_ID = 'b-ticket-1';

const ticket: Ticket = {
  bookingId: BOOKING_ID,
  qrCode: '{"ticketId":"TKT-9F2A61","eventId":"e1","sig":"abc"}',
  ticketId: 'TKT-9F2A61',
  verified: false,
  event: {
    _id: 'e1',
    title: 'Sunburn Arena: Pune',
    date: '2099-03-05T14:00:00.000Z',
    location: 'Mahalaxmi Lawns, Pune',
  },
  seats: 3,
  hasTicketCategories: true,
  ticketItems: [
    { categoryName: 'VIP', quantity: 2, pricePerTicket: 1500, subtotal: 3000 },
    { categoryName: 'Gold', quantity: 1, pricePerTicket: 800, subtotal: 800 },
  ],
  totalQuantity: 3,
  totalAmount: 3800,
};

function answer(qr: () => Response, bookings: () => Response = () => jsonResponse([])) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}`;
    if (key === `GET /bookings/${BOOKING_ID}/qr`) return qr();
    if (key === 'GET /users/profile') return jsonResponse({ user: makeUser({ _id: USER_ID }) });
    if (key === 'GET /bookings/user') return bookings();
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(downloadUrl).mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: USER_ID }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('digital ticket', () => {
  test('title, date, Pending, the QR image, ticket id, venue and the ticket lines with their total', async () => {
    answer(() => jsonResponse(ticket));
    renderApp(`/ticket/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunburn Arena: Pune' })).toBeInTheDocument();
    expect(screen.getByText('March 5th, 2099 at 7:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for ticket TKT-9F2A61' })).toHaveAttribute(
      'src',
      PNG,
    );
    expect(screen.getByText('Ticket ID').nextSibling).toHaveTextContent('TKT-9F2A61');
    expect(screen.getByText('Venue').nextSibling).toHaveTextContent('Mahalaxmi Lawns, Pune');
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('Total: 3 tickets')).toBeInTheDocument();
    expect(screen.getByText('₹3,800')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/screenshot of this QR code is valid for entry/);
  });

  test("a single-price ticket shows its seats; a checked-in one is 'Verified'", async () => {
    answer(() =>
      jsonResponse({ ...ticket, verified: true, hasTicketCategories: false, ticketItems: [], seats: 2 }),
    );
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Seats').nextSibling).toHaveTextContent('2');
  });

  test('an upcoming ticket asks to be shown at the entrance', async () => {
    answer(() => jsonResponse(ticket));
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('Show this code at the entrance to check in.')).toBeInTheDocument();
  });

  test("a past event's ticket says the event has ended, not to show it at the entrance", async () => {
    answer(() => jsonResponse({ ...ticket, event: { ...ticket.event, date: '2020-03-05T14:00:00.000Z' } }));
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    expect(screen.queryByText(/Show this code at the entrance/)).not.toBeInTheDocument();
  });

  test('a checked-in ticket says it was used, not to show it at the entrance', async () => {
    answer(() => jsonResponse({ ...ticket, verified: true }));
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(
      await screen.findByText('Checked in: this ticket has been used at the entrance.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Show this code at the entrance/)).not.toBeInTheDocument();
  });

  test("'Download QR Code' saves the PNG named after the ticket id", async () => {
    answer(() => jsonResponse(ticket));
    const user = userEvent.setup();
    renderApp(`/ticket/${BOOKING_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download QR Code' }));
    await waitFor(() => expect(downloadUrl).toHaveBeenCalledWith(PNG, 'TKT-9F2A61.png'));
  });

  test("'Share Ticket' uses the share sheet when there is one, else copies the link", async () => {
    answer(() => jsonResponse(ticket));
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderApp(`/ticket/${BOOKING_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Share Ticket' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ticket: Sunburn Arena: Pune' })),
    );

    Reflect.deleteProperty(navigator, 'share');
    await user.click(screen.getByRole('button', { name: 'Share Ticket' }));
    expect(await screen.findByText('Ticket link copied to clipboard!')).toBeInTheDocument();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toContain(`/ticket/${BOOKING_ID}`);
  });

  test("'Ticket Not Found' for a ticket that is not there", async () => {
    answer(() => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' }, 404));
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket Not Found' })).toBeInTheDocument();
  });

  test("any other failure toasts 'Failed to load ticket' and returns to the dashboard", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(() => new Response('', { status: 500 }));
    const { router } = renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('Failed to load ticket')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  test('the names on the tickets (a cancelled one struck through), the buyer’s answers and the promo code', async () => {
    const booking = makeBooking({
      _id: BOOKING_ID,
      totalAmount: 3800,
      promo: { code: 'COLLEGE20', discount: 250, listAmount: 4050 },
      attendees: [
        {
          position: 1,
          categoryName: 'VIP',
          name: 'Priya Sharma',
          email: null,
          answers: [{ questionId: 'q1', label: 'T-shirt size?', kind: 'single_choice', value: 'M' }],
          cancelled: false,
        },
        {
          position: 2,
          categoryName: 'VIP',
          name: 'Rahul Verma',
          email: 'rahul@example.in',
          answers: [{ questionId: 'q1', label: 'T-shirt size?', kind: 'single_choice', value: 'XL' }],
          cancelled: false,
        },
        { position: 3, categoryName: 'Gold', name: 'Meera Iyer', email: null, answers: [], cancelled: true },
      ],
      orderAnswers: [
        {
          questionId: 'q2',
          label: 'Which workshop will you attend?',
          kind: 'single_choice',
          value: 'Mixing',
        },
        { questionId: 'q3', label: 'First time here?', kind: 'yes_no', value: true },
      ],
    });
    answer(
      () => jsonResponse(ticket),
      () => jsonResponse([booking]),
    );
    renderApp(`/ticket/${BOOKING_ID}`);

    const names = (await screen.findByText('Names on the tickets')).nextElementSibling as HTMLElement;
    const holders = within(names)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(holders.map((item) => item.textContent)).toEqual([
      'Priya SharmaVIPT-shirt size?: M',
      'Rahul VermaVIPT-shirt size?: XL',
      'Meera IyerGoldCancelled',
    ]);
    expect(within(names).getByText('Meera Iyer')).toHaveClass('line-through');
    expect(within(names).getByText('Priya Sharma')).not.toHaveClass('line-through');
    const answers = screen.getByText('Your answers').nextElementSibling as HTMLElement;
    expect(answers).toHaveTextContent('Which workshop will you attend?: Mixing');
    expect(answers).toHaveTextContent('First time here?: Yes');
    expect(screen.getByText('Promo code').nextSibling).toHaveTextContent('COLLEGE20: −₹250');
    // What was paid stays the total.
    expect(screen.getByText('Total: 3 tickets').nextSibling).toHaveTextContent('₹3,800');
  });
});
