import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMO_MESSAGES, type PromoCodeLookup } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import {
  EVENT_ID,
  makeBooking,
  makeCategoryEvent,
  makeEvent,
  makeIntent,
  renderSidePanel,
  stubApi,
} from './booking-test-utils';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

const LOOKUP = `GET /events/${EVENT_ID}/promo-codes/lookup`;

function promo(overrides: Partial<PromoCodeLookup> = {}): PromoCodeLookup {
  return {
    code: 'COLLEGE20',
    kind: 'percent',
    value: 20,
    description: '20% off',
    ticketCategoryNames: null,
    validUntil: null,
    ...overrides,
  };
}

/** The codes asked for, as the lookup's query carried them. */
function lookedUpCodes(): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/promo-codes/lookup'))
    .map((url) => url.searchParams.get('code') ?? '');
}

async function applyCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
  const field = screen.getByLabelText('Promo code');
  expect(field).toHaveFocus();
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the promo code field', () => {
  beforeEach(() => storeUser(makeStoredUser({ _id: 'u1' })));

  test('applies a code typed in any case: what it does, the discount line and the list total struck through', async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [LOOKUP]: () => jsonResponse(promo()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '1');
    await user.selectOptions(screen.getByLabelText('Quantity for Gold'), '1');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹2,300');

    await applyCode(user, ' college20 ');

    expect(await screen.findByText('COLLEGE20 applied: 20% off')).toBeInTheDocument();
    expect(lookedUpCodes()).toEqual(['COLLEGE20']);
    // 20% of 1500 + 800 = 460 off.
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹1,840');
    expect(screen.getByTestId('booking-discount')).toHaveTextContent('−₹460');
    expect(screen.getByText('Discount (COLLEGE20)')).toBeInTheDocument();
    expect(screen.getByText('₹2,300', { selector: 's' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove promo code COLLEGE20' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove promo code COLLEGE20' }));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹2,300');
    expect(screen.queryByTestId('booking-discount')).toBeNull();
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  test("a refused code shows the server's reason under the field and changes nothing", async () => {
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [LOOKUP]: () =>
        jsonResponse(
          {
            statusCode: 409,
            code: 'PROMO_CODE_EXPIRED',
            message: PROMO_MESSAGES.expired,
            field: 'promoCode',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for Gold'), '1');
    await applyCode(user, 'SUMMER');

    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.expired);
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(PROMO_MESSAGES.expired);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹800');
    expect(screen.queryByText(/applied:/)).toBeNull();
  });

  test('Enter in the field applies the code and does not book', async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [LOOKUP]: () => jsonResponse(promo()),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for Gold'), '1');
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(screen.getByLabelText('Promo code'), 'COLLEGE20{Enter}');
    expect(await screen.findByText('COLLEGE20 applied: 20% off')).toBeInTheDocument();
    expect(api.keys().filter((key) => key.startsWith('POST'))).toEqual([]);
  });
});

