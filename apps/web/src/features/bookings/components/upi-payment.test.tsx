import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_UPI_ID_MESSAGE, type PurchaseOutcome, type TestUpiRequest } from '@ticketmela/domain';
import axe from 'axe-core';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  EVENT_ID,
  makeBooking,
  makeEvent,
  makeIntent,
  nameOtherTickets,
  renderSidePanel,
  stubApi as stubBookingApi,
} from './booking-test-utils';
import { PHONE_QUERY } from './payment-methods';
import { EARLIER_UPI_PAYMENT_BOOKED_MESSAGE } from './resume-upi-payment';
import { findUnfinishedPurchase, rememberUnfinishedPurchase } from './unfinished-purchase';
import { UPI_DECLINED_MESSAGE } from './upi-waiting';

vi.setConfig({ testTimeout: 30_000 });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Pretends to be a phone (a narrow or touch screen) or a computer for the payment step's order of methods. */
function useScreen(kind: 'phone' | 'computer') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: kind === 'phone' && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The booking panel's API with the event's seat count answered. */
function stubApi(
  fetch: typeof fetchMock,
  handlers: Parameters<typeof stubBookingApi>[1],
): ReturnType<typeof stubBookingApi> {
  return stubBookingApi(fetch, {
    [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 25 }),
    ...handlers,
  });
}

const upiIntent = () => makeIntent({ methods: ['upi', 'card'], amount: 998 });

function makeUpiRequest(overrides: Partial<TestUpiRequest> = {}): TestUpiRequest {
  return {
    requestId: 'upi_req_1',
    paymentIntentId: 'pi_test_1',
    status: 'waiting',
    amount: 998,
    payeeName: 'TicketMela',
    payeeUpiId: 'ticketmela@testupi',
    note: 'Sunburn Arena: Pune',
    upiId: 'ananya@okaxis',
    upiUrl: 'upi://pay?pa=ticketmela%40testupi&pn=TicketMela&am=998.00&cu=INR&tn=Sunburn&tr=pi_test_1',
    approvalPath: '/pay/test-upi/upi_req_1',
    answers: true,
    ...overrides,
  };
}

function outcome(
  status: PurchaseOutcome['status'],
  overrides: Partial<PurchaseOutcome> = {},
): PurchaseOutcome {
  return {
    status,
    message: null,
    bookingId: status === 'booked' ? 'b1' : null,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    method: status === 'booked' ? { kind: 'upi', detail: 'ananya@okaxis' } : null,
    ...overrides,
  };
}

/** Answers the outcome polls in turn, the last one again and again. */
function outcomesInTurn(...answers: PurchaseOutcome[]) {
  let asked = 0;
  return () => jsonResponse(answers[Math.min(asked++, answers.length - 1)]);
}

async function openPaymentStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Book Now/ }));
  expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
}

async function payWithUpiId(user: ReturnType<typeof userEvent.setup>, upiId = 'ananya@okaxis') {
  await user.click(screen.getByRole('radio', { name: 'UPI' }));
  await user.type(screen.getByLabelText('UPI ID'), upiId);
  await user.click(screen.getByRole('button', { name: 'Pay ₹998' }));
}

async function runAxe(container: HTMLElement) {
  // jsdom has no layout, so colour contrast cannot be measured here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('the choice of method', () => {
  test('on a computer the card comes first and is chosen; the arrow keys move to UPI', async () => {
    useScreen('computer');
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent({ price: 499 }));
    await user.selectOptions(await screen.findByLabelText(/Number of seats/), '2');
    await nameOtherTickets(user);
    await openPaymentStep(user);

    const group = screen.getByRole('group', { name: 'Pay with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Card', 'UPI']);
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();

    // The card form took the focus when the step appeared; switching methods leaves it on the choice.
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    screen.getByRole('radio', { name: 'Card' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'UPI' })).toHaveFocus();
    expect(screen.getByLabelText('UPI ID')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  test('on a phone UPI comes first and is chosen', async () => {
    useScreen('phone');
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);

    const radios = within(screen.getByRole('group', { name: 'Pay with' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['UPI', 'Card']);
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    // 'Book Now' is gone: the focus went into the UPI ID field.
    expect(screen.getByLabelText('UPI ID')).toHaveFocus();
  });

  test('an intent offering only the card shows the card form and no choice', async () => {
    useScreen('phone');
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ methods: ['card'] })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pay with' })).toBeNull();
  });
});

