import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  EVENT_ID,
  makeBooking,
  makeCategoryEvent,
  makeEvent,
  makeIntent,
  nameOtherTickets,
  renderSidePanel,
  stubApi,
} from './booking-test-utils';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

// These tests walk a whole booking through the UI; give them room on a busy machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('free tickets', () => {
  test("a free event says 'Free' and 'Book Now' books it at once: no card form, focus on the result", async () => {
    const booking = makeBooking({
      hasTicketCategories: false,
      ticketItems: [],
      noOfSeats: 2,
      totalQuantity: 2,
      totalAmount: 0,
    });
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 40 }),
      'POST /bookings/free': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent({ price: 0 }));

    await user.selectOptions(await screen.findByLabelText('Number of seats'), '2');
    expect(screen.getByText('Price per ticket').nextSibling).toHaveTextContent('Free');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Free');
    expect(screen.getByText(/No payment needed/)).toBeInTheDocument();
    const attendees = await nameOtherTickets(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    const registered = await screen.findByRole('heading', { name: "You're Registered!" });
    await waitFor(() => expect(registered).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Secure Payment' })).toBeNull();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('Free');

    const [body] = api.bodiesOf('POST /bookings/free') as { idempotencyKey: string }[];
    expect(body).toEqual({
      eventId: EVENT_ID,
      noOfSeats: 2,
      idempotencyKey: expect.stringMatching(UUID),
      attendees,
    });
    expect(api.keys()).not.toContain('POST /payments/create-payment-intent');
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  test('a free category next to paid ones: free alone books free, adding a paid one goes to the payment', async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /bookings/free': () =>
        jsonResponse(
          { statusCode: 409, code: 'SOLD_OUT', message: 'Sorry, these tickets are sold out.' },
          409,
        ),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 800 })),
    });
    const event = makeCategoryEvent({
      price: 0,
      ticketCategories: [
        {
          _id: 'tc-free',
          name: 'Community',
          description: null,
          price: 0,
          totalSeats: 10,
          availableSeats: 10,
        },
        { _id: 'tc-gold', name: 'Gold', description: null, price: 800, totalSeats: 50, availableSeats: 20 },
      ],
    });
    const user = userEvent.setup();
    renderSidePanel(event);

    await user.selectOptions(await screen.findByLabelText('Quantity for Community'), '1');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Free');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    // The server's refusal shows, and the visitor stays on the selection.
    expect((await screen.findAllByText('Sorry, these tickets are sold out.')).length).toBeGreaterThan(0);
    expect(api.bodiesOf('POST /bookings/free')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [{ categoryName: 'Community', quantity: 1 }],
        idempotencyKey: expect.stringMatching(UUID),
        attendees: [{ name: 'Priya Sharma' }],
      },
    ]);

    await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
    await nameOtherTickets(user);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹800');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toHaveLength(1);
  });
});

describe('the card number', () => {
  test("a number failing the Luhn check is refused before it is sent: 'Your card number is invalid.'", async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '2');
    await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
    await nameOtherTickets(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const number = await screen.findByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());

    await user.type(number, '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,800' }));
    await waitFor(() => expect(number).toHaveFocus());
    expect(api.keys()).not.toContain('POST /payments/test/confirm');

    // Correcting the last digit clears the message.
    await user.type(number, '{Backspace}2');
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
    expect(number).not.toHaveAttribute('aria-invalid');
  });
});
