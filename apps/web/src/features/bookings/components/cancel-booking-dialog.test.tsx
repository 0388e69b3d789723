import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Booking,
  CancelBookingResponse,
  CancelTicketsBody,
  CancelTicketsResponse,
} from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answerApi, bookingOf, POLICY_TEXT, quoteOf, USER_ID } from './after-booking-test-utils';
import { ticketsCancelledMessage } from './use-cancel-tickets';

vi.mock('@/lib/qr-code', () => ({
  qrCodePngDataUrl: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
  downloadUrl: vi.fn(),
}));

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

const threeSeats = () =>
  bookingOf({ title: 'Three Seats', noOfSeats: 3, totalQuantity: 3, priceAtBooking: 750, totalAmount: 2250 });

const categoryBooking = () =>
  bookingOf({
    title: 'Category Night',
    hasTicketCategories: true,
    noOfSeats: 3,
    totalQuantity: 3,
    priceAtBooking: 0,
    totalAmount: 3800,
    ticketItems: [
      { categoryName: 'VIP', quantity: 2, pricePerTicket: 1500, subtotal: 3000 },
      { categoryName: 'Gold', quantity: 1, pricePerTicket: 800, subtotal: 800 },
    ],
  });

function bodyOf(init: RequestInit | undefined): CancelTicketsBody {
  return JSON.parse(String(init?.body ?? '{}')) as CancelTicketsBody;
}

/**
 * The dashboard with `booking`; `quote` answers each quote request by its body; a partial cancellation leaves
 * `left` and answers `refund`; cancelling the whole booking answers `wholeRefund`. Records the bodies sent.
 */
async function openDialog(
  booking: Booking,
  {
    quote,
    left = booking,
    refund = { status: 'processed', amount: 0, percentage: 0 },
    wholeRefund = { status: 'processed', amount: booking.totalAmount, percentage: 100 },
  }: {
    quote: (body: CancelTicketsBody) => Response | Promise<Response>;
    left?: Booking;
    refund?: CancelTicketsResponse['refund'];
    wholeRefund?: CancelBookingResponse['refund'];
  },
) {
  const quoteBodies: CancelTicketsBody[] = [];
  const cancelBodies: CancelTicketsBody[] = [];
  let current = booking;
  const calls = answerApi(fetchMock, {
    'GET /bookings/user': () => jsonResponse([current]),
    [`POST /bookings/${booking._id}/cancellation-quote`]: (init) => {
      const body = bodyOf(init);
      quoteBodies.push(body);
      return quote(body);
    },
    [`POST /bookings/${booking._id}/partial-cancellations`]: (init) => {
      cancelBodies.push(bodyOf(init));
      current = left;
      return jsonResponse({
        message: 'Tickets cancelled',
        booking: left,
        refund,
        cancellation: { daysBeforeEvent: 3, refundPolicy: POLICY_TEXT },
      } satisfies CancelTicketsResponse);
    },
    [`DELETE /bookings/${booking._id}`]: () => {
      current = { ...booking, cancelled: true, cancelledByUser: true, qrCode: null };
      return jsonResponse({
        message: 'Booking cancelled successfully',
        refund: wholeRefund,
        cancellation: { daysBeforeEvent: 10, refundPolicy: POLICY_TEXT },
      } satisfies CancelBookingResponse);
    },
  });
  const user = userEvent.setup();
  renderApp('/dashboard');
  const card = await screen.findByRole('article', { name: booking.eventId!.title });
  await user.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Booking' });
  return { user, dialog, card, calls, quoteBodies, cancelBodies };
}

