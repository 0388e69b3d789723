import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, Ticket } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The ticket page composes the tickets feature's ticket with the bookings feature's Cancel Booking.

const fetchMock = vi.fn<typeof fetch>();
const USER_ID = 'u-ticket-cancel';
const BOOKING_ID = 'b-ticket-cancel';
const UPCOMING = '2099-03-05T14:00:00.000Z';

const ticket: Ticket = {
  bookingId: BOOKING_ID,
  qrCode: '{"ticketId":"TKT-CANCEL1","eventId":"e1","sig":"abc"}',
  ticketId: 'TKT-CANCEL1',
  verified: false,
  event: { _id: 'e1', title: 'Sunburn Arena: Pune', date: UPCOMING, location: 'Mahalaxmi Lawns, Pune' },
  seats: 2,
  hasTicketCategories: false,
  ticketItems: [],
  totalQuantity: 2,
  totalAmount: 1000,
};

const booking: Booking = {
  _id: BOOKING_ID,
  eventId: {
    _id: 'e1',
    title: 'Sunburn Arena: Pune',
    date: UPCOMING,
    city: 'Pune',
    location: 'Mahalaxmi Lawns, Pune',
    photo: null,
    photoThumb: null,
    cancelled: false,
  },
  userId: USER_ID,
  noOfSeats: 2,
  priceAtBooking: 500,
  totalAmount: 1000,
  ticketId: 'TKT-CANCEL1',
  qrCode: ticket.qrCode,
  verified: false,
  hasTicketCategories: false,
  ticketItems: [],
  totalQuantity: 2,
  cancelled: false,
  cancelledByUser: false,
  cancelledByEvent: false,
  cancellationDate: null,
  cancellationReason: null,
  refundStatus: 'none',
  refundAmount: 0,
  refundId: null,
  createdAt: '2025-02-01T00:00:00.000Z',
  refundPolicy: { sevenDaysOrMore: 100, oneToDays: 50, lessThanDay: 0 },
  dateChangedSinceBooking: false,
  paymentMethod: null,
  gstDetails: null,
  invoice: null,
  creditNotes: [],
  partialCancellations: [],
  promo: null,
  attendees: [],
  orderAnswers: [],
};

