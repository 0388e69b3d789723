import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question, WaitlistEntry } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeBooking, makeIntent, stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { ENTRY_ID, EVENT_ID, makeEntry, makeOffered } from '../test/fixtures';

// The test provider must never touch Stripe.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));

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

const OFFER_PATH = `/waitlist/offers/${ENTRY_ID}`;

// The stored buyer's name is on the first ticket; the second is named here.
const NAMES = [{ name: 'Priya Sharma' }, { name: 'Rahul Verma' }];

async function nameSecondTicket(user: ReturnType<typeof userEvent.setup>) {
  const second = await screen.findByRole('group', { name: 'Ticket 2' });
  await user.type(within(second).getByLabelText('Name'), 'Rahul Verma');
}

function serve(entry: () => WaitlistEntry, extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    [`GET /waitlist/${ENTRY_ID}`]: () => jsonResponse(entry()),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

describe('an open offer', () => {
  test('shows the event, the held seats, price and time left, and pays through the payment step to the ticket', async () => {
    const booking = makeBooking({ _id: 'b-offer-1' });
    const api = serve(() => makeOffered(), {
      [`POST /waitlist/${ENTRY_ID}/payment-intent`]: () =>
        jsonResponse(makeIntent({ amount: 998, holdExpiresAt: makeOffered().offer!.expiresAt })),
      'POST /payments/test/confirm': () =>
        jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test_1' }),
      'POST /bookings': () => jsonResponse({ message: 'Booking successful!', booking }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp(OFFER_PATH);

    expect(await screen.findByRole('heading', { name: 'Sunburn Arena: Pune' })).toBeInTheDocument();
    const held = screen.getByText('Tickets held for you').parentElement!;
    expect(held).toHaveTextContent('2 tickets');
    expect(screen.getByText('Price per ticket').parentElement).toHaveTextContent('₹499');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('₹998');
    expect(screen.getByText(/Your seats are held for/)).toHaveTextContent(/held for 1[12]:\d\d:\d\d/);

    await nameSecondTicket(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹998' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/b-offer-1'));
    expect(api.bodiesOf(`POST /waitlist/${ENTRY_ID}/payment-intent`)).toEqual([{ attendees: NAMES }]);
    expect(api.bodiesOf('POST /bookings')).toEqual([{ eventId: EVENT_ID, paymentIntentId: 'pi_test_1' }]);
  });

  test('GST details go with the offer checkout', async () => {
    const api = serve(() => makeOffered(), {
      [`POST /waitlist/${ENTRY_ID}/payment-intent`]: () => jsonResponse(makeIntent({ amount: 998 })),
    });
    const user = userEvent.setup();
    renderApp(OFFER_PATH);

    await user.click(await screen.findByLabelText('GST details for a business invoice'));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await user.type(screen.getByLabelText('Legal name'), 'Acme Events Pvt Ltd');
    await nameSecondTicket(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    expect(api.bodiesOf(`POST /waitlist/${ENTRY_ID}/payment-intent`)).toEqual([
      { attendees: NAMES, gstDetails: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Events Pvt Ltd' } },
    ]);
  });

  test('declining, after saying so once more, gives the seats to the next person', async () => {
    let entry = makeOffered();
    const api = serve(() => entry, {
      [`DELETE /waitlist/${ENTRY_ID}`]: () => {
        entry = { ...entry, status: 'declined' };
        return jsonResponse(entry);
      },
    });
    const user = userEvent.setup();
    renderApp(OFFER_PATH);

    await user.click(await screen.findByRole('button', { name: 'No thanks, give them to the next person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline the offer' }));

    expect(await screen.findByText('You declined this offer')).toBeInTheDocument();
    expect(api.keys()).toContain(`DELETE /waitlist/${ENTRY_ID}`);
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
  });

  test('free tickets are booked at once, without a payment', async () => {
    const booking = makeBooking({ _id: 'b-free-1' });
    const free = makeOffered();
    free.offer = { ...free.offer!, amount: 0, pricePerTicket: 0 };
    const api = serve(() => free, {
      [`POST /waitlist/${ENTRY_ID}/free-booking`]: () =>
        jsonResponse({ message: 'Booking successful!', booking }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderApp(OFFER_PATH);

    await nameSecondTicket(user);
    await user.click(await screen.findByRole('button', { name: 'Book my 2 tickets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/b-free-1'));
    expect(api.keys()).not.toContain(`POST /waitlist/${ENTRY_ID}/payment-intent`);
    expect(api.bodiesOf(`POST /waitlist/${ENTRY_ID}/free-booking`)).toEqual([{ attendees: NAMES }]);
  });

  test('free tickets: the ticket is shown even when the offer reads as bought before the booking answers', async () => {
    const booking = makeBooking({ _id: 'b-free-2' });
    const free = makeOffered();
    free.offer = { ...free.offer!, amount: 0, pricePerTicket: 0 };
    let entry: WaitlistEntry = free;
    let answerBooking!: () => void;
    serve(() => entry, {
      [`POST /waitlist/${ENTRY_ID}/free-booking`]: () =>
        new Promise<Response>((resolve) => {
          answerBooking = () => resolve(jsonResponse({ message: 'Booking successful!', booking }, 201));
        }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp(OFFER_PATH);

    await nameSecondTicket(user);
    await user.click(await screen.findByRole('button', { name: 'Book my 2 tickets' }));
    await waitFor(() => expect(answerBooking).toBeTypeOf('function'));
    // The offer is read again meanwhile (another tab, a poll) and is bought: its booking form goes away.
    entry = makeEntry({ status: 'converted', bookingId: 'b-free-2' });
    await act(() => queryClient.invalidateQueries());
    await screen.findByText('You bought these tickets');
    answerBooking();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/b-free-2'));
  });

  test("the event's questions are asked for each held ticket; a missing answer is shown before anything is sent", async () => {
    const size: Question = {
      _id: '0b7c9a10-1111-4000-8000-000000000001',
      label: 'T-shirt size?',
      kind: 'single_choice',
      options: ['S', 'M', 'L', 'XL'],
      required: true,
      scope: 'ticket',
      ticketCategoryNames: null,
    };
    const api = serve(() => makeOffered({}, 1), {
      [`GET /events/${EVENT_ID}/questions`]: () => jsonResponse({ questions: [size] }),
      [`POST /waitlist/${ENTRY_ID}/payment-intent`]: () => jsonResponse(makeIntent({ amount: 499 })),
    });
    const user = userEvent.setup();
    renderApp(OFFER_PATH);

    const ticket = await screen.findByRole('group', { name: 'Ticket 1' });
    expect(within(ticket).getByLabelText('Name')).toHaveValue('Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await within(ticket).findByText('Please answer “T-shirt size?”')).toBeInTheDocument();
    expect(api.keys()).not.toContain(`POST /waitlist/${ENTRY_ID}/payment-intent`);

    await user.click(within(ticket).getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    expect(api.bodiesOf(`POST /waitlist/${ENTRY_ID}/payment-intent`)).toEqual([
      { attendees: [{ name: 'Priya Sharma', answers: { [size._id]: 'L' } }] },
    ]);
  });
});

describe('an offer that is no longer open', () => {
  test.each([
    ['expired', makeOffered({ status: 'expired' }), 'This offer has expired'],
    [
      'offered, its time run out',
      makeOffered({
        offer: {
          quantity: 2,
          amount: 998,
          pricePerTicket: 499,
          offeredAt: '2026-01-01T00:00:00.000Z',
          expiresAt: '2026-01-01T12:00:00.000Z',
        },
      }),
      'This offer has expired',
    ],
    ['closed', makeEntry({ status: 'closed', position: null }), 'This waitlist is closed'],
    ['still waiting', makeEntry(), 'No tickets are held for you yet'],
  ])('%s: says so and links back to the event', async (_, entry, title) => {
    serve(() => entry);
    renderApp(OFFER_PATH);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
  });

  test('bought: links to the ticket', async () => {
    serve(() => makeOffered({ status: 'converted', bookingId: 'b-9' }));
    renderApp(OFFER_PATH);
    expect(await screen.findByText('You bought these tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Ticket' })).toHaveAttribute('href', '/ticket/b-9');
  });

  test("someone else's (or no such) offer: not found, with the way to the dashboard", async () => {
    serve(() => makeEntry());
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/waitlist/')
        ? jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Waitlist entry not found' }, 404)
        : jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    );
    renderApp(OFFER_PATH);
    expect(await screen.findByText('This offer could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('a visitor is sent to sign in first', async () => {
    localStorage.clear();
    serve(() => makeOffered());
    const { router } = renderApp(OFFER_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