/** A response the test hands out when it chooses, to see the dialog while the server is still thinking. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('choosing how many tickets to cancel', () => {
  test('single price: every ticket to start with (the whole booking), then 1 of 3 with its quote, confirmed as a partial cancellation', async () => {
    const booking = threeSeats();
    const oneSeatQuote = deferred();
    const left: Booking = {
      ...booking,
      noOfSeats: 2,
      totalQuantity: 2,
      totalAmount: 1500,
      partialCancellations: [
        {
          _id: 'pc-1',
          cancelledAt: '2026-11-27T09:00:00.000Z',
          quantity: 1,
          ticketItems: [],
          amount: 750,
          refund: { status: 'processed', amount: 375, percentage: 50 },
        },
      ],
    };
    const { user, dialog, card, quoteBodies, cancelBodies, calls } = await openDialog(booking, {
      quote: (body) => (body.noOfSeats === 1 ? oneSeatQuote.promise : jsonResponse(quoteOf(booking, 50))),
      left,
      refund: { status: 'processed', amount: 375, percentage: 50 },
    });

    const seats = within(dialog).getByRole('combobox', { name: 'Tickets to cancel' });
    expect(seats).toHaveValue('3');
    expect(dialog).toHaveTextContent('All 3 tickets: this cancels the whole booking.');
    expect(await within(dialog).findByText(/you get ₹1,125 back \(50% of ₹2,250\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(POLICY_TEXT)).toBeInTheDocument();
    expect(quoteBodies).toEqual([{}]);

    await user.selectOptions(seats, '1');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to cancel 1 ticket of your booking for "Three Seats"?',
    );
    expect(dialog).toHaveTextContent('Cancelling 1 ticket; 2 stay on your booking with the same QR code.');
    // The earlier figure is not shown for the new choice: the dialog waits for the server's, and so does confirm.
    expect(await within(dialog).findByText('Working out your refund...')).toBeInTheDocument();
    expect(within(dialog).queryByText(/₹1,125/)).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Cancel 1 Ticket' });
    expect(confirm).toBeDisabled();

    oneSeatQuote.resolve(jsonResponse(quoteOf(booking, 50, { quantity: 1, amount: 750 })));
    expect(await within(dialog).findByText(/you get ₹375 back \(50% of ₹750\)/)).toBeInTheDocument();
    expect(quoteBodies).toEqual([{}, { noOfSeats: 1 }]);
    await waitFor(() => expect(confirm).toBeEnabled());

    await user.click(confirm);
    expect(await screen.findByText('1 ticket cancelled. Refund of ₹375 processed.')).toBeInTheDocument();
    expect(cancelBodies).toEqual([{ noOfSeats: 1 }]);
    expect(calls).not.toContain(`DELETE /bookings/${booking._id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The list was fetched again: the card shows the seats left and what was cancelled, and stays upcoming.
    await waitFor(() => expect(card).toHaveTextContent('Seats: 2'));
    expect(card).toHaveTextContent('1 ticket cancelled on 27 Nov 2026 · refund ₹375 (50%) processed');
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
  });

  test('category lines: a count per line; nothing chosen asks for a choice and quotes nothing', async () => {
    const booking = categoryBooking();
    const { user, dialog, quoteBodies, cancelBodies } = await openDialog(booking, {
      quote: (body) => {
        const vip = body.ticketItems?.find((item) => item.categoryName === 'VIP')?.quantity ?? 0;
        return jsonResponse(
          body.ticketItems
            ? quoteOf(booking, 100, { quantity: vip, amount: vip * 1500 })
            : quoteOf(booking, 100),
        );
      },
      refund: { status: 'pending', amount: 1500, percentage: 100 },
    });

    const vip = within(dialog).getByRole('combobox', { name: 'VIP' });
    const gold = within(dialog).getByRole('combobox', { name: 'Gold' });
    expect(vip).toHaveValue('2');
    expect(gold).toHaveValue('1');
    expect(await within(dialog).findByText(/you get ₹3,800 back \(100% of ₹3,800\)/)).toBeInTheDocument();

    await user.selectOptions(gold, '0');
    await user.selectOptions(vip, '0');
    expect(dialog).toHaveTextContent('Choose at least one ticket to cancel.');
    expect(dialog).toHaveTextContent(
      'Which tickets of your booking for "Category Night" do you want to cancel?',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, Cancel Tickets' })).toBeDisabled();
    expect(within(dialog).queryByText(/you get/)).toBeNull();

    await user.selectOptions(vip, '1');
    expect(await within(dialog).findByText(/you get ₹1,500 back \(100% of ₹1,500\)/)).toBeInTheDocument();
    // Every quote asked for exactly the lines chosen; none for the empty choice.
    expect(quoteBodies.slice(-2)).toEqual([
      { ticketItems: [{ categoryName: 'VIP', quantity: 2 }] },
      { ticketItems: [{ categoryName: 'VIP', quantity: 1 }] },
    ]);
    expect(quoteBodies.every((body) => body.ticketItems?.length !== 0)).toBe(true);

    const confirm = within(dialog).getByRole('button', { name: 'Yes, Cancel 1 Ticket' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(
      await screen.findByText('1 ticket cancelled. Refund of ₹1,500 is being processed.'),
    ).toBeInTheDocument();
    expect(cancelBodies).toEqual([{ ticketItems: [{ categoryName: 'VIP', quantity: 1 }] }]);
  });

  test('choosing every ticket again is cancelling the booking: the whole-booking call and its texts', async () => {
    const booking = threeSeats();
    const { user, dialog, calls } = await openDialog(booking, {
      quote: ({ noOfSeats }) =>
        jsonResponse(
          noOfSeats
            ? quoteOf(booking, 100, { quantity: noOfSeats, amount: noOfSeats * 750 })
            : quoteOf(booking, 100),
        ),
    });
    const seats = within(dialog).getByRole('combobox', { name: 'Tickets to cancel' });
    await user.selectOptions(seats, '2');
    expect(await within(dialog).findByText(/you get ₹1,500 back/)).toBeInTheDocument();
    await user.selectOptions(seats, '3');
    expect(await within(dialog).findByText(/you get ₹2,250 back/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Are you sure you want to cancel your booking for "Three Seats"?');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' });
    await waitFor(() => expect(confirm).toBeEnabled());

    await user.click(confirm);
    expect(await screen.findByText('Booking cancelled! Refund of ₹2,250 processed.')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /bookings/${booking._id}`);
    expect(calls).not.toContain(`POST /bookings/${booking._id}/partial-cancellations`);
  });

  test("a refused quote shows the server's message, keeps confirm disabled, and can be asked again", async () => {
    const booking = threeSeats();
    let refuse = true;
    const { user, dialog } = await openDialog(booking, {
      quote: () =>
        refuse
          ? jsonResponse(
              { statusCode: 409, code: 'EVENT_PAST', message: 'Bookings of past events cannot be cancelled' },
              409,
            )
          : jsonResponse(quoteOf(booking, 100)),
    });
    expect(
      await within(dialog).findByText('Bookings of past events cannot be cancelled'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Cancel Booking' })).toBeDisabled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/you get ₹2,250 back/)).toBeInTheDocument();
  });

  test("a one-ticket booking has no choice to make; its refund figure is the server's", async () => {
    const booking = bookingOf({ title: 'Just Me', noOfSeats: 1, totalQuantity: 1, totalAmount: 750 });
    const { dialog, quoteBodies } = await openDialog(booking, {
      quote: () => jsonResponse(quoteOf(booking, 50)),
    });
    expect(await within(dialog).findByText(/you get ₹375 back \(50% of ₹750\)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(quoteBodies).toEqual([{}]);
  });
});

describe('the toast after some tickets were cancelled', () => {
  test('how many, and what became of their refund', () => {
    expect(ticketsCancelledMessage(1, { status: 'processed', amount: 749.5, percentage: 50 })).toBe(
      '1 ticket cancelled. Refund of ₹749.50 processed.',
    );
    expect(ticketsCancelledMessage(2, { status: 'pending', amount: 1500, percentage: 100 })).toBe(
      '2 tickets cancelled. Refund of ₹1,500 is being processed.',
    );
    expect(ticketsCancelledMessage(2, { status: 'none', amount: 0, percentage: 0 })).toBe(
      '2 tickets cancelled. No refund applicable.',
    );
    expect(ticketsCancelledMessage(1, { status: 'failed', amount: 750, percentage: 100 })).toBe(
      '1 ticket cancelled. Refund of ₹750 failed - please contact support.',
    );
  });
});
