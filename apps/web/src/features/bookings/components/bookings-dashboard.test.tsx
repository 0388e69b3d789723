import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answerApi, bookingOf, inDays, USER_ID } from './after-booking-test-utils';

vi.mock('@/lib/qr-code', () => ({
  qrCodePngDataUrl: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
  downloadUrl: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
/** The screen's code is loaded lazily; the first load in a run can take a few seconds. */

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: USER_ID }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function cardOf(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

const bookings = [
  bookingOf({
    title: 'Pending Gig',
    verified: false,
    paymentMethod: { kind: 'upi', detail: 'ananya@okaxis' },
  }),
  bookingOf({
    title: 'Verified Gig',
    verified: true,
    hasTicketCategories: true,
    priceAtBooking: 0,
    totalAmount: 3800,
    totalQuantity: 3,
    ticketItems: [
      { categoryName: 'VIP', quantity: 2, pricePerTicket: 1500, subtotal: 3000 },
      { categoryName: 'Gold', quantity: 1, pricePerTicket: 800, subtotal: 800 },
    ],
  }),
  bookingOf({ title: 'Old Gig', verified: true }),
  bookingOf({
    title: 'Changed My Mind',
    cancelled: true,
    cancelledByUser: true,
    qrCode: null,
    cancellationDate: inDays(-1),
    cancellationReason: 'Cancelled by the attendee',
    refundStatus: 'processed',
    refundAmount: 1500,
    refundId: 're_test_0123456789',
  }),
  bookingOf({
    title: 'Rained Out',
    cancelled: true,
    cancelledByEvent: true,
    eventCancelled: true,
    qrCode: null,
    refundStatus: 'pending',
    refundAmount: 1500,
  }),
  bookingOf({ title: 'Ghost', eventId: null }),
];
// The past booking's event took place last week.
bookings[2]!.eventId!.date = inDays(-7);

describe('events dashboard', () => {
  test('tabs with counts, the spec badges, QR and View Ticket only for bookings that have a ticket', async () => {
    answerApi(fetchMock, { 'GET /bookings/user': () => jsonResponse(bookings) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events Dashboard' })).toBeInTheDocument();
    const upcomingTab = await screen.findByRole('tab', { name: 'Upcoming (2)' });
    expect(upcomingTab).toHaveAttribute('aria-selected', 'true');
    // How it was paid, when the booking says so.
    expect(within(cardOf('Pending Gig')).getByText('Paid by UPI, ananya@okaxis')).toBeInTheDocument();
    expect(within(cardOf('Verified Gig')).queryByText(/Paid by/)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Cancelled (2)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Cancelled (2)' })).toHaveAttribute(
      'href',
      '/cancelled-bookings',
    );

    // Upcoming: newest first as the API sends them; the booking without an event is ignored.
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    const pending = cardOf('Pending Gig');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('Seats:').parentElement).toHaveTextContent('Seats: 2');
    expect(within(pending).getByText(bookings[0]!.ticketId)).toBeInTheDocument();
    expect(
      await within(pending).findByRole('img', { name: `QR code for ticket ${bookings[0]!.ticketId}` }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(pending).getByRole('link', { name: 'View Ticket' })).toHaveAttribute(
      'href',
      `/ticket/${bookings[0]!._id}`,
    );
    expect(within(pending).getByRole('link', { name: 'View Event' })).toHaveAttribute(
      'href',
      `/events/${bookings[0]!.eventId!._id}`,
    );
    expect(within(pending).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();

    const verified = cardOf('Verified Gig');
    expect(within(verified).getByText('✓ Verified')).toBeInTheDocument();
    expect(within(verified).getByText('VIP × 2')).toBeInTheDocument();
    expect(within(verified).getByText('Total (3 tickets)')).toBeInTheDocument();
    expect(within(verified).getByText('₹3,800')).toBeInTheDocument();

    // Past: 'Past Event', still with its ticket, but no cancelling.
    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const old = cardOf('Old Gig');
    expect(within(old).getByText('Past Event')).toBeInTheDocument();
    expect(within(old).getByRole('link', { name: 'View Ticket' })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();

    // Cancelled: who cancelled, no QR and no ticket link.
    await user.click(screen.getByRole('tab', { name: 'Cancelled (2)' }));
    const mine = cardOf('Changed My Mind');
    expect(within(mine).getByText('Cancelled by You')).toBeInTheDocument();
    expect(within(mine).getByText('Refund Processed: ₹1,500')).toBeInTheDocument();
    expect(within(mine).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(within(mine).queryByRole('link', { name: 'View Ticket' })).toBeNull();
    expect(within(mine).getByRole('link', { name: 'View Event' })).toBeInTheDocument();
    const theirs = cardOf('Rained Out');
    expect(within(theirs).getByText('Event Cancelled')).toBeInTheDocument();
    expect(within(theirs).getByText('Processing Refund: ₹1,500')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ghost' })).toBeNull();
  });

  test('arrow keys move between the tabs', async () => {
    answerApi(fetchMock, { 'GET /bookings/user': () => jsonResponse(bookings) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('tab', { name: /Upcoming/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Cancelled/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('empty tabs: Browse Events on Upcoming and Past, none on Cancelled; no View All Cancelled link', async () => {
    answerApi(fetchMock, { 'GET /bookings/user': () => jsonResponse([]) });
    const user = userEvent.setup();
    renderApp('/dashboard');

    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    const panel = () => within(screen.getByRole('tabpanel'));
    expect(panel().getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('link', { name: /View All Cancelled/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(screen.getByText('No past events')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Browse Events' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(screen.getByText('No cancelled bookings')).toBeInTheDocument();
    expect(panel().queryByRole('link', { name: 'Browse Events' })).toBeNull();
  });

  test('a failed load is only logged: the tabs stay empty and no toast is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi(fetchMock, {
      'GET /bookings/user': () =>
        jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch bookings', expect.anything());
    expect(screen.queryByRole('status', { name: /Something went wrong/ })).toBeNull();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  test('a card shows the names on its tickets (a cancelled one marked), the buyer’s answers and the promo code', async () => {
    const named = bookingOf({
      title: 'Named Gig',
      totalAmount: 1200,
      promo: { code: 'COLLEGE20', discount: 300, listAmount: 1500 },
      attendees: [
        {
          position: 1,
          categoryName: null,
          name: 'Ananya Rao',
          email: null,
          answers: [{ questionId: 'q1', label: 'T-shirt size?', kind: 'single_choice', value: 'S' }],
          cancelled: false,
        },
        { position: 2, categoryName: null, name: 'Kabir Rao', email: null, answers: [], cancelled: true },
      ],
      orderAnswers: [
        { questionId: 'q2', label: 'Dietary needs', kind: 'multiple_choice', value: ['Vegan', 'Jain'] },
      ],
    });
    answerApi(fetchMock, { 'GET /bookings/user': () => jsonResponse([named]) });
    renderApp('/dashboard');

    const card = await screen.findByRole('article', { name: 'Named Gig' });
    const names = within(card).getByText('Names on the tickets').nextElementSibling as HTMLElement;
    expect(within(names).getByText('Ananya Rao')).not.toHaveClass('line-through');
    expect(within(names).getByText('Kabir Rao')).toHaveClass('line-through');
    expect(within(names).getByText('Cancelled')).toBeInTheDocument();
    expect(names).toHaveTextContent('T-shirt size?: S');
    expect(within(card).getByText('Your answers').nextElementSibling).toHaveTextContent(
      'Dietary needs: Vegan; Jain',
    );
    expect(within(card).getByText('COLLEGE20: −₹300')).toBeInTheDocument();
  });
});
