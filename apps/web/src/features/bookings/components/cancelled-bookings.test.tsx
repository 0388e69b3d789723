import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answerApi, bookingOf, inDays, USER_ID } from './after-booking-test-utils';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: USER_ID }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const mine = bookingOf({
  title: 'Changed My Mind',
  cancelled: true,
  cancelledByUser: true,
  qrCode: null,
  cancellationDate: inDays(-1),
  cancellationReason: 'Cancelled by the attendee',
  refundStatus: 'processed',
  refundAmount: 750,
  refundId: 're_test_0123456789abcdef',
});
const theirs = bookingOf({
  title: 'Rained Out',
  cancelled: true,
  cancelledByEvent: true,
  eventCancelled: true,
  qrCode: null,
  cancellationDate: inDays(-2),
  cancellationReason: 'The event was cancelled by the organizer',
  refundStatus: 'failed',
  refundAmount: 1500,
  refundId: null,
  hasTicketCategories: true,
  priceAtBooking: 0,
  totalAmount: 1500,
  ticketItems: [{ categoryName: 'Gold', quantity: 2, pricePerTicket: 750, subtotal: 1500 }],
});

describe('cancelled bookings', () => {
  test('a card per booking: who cancelled, refund status, amount with percentage, the refund id tail', async () => {
    answerApi(fetchMock, { 'GET /bookings/user/cancelled': () => jsonResponse([mine, theirs]) });
    renderApp('/cancelled-bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelled Bookings' })).toBeInTheDocument();
    expect(await screen.findByText('2 cancelled bookings')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Changed My Mind' });
    expect(within(first).getByText('Cancelled by You')).toBeInTheDocument();
    expect(within(first).getAllByText('Refund Processed')[0]).toHaveClass('bg-green-100');
    expect(within(first).getByText('Mahalaxmi Lawns, Pune')).toBeInTheDocument();
    expect(within(first).getByText('Original Amount').nextSibling).toHaveTextContent('₹1,500');
    expect(within(first).getByText('Cancelled by').nextSibling).toHaveTextContent('You');
    expect(within(first).getByText('(50%)')).toHaveClass('text-yellow-800');
    expect(within(first).getByText('...89abcdef')).toBeInTheDocument();
    expect(within(first).getByText('Cancelled by the attendee')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Check Refund Status' })).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Contact Support' })).toBeNull();

    const second = screen.getByRole('article', { name: 'Rained Out' });
    expect(within(second).getByText('Event Cancelled')).toBeInTheDocument();
    expect(within(second).getByText('Cancelled by').nextSibling).toHaveTextContent('Event Organizer');
    expect(within(second).getAllByText('Refund Failed')[0]).toHaveClass('bg-red-100');
    expect(within(second).getByText('(100%)')).toHaveClass('text-green-800');
    expect(within(second).getByText('Gold × 2')).toBeInTheDocument();
    const support = within(second).getByRole('link', { name: 'Contact Support' });
    expect(support.getAttribute('href')).toMatch(/^mailto:support@ticketmela\.in\?subject=/);
    expect(decodeURIComponent(support.getAttribute('href') ?? '')).toContain(theirs.ticketId);
    // A failed refund can be asked about (which retries it) even before the provider gave it an id.
    expect(within(second).getByRole('button', { name: 'Check Refund Status' })).toBeInTheDocument();
  });

  test('tickets cancelled before the rest were are listed as cancelled earlier', async () => {
    const partlyFirst = bookingOf({
      title: 'Bit By Bit',
      cancelled: true,
      cancelledByUser: true,
      qrCode: null,
      cancellationDate: inDays(-1),
      refundStatus: 'processed',
      refundAmount: 750,
      noOfSeats: 1,
      totalQuantity: 1,
      totalAmount: 750,
      partialCancellations: [
        {
          _id: 'pc-1',
          cancelledAt: '2026-11-20T06:00:00.000Z',
          quantity: 1,
          ticketItems: [],
          amount: 750,
          refund: { status: 'processed', amount: 750, percentage: 100 },
        },
      ],
    });
    answerApi(fetchMock, { 'GET /bookings/user/cancelled': () => jsonResponse([partlyFirst, mine]) });
    renderApp('/cancelled-bookings');

    const card = await screen.findByRole('article', { name: 'Bit By Bit' });
    expect(within(card).getByText('Cancelled earlier').nextSibling).toHaveTextContent(
      '1 ticket cancelled on 20 Nov 2026 · refund ₹750 (100%) processed',
    );
    expect(
      within(screen.getByRole('article', { name: 'Changed My Mind' })).queryByText('Cancelled earlier'),
    ).toBeNull();
  });

  test("'Check Refund Status' toasts the status, the amount and the refund id's last 8 characters", async () => {
    answerApi(fetchMock, {
      'GET /bookings/user/cancelled': () => jsonResponse([mine]),
      [`GET /bookings/${mine._id}/refund-status`]: () =>
        jsonResponse({ status: 'processed', amount: 750, refundId: 're_test_0123456789abcdef' }),
    });
    const user = userEvent.setup();
    renderApp('/cancelled-bookings');

    await user.click(await screen.findByRole('button', { name: 'Check Refund Status' }));
    expect(
      await screen.findByText('Refund Status: Refund Processed | Amount: ₹750 | Refund ID: ...89abcdef'),
    ).toBeInTheDocument();
  });

  test("a failed refund check says 'Failed to fetch refund status'", async () => {
    answerApi(fetchMock, {
      'GET /bookings/user/cancelled': () => jsonResponse([mine]),
      [`GET /bookings/${mine._id}/refund-status`]: () => new Response('', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/cancelled-bookings');

    await user.click(await screen.findByRole('button', { name: 'Check Refund Status' }));
    expect(await screen.findByText('Failed to fetch refund status')).toBeInTheDocument();
  });

  test('the empty state links to the dashboard', async () => {
    answerApi(fetchMock, { 'GET /bookings/user/cancelled': () => jsonResponse([]) });
    renderApp('/cancelled-bookings');
    expect(await screen.findByText('No cancelled bookings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test("a failed load toasts 'Failed to fetch cancelled bookings'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerApi(fetchMock, { 'GET /bookings/user/cancelled': () => new Response('', { status: 500 }) });
    renderApp('/cancelled-bookings');
    expect(await screen.findByText('Failed to fetch cancelled bookings')).toBeInTheDocument();
  });
});

describe("a cancelled booking's tax documents", () => {
  test('the invoice and the credit note of its refund can be downloaded and viewed; a free one has none', async () => {
    const invoiceId = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
    const noteId = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b';
    const refunded = {
      ...mine,
      invoice: { id: invoiceId, kind: 'tax_invoice' as const, number: 'INV/2627/7', issuedAt: inDays(-3) },
      creditNotes: [
        { id: noteId, kind: 'credit_note' as const, number: 'INVC/2627/2', issuedAt: inDays(-1) },
      ],
    };
    answerApi(fetchMock, { 'GET /bookings/user/cancelled': () => jsonResponse([refunded, theirs]) });
    renderApp('/cancelled-bookings');

    const card = await screen.findByRole('article', { name: 'Changed My Mind' });
    expect(within(card).getByRole('link', { name: 'Download credit note' })).toHaveAttribute(
      'href',
      `/api/tax-documents/${noteId}/pdf`,
    );
    expect(within(card).getByRole('link', { name: 'View credit note' })).toHaveAttribute(
      'href',
      `/invoices/${noteId}`,
    );
    expect(within(card).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      `/api/tax-documents/${invoiceId}/pdf`,
    );
    const other = screen.getByRole('article', { name: 'Rained Out' });
    expect(within(other).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
