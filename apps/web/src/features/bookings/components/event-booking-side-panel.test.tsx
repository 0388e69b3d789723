import { i18n } from '@lingui/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TICKETS_MESSAGE } from '@ticketmela/domain';
import axe from 'axe-core';
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
import { EARLIER_PAYMENT_BOOKED_MESSAGE } from './resolve-unfinished-purchase';
import { findUnfinishedPurchase, rememberUnfinishedPurchase } from './unfinished-purchase';

// The test provider must never touch Stripe: the library is replaced by a spy that fails the test if used.
const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

// These tests walk a whole booking through the UI; give them room on a busy machine.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  stripe.loadStripe.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function signIn() {
  storeUser(makeStoredUser({ _id: 'u1' }));
}

function options(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card = { number: '4242424242424242', expiry: '1230', cvc: '123' },
) {
  await user.type(screen.getByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry'), card.expiry);
  await user.type(screen.getByLabelText('CVC'), card.cvc);
}

async function runAxe(container: HTMLElement) {
  // jsdom has no layout, so colour contrast cannot be measured here (the Lighthouse run covers it).
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('signed-out visitors', () => {
  test("see 'Login to Book' (remembering the event) and 'Create an account', and nothing is fetched", async () => {
    const user = userEvent.setup();
    stubApi(fetchMock, {});
    renderSidePanel(makeCategoryEvent());

    const login = screen.getByRole('link', { name: 'Login to Book' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('₹499.50').parentElement).toHaveTextContent('₹499.50 onwards');
    expect(screen.queryByRole('button', { name: /Book Now|Select Tickets/ })).toBeNull();

    await user.click(login);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('returnTo')).toBe(`/events/${EVENT_ID}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ticket categories', () => {
  beforeEach(() => {
    signIn();
    stubApi(fetchMock, { 'GET /bookings/user': () => jsonResponse([]) });
  });

  test("a category with nothing left shows 'Sold Out' and no quantity select", async () => {
    renderSidePanel(makeCategoryEvent());
    await screen.findByLabelText('Quantity for VIP');
    const silver = screen.getByText('Silver').closest('li')!;
    expect(within(silver).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity for Silver')).toBeNull();
  });

  test('options run to the smaller of the seats left and the 10-ticket allowance', async () => {
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const vip = await screen.findByLabelText('Quantity for VIP');
    const gold = screen.getByLabelText('Quantity for Gold');
    expect(options(vip)).toEqual(range(0, 5)); // 5 seats left
    expect(options(gold)).toEqual(range(0, 10)); // 20 left, but at most 10 a booking

    await user.selectOptions(gold, '8');
    expect(options(vip)).toEqual(range(0, 2));
    expect(options(gold)).toEqual(range(0, 10));

    await user.selectOptions(vip, '2');
    expect(options(gold)).toEqual(range(0, 8));
  });

  test("'(N remaining)' at 7 to 9, a warning from 8, the limit message at 10", async () => {
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    const gold = await screen.findByLabelText('Quantity for Gold');

    await user.selectOptions(gold, '6');
    expect(screen.getByText('6 of 10 tickets selected')).toBeInTheDocument();
    expect(screen.queryByText(/remaining\)/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await user.selectOptions(gold, '7');
    expect(screen.getByText('(3 remaining)')).toBeInTheDocument();
    expect(screen.queryByText(/close to the limit/)).toBeNull();

    await user.selectOptions(gold, '8');
    expect(screen.getByText('(2 remaining)')).toBeInTheDocument();
    expect(screen.getByText(/close to the limit of 10 tickets per booking/)).toBeInTheDocument();

    await user.selectOptions(gold, '10');
    expect(screen.getByText(MAX_TICKETS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/remaining\)/)).toBeNull();
  });

  test("'Select Tickets' is disabled until something is chosen; the total is computed in paise", async () => {
    const user = userEvent.setup();
    renderSidePanel(
      makeCategoryEvent({
        ticketCategories: [
          { _id: 'a', name: 'Early Bird', description: null, price: 0.1, totalSeats: 10, availableSeats: 10 },
          { _id: 'b', name: 'Student', description: null, price: 0.2, totalSeats: 10, availableSeats: 10 },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Select Tickets' })).toBeDisabled();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹0');

    await user.selectOptions(screen.getByLabelText('Quantity for Early Bird'), '1');
    await user.selectOptions(screen.getByLabelText('Quantity for Student'), '2');
    // 0.1 + 2 × 0.2 is 0.5 exactly in paise (floating point would give 0.5000000000000001).
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹0.50');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test("when every category is gone the button reads 'Sold Out' and is disabled", async () => {
    renderSidePanel(
      makeCategoryEvent({
        availableSeats: 0,
        ticketCategories: [
          { _id: 'a', name: 'VIP', description: null, price: 1500, totalSeats: 10, availableSeats: 0 },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  test('the booking panel has no axe violations', async () => {
    const { container } = renderSidePanel(makeCategoryEvent());
    await screen.findByLabelText('Quantity for VIP');
    expect(await runAxe(container)).toEqual([]);
  });
});

describe('single-price events', () => {
  beforeEach(signIn);

  test('seat options run from 1 to the smaller of 10 and the seats left', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 4 }),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent({ availableSeats: 25 }));
    const seats = await screen.findByLabelText('Number of seats');
    await waitFor(() => expect(options(seats)).toEqual(range(1, 4)));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹499');
    await user.selectOptions(seats, '3');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹1,497');
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test('at most 10 seats even when many are left', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 250 }),
    });
    renderSidePanel(makeEvent({ availableSeats: 250 }));
    expect(options(await screen.findByLabelText('Number of seats'))).toEqual(range(1, 10));
  });

  test("no seats left: 'Sold Out', disabled", async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 0 }),
    });
    renderSidePanel(makeEvent({ availableSeats: 0 }));
    expect(await screen.findByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.queryByLabelText('Number of seats')).toBeNull();
  });

  test('books a seat count: noOfSeats and the amount in rupees, then the spec payload', async () => {
    signIn();
    const booking = makeBooking({
      hasTicketCategories: false,
      ticketItems: [],
      noOfSeats: 2,
      priceAtBooking: 499,
      totalAmount: 998,
      totalQuantity: 2,
    });
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 25 }),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 998 })),
      'POST /payments/test/confirm': () =>
        jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'POST /bookings': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await user.selectOptions(await screen.findByLabelText('Number of seats'), '2');
    const attendees = await nameOtherTickets(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹998' }));

    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      { eventId: EVENT_ID, noOfSeats: 2, amount: 998, idempotencyKey: expect.any(String), attendees },
    ]);
    expect(api.bodiesOf('POST /bookings')).toEqual([
      { eventId: EVENT_ID, noOfSeats: 2, paymentIntentId: 'pi_test_1' },
    ]);
    expect(screen.getByText('Seats booked').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('₹998');
  });
});

describe('booking and paying', () => {
  beforeEach(signIn);

  async function selectVipAndGold(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '2');
    await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
    return nameOtherTickets(user);
  }

  test("the full flow: hold, pay with the test card, book, toast 'Booking successful!', then registered", async () => {
    const booking = makeBooking();
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
      'POST /payments/test/confirm': () =>
        jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'POST /bookings': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());

    const attendees = await selectVipAndGold(user);
    expect(attendees).toEqual([{ name: 'Priya Sharma' }, { name: 'Guest 2' }, { name: 'Guest 3' }]);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹3,800');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    // The browser keeps the intent until it sees the outcome (issue 23: a buyer who loses the page is told later).
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toMatchObject({ paymentIntentId: 'pi_test_1' });
    expect(screen.getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(screen.getByText(/Your seats are held for/)).toBeInTheDocument();
    // 'Book Now' is gone: the focus went into the payment form.
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    const pay = screen.getByRole('button', { name: 'Pay ₹3,800' });
    expect(pay).toBeDisabled();

    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12/30');
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
    // And after paying, to the result.
    await waitFor(() => expect(screen.getByRole('heading', { name: "You're Registered!" })).toHaveFocus());

    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [
          { categoryName: 'VIP', quantity: 2 },
          { categoryName: 'Gold', quantity: 1 },
        ],
        amount: 3800,
        idempotencyKey: expect.any(String),
        attendees,
      },
    ]);
    expect(api.bodiesOf('POST /payments/test/confirm')).toEqual([
      { clientSecret: 'pi_test_1_secret_abc', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    ]);
    expect(api.bodiesOf('POST /bookings')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [
          { categoryName: 'VIP', quantity: 2, pricePerTicket: 1500, subtotal: 3000 },
          { categoryName: 'Gold', quantity: 1, pricePerTicket: 800, subtotal: 800 },
        ],
        totalQuantity: 3,
        totalAmount: 3800,
        paymentIntentId: 'pi_test_1',
      },
    ]);
    const order = api.keys().filter((key) => key.startsWith('POST'));
    expect(order).toEqual([
      'POST /payments/create-payment-intent',
      'POST /payments/test/confirm',
      'POST /bookings',
    ]);
    // The bookings list is asked for again after booking.
    await waitFor(() => expect(api.bodiesOf('GET /bookings/user').length).toBeGreaterThanOrEqual(2));

    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('VIP × 2')).toBeInTheDocument();
    expect(screen.getByText('Gold × 1')).toBeInTheDocument();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('₹3,800');
    expect(screen.getByRole('link', { name: 'View My Ticket' })).toHaveAttribute(
      'href',
      `/ticket/${booking._id}`,
    );
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  test("a declined card shows 'Your card was declined.' and no booking is made", async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
      'POST /payments/test/confirm': () =>
        jsonResponse(
          {
            statusCode: 402,
            code: 'PAYMENT_FAILED',
            message: 'Your card was declined.',
            field: 'cardNumber',
          },
          402,
        ),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    await fillCard(user, { number: '4000000000000002', expiry: '1230', cvc: '123' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,800' }));

    const form = screen.getByRole('form', { name: 'Card details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Pay ₹3,800' })).toBeEnabled();
    expect(api.bodiesOf('POST /bookings')).toEqual([]);
    expect(screen.queryByText('Booking successful!')).toBeNull();
  });

  test('with no message from the server the failure reads "Payment failed. Please try again."', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
      'POST /payments/test/confirm': () => new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,800' }));
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  });

  test('the pay button stays disabled until number, expiry and CVC are complete', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    const pay = screen.getByRole('button', { name: 'Pay ₹3,800' });

    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 424');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    expect(pay).toBeDisabled(); // 15 digits
    await user.type(screen.getByLabelText('Card number'), '2');
    expect(pay).toBeEnabled();

    await user.clear(screen.getByLabelText('Expiry'));
    await user.type(screen.getByLabelText('Expiry'), '1330'); // no 13th month
    expect(pay).toBeDisabled();
    await user.clear(screen.getByLabelText('Expiry'));
    await user.type(screen.getByLabelText('Expiry'), '0129');
    expect(pay).toBeEnabled();

    await user.clear(screen.getByLabelText('CVC'));
    await user.type(screen.getByLabelText('CVC'), '12');
    expect(pay).toBeDisabled();
    await user.type(screen.getByLabelText('CVC'), '34');
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
    expect(pay).toBeEnabled();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/payments/test/confirm');
  });

  test("'Back to booking details' keeps the selection and reuses the seats already held", async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
    });
    const user = userEvent.setup();
    const { container } = renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(await runAxe(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to booking details' }));
    expect(screen.getByLabelText('Quantity for VIP')).toHaveValue('2');
    expect(screen.getByLabelText('Quantity for Gold')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toHaveLength(1);
  });

  test('an expired hold says so and lets the visitor start again', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () =>
        jsonResponse(makeIntent({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Your seat hold has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  test('sold out when the payment starts: the message shows and the visitor stays on the selection', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'SOLD_OUT',
            message: 'Sorry, these tickets are sold out. Please choose fewer tickets or another category.',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const form = screen.getByRole('form', { name: 'Ticket selection' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Sorry, these tickets are sold out.');
    expect(screen.queryByRole('heading', { name: 'Secure Payment' })).toBeNull();
  });

  test('paid but the booking call failed: retrying confirms it without paying again', async () => {
    const booking = makeBooking();
    let bookings: unknown[] = [];
    let bookingAttempts = 0;
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent()),
      'POST /payments/test/confirm': () =>
        jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'POST /bookings': () => {
        bookingAttempts += 1;
        if (bookingAttempts === 1) return new Response('', { status: 503 });
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await selectVipAndGold(user);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,800' }));

    expect(
      await screen.findByText('Your payment went through, but the booking is not confirmed yet'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my booking' }));
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(api.bodiesOf('POST /payments/test/confirm')).toHaveLength(1);
    expect(api.bodiesOf('POST /bookings')).toHaveLength(2);
  });
});

describe('already registered', () => {
  beforeEach(signIn);

  test("shows 'You're Registered!' for a standing booking, and 'Cancel Booking' cancels it after confirming", async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () =>
        jsonResponse([
          makeBooking({ _id: 'cancelled-one', cancelled: true, cancelledByUser: true }),
          makeBooking(),
        ]),
    });
    const user = userEvent.setup();
    const { container } = renderSidePanel(makeCategoryEvent());
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Ticket' })).toHaveAttribute(
      'href',
      `/ticket/${makeBooking()._id}`,
    );
    expect(await runAxe(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([makeBooking()]),
      [`POST /bookings/${makeBooking()._id}/cancellation-quote`]: () =>
        jsonResponse({
          quantity: 3,
          remainingQuantity: 0,
          wholeBooking: true,
          amount: 3800,
          refund: { amount: 3800, percentage: 100 },
          daysBeforeEvent: 10,
          refundPolicy: 'Standard policy',
        }),
      [`DELETE /bookings/${makeBooking()._id}`]: () =>
        jsonResponse({
          message: 'Booking cancelled successfully',
          refund: { status: 'processed', amount: 500, percentage: 100 },
          cancellation: { daysBeforeEvent: 10, refundPolicy: 'Standard policy' },
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Cancel Booking' });
    // Confirm waits for the server's quote of the refund.
    expect(await within(confirmDialog).findByText(/you get ₹3,800 back/)).toBeInTheDocument();
    await user.click(within(confirmDialog).getByRole('button', { name: 'Yes, Cancel Booking' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'DELETE' && String(url).endsWith(`/bookings/${makeBooking()._id}`),
        ),
      ).toBe(true),
    );
  });

  test('a cancelled booking does not count: the booking panel shows', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([makeBooking({ cancelled: true, cancelledByUser: true })]),
    });
    renderSidePanel(makeCategoryEvent());
    expect(await screen.findByRole('button', { name: 'Select Tickets' })).toBeDisabled();
  });
});

describe('a purchase this browser never saw through (issue 23)', () => {
  const earlier = () =>
    rememberUnfinishedPurchase({
      userId: 'u1',
      eventId: EVENT_ID,
      paymentIntentId: 'pi_test_earlier',
      holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
    });

  test('paid before the tab closed: on return the booking is confirmed and shown', async () => {
    signIn();
    earlier();
    const booking = makeBooking();
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /bookings': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 200);
      },
    });
    renderSidePanel(makeCategoryEvent());
    expect(await screen.findByText(i18n._(EARLIER_PAYMENT_BOOKED_MESSAGE))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(api.bodiesOf('POST /bookings')).toEqual([
      { eventId: EVENT_ID, paymentIntentId: 'pi_test_earlier' },
    ]);
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
  });

  test('refunded by the server meanwhile: its words are shown above the booking panel, once', async () => {
    signIn();
    earlier();
    const refunded = 'This event has been cancelled. Your payment of ₹998 has been refunded in full.';
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /bookings': () =>
        jsonResponse({ statusCode: 409, code: 'EVENT_CANCELLED', message: refunded }, 409),
    });
    renderSidePanel(makeEvent());
    expect(await screen.findByText(refunded)).toBeInTheDocument();
    expect(screen.getByText('About your earlier payment')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
  });

  test('never paid: forgotten quietly; the server not answering: kept for the next visit', async () => {
    signIn();
    earlier();
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /bookings': () =>
        jsonResponse(
          { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is not answering.' },
          503,
        ),
    });
    const first = renderSidePanel(makeEvent());
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).not.toBeNull();
    first.unmount();

    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /bookings': () =>
        jsonResponse(
          { statusCode: 402, code: 'PAYMENT_REQUIRED', message: 'The payment has not been completed.' },
          402,
        ),
    });
    renderSidePanel(makeEvent());
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
    expect(screen.queryByText('About your earlier payment')).toBeNull();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
  });
});