describe('paying with a code', () => {
  beforeEach(() => storeUser(makeStoredUser({ _id: 'u1', name: 'Priya Sharma' })));

  test('the amount sent is the discounted total, with the code and a name for each ticket', async () => {
    const booking = makeBooking();
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      [LOOKUP]: () => jsonResponse(promo()),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 2400 })),
      'POST /payments/test/confirm': () =>
        jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'POST /bookings': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '2');
    await applyCode(user, 'COLLEGE20');
    await screen.findByText('COLLEGE20 applied: 20% off');
    const second = screen.getByRole('group', { name: 'Ticket 2 · VIP' });
    await user.type(within(second).getByLabelText('Name'), 'Rahul Verma');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [{ categoryName: 'VIP', quantity: 2 }],
        amount: 2400,
        idempotencyKey: expect.any(String),
        promoCode: 'COLLEGE20',
        attendees: [{ name: 'Priya Sharma' }, { name: 'Rahul Verma' }],
      },
    ]);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,400' }));
    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    // The booking's lines carry what was paid.
    expect(api.bodiesOf('POST /bookings')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [{ categoryName: 'VIP', quantity: 2, pricePerTicket: 1200, subtotal: 2400 }],
        totalQuantity: 2,
        totalAmount: 2400,
        paymentIntentId: 'pi_test_1',
      },
    ]);
  });

  test('a code for other tickets says so, and the list price is paid without it', async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [LOOKUP]: () => jsonResponse(promo({ ticketCategoryNames: ['Gold'] })),
      'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 1500 })),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '1');
    await applyCode(user, 'COLLEGE20');

    expect(await screen.findByText(PROMO_MESSAGES.notApplicable)).toBeInTheDocument();
    expect(screen.getByText('For Gold tickets')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹1,500');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('heading', { name: 'Secure Payment' });
    const [body] = api.bodiesOf('POST /payments/create-payment-intent') as Record<string, unknown>[];
    expect(body).toMatchObject({ amount: 1500, ticketItems: [{ categoryName: 'VIP', quantity: 1 }] });
    expect(body).not.toHaveProperty('promoCode');
  });

  test('a code used up meanwhile: the refusal shows under the field, the code is cleared, the list price is back', async () => {
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [LOOKUP]: () => jsonResponse(promo()),
      'POST /payments/create-payment-intent': () =>
        jsonResponse({ statusCode: 409, code: 'PROMO_CODE_USED_UP', message: PROMO_MESSAGES.usedUp }, 409),
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for Gold'), '1');
    await applyCode(user, 'COLLEGE20');
    await screen.findByText('COLLEGE20 applied: 20% off');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹640');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    const field = await screen.findByLabelText('Promo code');
    expect(field).toHaveAccessibleDescription(PROMO_MESSAGES.usedUp);
    expect(screen.queryByText(/applied:/)).toBeNull();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₹800');
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toHaveLength(1);
  });

  test('a 100% code makes the total free: booked by the free path with the code and the name, no payment', async () => {
    const booking = makeBooking({ totalAmount: 0 });
    let bookings: unknown[] = [];
    const api = stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse(bookings),
      [LOOKUP]: () =>
        jsonResponse(
          promo({
            code: 'SPONSORPASS',
            value: 100,
            description: 'Free tickets',
            ticketCategoryNames: ['VIP'],
          }),
        ),
      'POST /bookings/free': () => {
        bookings = [booking];
        return jsonResponse({ message: 'Booking successful!', booking }, 201);
      },
    });
    const user = userEvent.setup();
    renderSidePanel(makeCategoryEvent());
    await user.selectOptions(await screen.findByLabelText('Quantity for VIP'), '1');
    await applyCode(user, 'sponsorpass');

    expect(await screen.findByText('SPONSORPASS applied: Free tickets')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Free');
    expect(screen.getByText(/No payment needed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('GST details for a business invoice')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(api.bodiesOf('POST /bookings/free')).toEqual([
      {
        eventId: EVENT_ID,
        hasTicketCategories: true,
        ticketItems: [{ categoryName: 'VIP', quantity: 1 }],
        idempotencyKey: expect.any(String),
        promoCode: 'SPONSORPASS',
        attendees: [{ name: 'Priya Sharma' }],
      },
    ]);
    expect(api.keys()).not.toContain('POST /payments/create-payment-intent');
  });
});

describe('a link that carries a code', () => {
  test('a visitor sees the discount at once, and Login to Book comes back with the code', async () => {
    stubApi(fetchMock, { [LOOKUP]: () => jsonResponse(promo()) });
    const user = userEvent.setup();
    renderSidePanel(makeEvent({ price: 500 }), '?code=college20');

    expect(await screen.findByText('COLLEGE20 applied: 20% off')).toBeInTheDocument();
    expect(lookedUpCodes()).toEqual(['COLLEGE20']);
    expect(screen.getByTestId('promo-price')).toHaveTextContent('₹400');
    expect(screen.getByText('₹500', { selector: 's' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login to Book' }));
    await screen.findByText('Login page');
    expect(window.sessionStorage.getItem('returnTo')).toBe(`/events/${EVENT_ID}?code=COLLEGE20`);
  });

  test('a signed-in buyer arriving by the link has it applied to the selection', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    stubApi(fetchMock, {
      'GET /bookings/user': () => jsonResponse([]),
      [`GET /events/${EVENT_ID}/seats`]: () => jsonResponse({ remainingSeats: 20 }),
      [LOOKUP]: () =>
        jsonResponse(promo({ kind: 'amount', value: 100, description: '₹100 off each ticket' })),
    });
    renderSidePanel(makeEvent({ price: 500 }), '?code=COLLEGE20');
    expect(await screen.findByText('COLLEGE20 applied: ₹100 off each ticket')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('₹400'));
    expect(screen.getByTestId('booking-discount')).toHaveTextContent('−₹100');
  });
});