function answer(mine: { ticket: Ticket; booking: Booking }) {
  let cancelled = false;
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}`;
    if (key === `GET /bookings/${BOOKING_ID}/qr`)
      return cancelled
        ? jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Ticket not found' }, 404)
        : jsonResponse(mine.ticket);
    if (key === 'GET /users/profile') return jsonResponse({ user: makeUser({ _id: USER_ID }) });
    if (key === 'GET /bookings/user') return jsonResponse([{ ...mine.booking, cancelled }]);
    if (key === 'GET /bookings/user/cancelled') return jsonResponse([]);
    if (key === `POST /bookings/${BOOKING_ID}/cancellation-quote`)
      return jsonResponse({
        quantity: mine.booking.totalQuantity,
        remainingQuantity: 0,
        wholeBooking: true,
        amount: mine.booking.totalAmount,
        refund: { amount: mine.booking.totalAmount, percentage: 100 },
        daysBeforeEvent: 30,
        refundPolicy: 'Standard policy',
      });
    if (key === `DELETE /bookings/${BOOKING_ID}`) {
      cancelled = true;
      return jsonResponse({
        message: 'Booking cancelled successfully',
        refund: { status: 'processed', amount: 1000, percentage: 100 },
        cancellation: { daysBeforeEvent: 30, refundPolicy: 'Standard policy' },
      });
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: USER_ID }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('cancelling from the ticket page', () => {
  test('an upcoming ticket offers Cancel Booking: the cancel dialog, the refund toast, then the cancelled bookings', async () => {
    answer({ ticket, booking });
    const user = userEvent.setup();
    const { router } = renderApp(`/ticket/${BOOKING_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent('Sunburn Arena: Pune');
    expect(await within(dialog).findByText(/you get ₹1,000 back \(100% of ₹1,000\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' }));

    expect(await screen.findByText('Booking cancelled! Refund of ₹1,000 processed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancelled-bookings'));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/bookings/${BOOKING_ID}`),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  test('a past or checked-in ticket offers no Cancel Booking', async () => {
    const past = '2020-03-05T14:00:00.000Z';
    answer({
      ticket: { ...ticket, event: { ...ticket.event, date: past } },
      booking: { ...booking, eventId: { ...booking.eventId!, date: past } },
    });
    const { unmount } = renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('This event has ended.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/bookings\/user$/), expect.anything()),
    );
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    unmount();

    answer({ ticket: { ...ticket, verified: true }, booking: { ...booking, verified: true } });
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText(/this booking can no longer be cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });
});

describe('cancelling some tickets from the ticket page', () => {
  test('1 of 2: the refund before confirming, then the page stays with 1 seat left and the history', async () => {
    let cancelledOne = false;
    const left: Booking = {
      ...booking,
      noOfSeats: 1,
      totalQuantity: 1,
      totalAmount: 500,
      partialCancellations: [
        {
          _id: 'pc-1',
          cancelledAt: '2026-11-27T09:00:00.000Z',
          quantity: 1,
          ticketItems: [],
          amount: 500,
          refund: { status: 'processed', amount: 500, percentage: 100 },
        },
      ],
    };
    fetchMock.mockImplementation(async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '')}`;
      if (key === `GET /bookings/${BOOKING_ID}/qr`)
        return jsonResponse(
          cancelledOne ? { ...ticket, seats: 1, totalQuantity: 1, totalAmount: 500 } : ticket,
        );
      if (key === 'GET /users/profile') return jsonResponse({ user: makeUser({ _id: USER_ID }) });
      if (key === 'GET /bookings/user') return jsonResponse([cancelledOne ? left : booking]);
      if (key === `POST /bookings/${BOOKING_ID}/cancellation-quote`) {
        const one = JSON.parse(String(init?.body)).noOfSeats === 1;
        return jsonResponse({
          quantity: one ? 1 : 2,
          remainingQuantity: one ? 1 : 0,
          wholeBooking: !one,
          amount: one ? 500 : 1000,
          refund: { amount: one ? 500 : 1000, percentage: 100 },
          daysBeforeEvent: 30,
          refundPolicy: 'Standard policy',
        });
      }
      if (key === `POST /bookings/${BOOKING_ID}/partial-cancellations`) {
        cancelledOne = true;
        return jsonResponse({
          message: 'Tickets cancelled',
          booking: left,
          refund: { status: 'processed', amount: 500, percentage: 100 },
          cancellation: { daysBeforeEvent: 30, refundPolicy: 'Standard policy' },
        });
      }
      return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/ticket/${BOOKING_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Tickets to cancel' }), '1');
    expect(await within(dialog).findByText(/you get ₹500 back \(100% of ₹500\)/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Cancel 1 Ticket' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await screen.findByText('1 ticket cancelled. Refund of ₹500 processed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Seats').nextSibling).toHaveTextContent('1'));
    expect(screen.getByText('Cancelled tickets').nextSibling).toHaveTextContent(
      '1 ticket cancelled on 27 Nov 2026 · refund ₹500 (100%) processed',
    );
    expect(router.state.location.pathname).toBe(`/ticket/${BOOKING_ID}`);
    // Still a booking with a ticket left: it can be cancelled again.
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });
});

describe("the ticket's payment line", () => {
  test("'Paid by UPI, ananya@okaxis' when the booking says how it was paid; nothing when it does not", async () => {
    answer({ ticket, booking: { ...booking, paymentMethod: { kind: 'upi', detail: 'ananya@okaxis' } } });
    const first = renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByText('Paid by UPI, ananya@okaxis')).toBeInTheDocument();
    first.unmount();

    answer({ ticket, booking });
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(screen.queryByText(/Paid by/)).toBeNull();
  });
});

describe("the ticket's invoice and credit notes", () => {
  const INVOICE_ID = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
  const NOTE_ID = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b';

  test('Download invoice links to its PDF and View invoice to its page; each credit note likewise', async () => {
    answer({
      ticket,
      booking: {
        ...booking,
        invoice: {
          id: INVOICE_ID,
          kind: 'tax_invoice',
          number: 'INV/2627/1',
          issuedAt: '2026-11-20T06:30:00.000Z',
        },
        creditNotes: [
          { id: NOTE_ID, kind: 'credit_note', number: 'INVC/2627/1', issuedAt: '2026-11-25T06:30:00.000Z' },
        ],
      },
    });
    renderApp(`/ticket/${BOOKING_ID}`);
    const download = await screen.findByRole('link', { name: 'Download invoice' });
    expect(download).toHaveAttribute('href', `/api/tax-documents/${INVOICE_ID}/pdf`);
    expect(download).toHaveAttribute('download', 'INV-2627-1.pdf');
    expect(download).toHaveAccessibleDescription('Tax Invoice INV/2627/1 · 20 Nov 2026');
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Download credit note' })).toHaveAttribute(
      'href',
      `/api/tax-documents/${NOTE_ID}/pdf`,
    );
    expect(screen.getByRole('link', { name: 'View credit note' })).toHaveAttribute(
      'href',
      `/invoices/${NOTE_ID}`,
    );
  });

  test('a free booking has no invoice, and no links', async () => {
    answer({ ticket, booking });
    renderApp(`/ticket/${BOOKING_ID}`);
    expect(await screen.findByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download invoice' })).not.toBeInTheDocument();
  });
});