describe('paying by UPI ID', () => {
  beforeEach(() => useScreen('computer'));

  test('a malformed UPI ID is refused under the field before anything is sent', async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user, 'ananya');

    const field = screen.getByLabelText('UPI ID');
    expect(await screen.findByText(INVALID_UPI_ID_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.keys()).not.toContain('POST /payments/test/upi');
  });

  test("the server's refusal of the UPI ID is shown under the field", async () => {
    const refusal = 'This UPI ID does not exist';
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () =>
        jsonResponse({ statusCode: 400, code: 'VALIDATION_ERROR', message: refusal, field: 'upiId' }, 400),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);

    const error = await screen.findByText(refusal);
    expect(screen.getByLabelText('UPI ID')).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByLabelText('UPI ID')).toHaveAttribute('aria-invalid', 'true');
  });

  test("waits for the approval, then books: 'Booking successful!' and 'You're Registered!'", async () => {
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest()),
      'GET /payments/pi_test_1/outcome': () => {
        // The second poll finds it approved: the server has made the booking by then.
        if (api.bodiesOf('GET /payments/pi_test_1/outcome').length < 2)
          return jsonResponse(outcome('waiting'));
        bookings = [makeBooking({ paymentMethod: { kind: 'upi', detail: 'ananya@okaxis' } })];
        return jsonResponse(outcome('booked'));
      },
    });
    const user = userEvent.setup();
    const { container } = renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);

    expect(
      await screen.findByRole('heading', { name: 'Approve the payment in your UPI app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ananya@okaxis')).toBeInTheDocument();
    expect(screen.getByText(/Your seats are held for/)).toBeInTheDocument();
    const appLink = screen.getByRole('link', { name: /Open the test UPI app/ });
    expect(appLink).toHaveAttribute('href', '/pay/test-upi/upi_req_1');
    expect(appLink).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Back to booking details/ })).toBeNull();
    expect(api.bodiesOf('POST /payments/test/upi')).toEqual([
      { clientSecret: 'pi_test_1_secret_abc', upiId: 'ananya@okaxis' },
    ]);
    // A buyer who closes the tab now is shown this payment's outcome on return.
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toMatchObject({
      paymentIntentId: 'pi_test_1',
      upi: { requestId: 'upi_req_1', upiId: 'ananya@okaxis' },
    });
    expect(await runAxe(container)).toEqual([]);

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(screen.getByText('Paid by UPI, ananya@okaxis')).toBeInTheDocument();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
    expect(api.keys()).not.toContain('POST /bookings');
  });

  test('declined: the seats are released, and "Start again" goes back to the selection', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest({ status: 'declined' })),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('failed')),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user, 'failure@testupi');

    expect(await screen.findByText(i18n._(UPI_DECLINED_MESSAGE))).toBeInTheDocument();
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
  });

  test('the hold ran out while waiting: the hold-expired message', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest({ upiId: 'timeout@testupi' })),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('expired')),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user, 'timeout@testupi');
    expect(await screen.findByText('Your seat hold has expired')).toBeInTheDocument();
  });

  test('the server no longer knows the payment (404): the wait ends as an expired hold, and the polling stops', async () => {
    let polls = 0;
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest()),
      'GET /payments/pi_test_1/outcome': () => {
        polls += 1;
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' }, 404);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);
    expect(await screen.findByText('Your seat hold has expired')).toBeInTheDocument();
    expect(polls).toBe(1);
  });

  test('refunded: the server says why', async () => {
    const refunded = 'The seats sold out before your approval arrived. ₹998 is being refunded in full.';
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest()),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('refunded', { message: refunded })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);
    expect(await screen.findByText(refunded)).toBeInTheDocument();
  });

  test("'Cancel payment' releases the seats and goes back to the selection", async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest()),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('waiting')),
      'POST /payments/pi_test_1/cancel': () => jsonResponse(outcome('expired')),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);

    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
    expect(api.keys()).toContain('POST /payments/pi_test_1/cancel');
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
  });

  test("'Cancel payment' that lost the race to the approval ends booked", async () => {
    let bookings: unknown[] = [];
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(makeUpiRequest()),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('waiting')),
      'POST /payments/pi_test_1/cancel': () => {
        bookings = [makeBooking()];
        return jsonResponse(outcome('booked'));
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await payWithUpiId(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
  });
});

describe('paying by QR', () => {
  test('shows the QR as a link to the UPI app page and, on a phone, an "Open UPI app" link', async () => {
    useScreen('phone');
    const request = makeUpiRequest({ upiId: null });
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'POST /payments/create-payment-intent': () => jsonResponse(upiIntent()),
      'POST /payments/test/upi': () => jsonResponse(request),
      'GET /payments/pi_test_1/outcome': () => jsonResponse(outcome('waiting')),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    await openPaymentStep(user);
    await user.click(screen.getByRole('radio', { name: 'Scan QR' }));
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));

    const qrLink = await screen.findByRole('link', { name: /UPI payment QR code/ });
    expect(qrLink).toHaveAttribute('href', '/pay/test-upi/upi_req_1');
    expect(screen.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', request.upiUrl);
    expect(api.bodiesOf('POST /payments/test/upi')).toEqual([{ clientSecret: 'pi_test_1_secret_abc' }]);
  });
});

describe('a UPI payment this browser left waiting', () => {
  const leftWaiting = () =>
    rememberUnfinishedPurchase({
      userId: 'u1',
      eventId: EVENT_ID,
      paymentIntentId: 'pi_test_earlier',
      holdExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      amount: 998,
      upi: {
        requestId: 'upi_req_9',
        upiId: 'ananya@okaxis',
        upiUrl: 'upi://pay?pa=ticketmela%40testupi',
        approvalPath: '/pay/test-upi/upi_req_9',
      },
    });

  test('approved while the tab was closed: the outcome is asked (no POST /bookings) and shown', async () => {
    leftWaiting();
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      'GET /payments/pi_test_earlier/outcome': () => {
        bookings = [makeBooking()];
        return jsonResponse(outcome('booked'));
      },
    });
    renderSidePanel(makeEvent());
    expect(await screen.findByText(i18n._(EARLIER_UPI_PAYMENT_BOOKED_MESSAGE))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(api.keys()).not.toContain('POST /bookings');
    expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull();
  });

  test('still waiting: the waiting screen again; declined later: said so', async () => {
    leftWaiting();
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      'GET /payments/pi_test_earlier/outcome': outcomesInTurn(outcome('waiting'), outcome('failed')),
    });
    const user = userEvent.setup();
    renderSidePanel(makeEvent());
    expect(
      await screen.findByRole('heading', { name: 'Approve the payment in your UPI app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹998')).toBeInTheDocument();
    expect(await screen.findByText(i18n._(UPI_DECLINED_MESSAGE))).toBeInTheDocument();
    await waitFor(() => expect(findUnfinishedPurchase('u1', EVENT_ID)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: /Book Now/ })).toBeInTheDocument();
  });
});
