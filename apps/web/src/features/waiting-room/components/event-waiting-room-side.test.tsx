import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event, QueuePlace, WaitingRoom } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeEvent, makeIntent, stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeAdmitted, makePlace, makeRoom } from '../test/fixtures';

/** The map stays unloaded in these tests: an IntersectionObserver that never reports the map in view. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const notFound = () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);

/**
 * The event page's answers. `room` and `place` are read on every request (a test may change what they say); the
 * room's `serverTime` is the clock's now, as the server would stamp it.
 */
function serve(
  event: Event,
  room: () => Omit<WaitingRoom, 'serverTime'>,
  place: () => QueuePlace | null = () => null,
  extra: Parameters<typeof stubApi>[1] = {},
) {
  return stubApi(fetchMock, {
    [`GET /events/${event._id}`]: () => jsonResponse(event),
    [`GET /events/${event._id}/seats`]: () => jsonResponse({ remainingSeats: event.availableSeats }),
    [`GET /events/${event._id}/queue`]: () =>
      jsonResponse({ ...room(), serverTime: new Date().toISOString() }),
    [`GET /events/${event._id}/queue/me`]: () => {
      const mine = place();
      return mine ? jsonResponse(mine) : notFound();
    },
    [`GET /events/${event._id}/waitlist`]: () =>
      jsonResponse({ enabled: true, offerHours: 12, lines: [], myEntries: [] }),
    [`GET /reports/event/${event._id}/mine`]: () => jsonResponse({ reported: false, reportedAt: null }),
    'GET /bookings/user': () => jsonResponse([]),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

/** The four boxes of the countdown, as 'days hours minutes seconds'. */
function countdownText() {
  const timer = screen.getByRole('timer', { name: 'Time until tickets go on sale' });
  return within(timer)
    .getAllByText(/^\d\d+$/)
    .map((box) => box.textContent);
}

describe('before the on-sale time', () => {
  test('a visitor sees the on-sale time, a running countdown and is asked to sign in to join', async () => {
    // The clock is fake (it still moves with real time, so the page can load) from 10:00 IST.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-30T04:30:00.000Z'));
    const onSaleAt = new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 30_000).toISOString();
    const api = serve(makeEvent(), () => makeRoom({ onSaleAt }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'On sale soon' })).toBeInTheDocument();
    // 2 December 2026, 07:34:30 UTC: 1:04 PM in India.
    expect(screen.getByText(/^Tickets go on sale on/)).toHaveTextContent(
      'Tickets go on sale on December 2nd, 2026 at 1:04 PM.',
    );
    await waitFor(() => expect(countdownText().slice(0, 3)).toEqual(['02', '03', '04']));
    const secondsBefore = Number(countdownText()[3]);
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(Number(countdownText()[3])).toBeLessThanOrEqual(secondsBefore - 5));
    // The ticket selection and 'Login to Book' are not offered: the room stands in for them.
    expect(screen.queryByRole('link', { name: 'Login to Book' })).toBeNull();
    expect(api.keys()).not.toContain(`GET /events/${EVENT_ID}/queue/me`);

    await user.click(screen.getByRole('link', { name: 'Sign in to join the queue' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('returnTo')).toBe(`/events/${EVENT_ID}`);
  });

  test('a signed-in person joins the queue and is told so, with the way to the queue page', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    let place: QueuePlace | null = null;
    const api = serve(
      makeEvent(),
      () => makeRoom(),
      () => place,
      {
        [`POST /events/${EVENT_ID}/queue`]: () => {
          place = makePlace();
          return jsonResponse(place, 201);
        },
      },
    );
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Join the queue' }));
    const heading = await screen.findByRole('heading', { name: "You're in the queue" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText("You're in the queue.")).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time until tickets go on sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your place in the queue' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}/queue`,
    );
    expect(screen.queryByRole('button', { name: 'Join the queue' })).toBeNull();
    expect(api.bodiesOf(`POST /events/${EVENT_ID}/queue`)).toEqual([{}]);
  });

  test("the server's refusal to join is shown with its message", async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(
      makeEvent(),
      () => makeRoom(),
      () => null,
      {
        [`POST /events/${EVENT_ID}/queue`]: () =>
          jsonResponse(
            { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute.' },
            429,
          ),
      },
    );
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Join the queue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
  });
});

describe('after the draw', () => {
  test('in line: the number and the people ahead, not the ticket selection', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(
      makeEvent(),
      () => makeRoom({ started: true, admittingThrough: 10, admittedPerMinute: 20, lastNumber: 90 }),
      () => makePlace({ number: 42 }),
    );
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByText(/^Your number is/)).toHaveTextContent(
      'Your number is 42. People ahead of you: 31.',
    );
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  test('admitted: the booking panel with the pass time left, and the pass sent with the hold', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    const api = serve(
      makeEvent(),
      () => makeRoom({ started: true, admittingThrough: 50, admittedPerMinute: 20, lastNumber: 90 }),
      () => makeAdmitted(10),
      { 'POST /payments/create-payment-intent': () => jsonResponse(makeIntent({ amount: 499 })) },
    );
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    const note = await screen.findByText(/^It's your turn\. Your pass is good for/);
    expect(note).toHaveTextContent(/good for (10:00|9:\d\d) more/);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('heading', { name: 'Secure Payment' })).toBeInTheDocument();
    // On the payment step the hold's own time counts: the pass's note is gone.
    expect(screen.queryByText(/Your pass is good for/)).toBeNull();
    expect(api.bodiesOf('POST /payments/create-payment-intent')).toEqual([
      expect.objectContaining({ eventId: EVENT_ID, noOfSeats: 1, queuePass: 'pass.token.42' }),
    ]);
  });

  test("a purchase the server refuses for the pass shows the server's message", async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(
      makeEvent(),
      () => makeRoom({ started: true, admittingThrough: 50 }),
      () => makeAdmitted(10),
      {
        'POST /payments/create-payment-intent': () =>
          jsonResponse(
            {
              statusCode: 409,
              code: 'QUEUE_PASS_USED',
              message: 'Your queue pass has already been used for a checkout',
            },
            409,
          ),
      },
    );
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your queue pass has already been used for a checkout',
    );
  });

  test('sold out: said so, with the waitlist to join', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(
      makeEvent({ availableSeats: 0, totalBooked: 100 }),
      () => makeRoom({ started: true, soldOut: true, admittingThrough: 90, lastNumber: 300 }),
      () => makePlace({ number: 120 }),
    );
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeInTheDocument();
    expect(screen.getByText('Every ticket has been sold.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  test('a lapsed pass is said plainly', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(
      makeEvent(),
      () => makeRoom({ started: true, admittingThrough: 60 }),
      () => makePlace({ number: 42, admitted: true, passLapsed: true }),
    );
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Your pass has lapsed' })).toBeInTheDocument();
    expect(screen.getByText(/the 10 minutes to buy ran out/)).toBeInTheDocument();
  });
});

test('without a room the event sells as it always did', async () => {
  storeUser(makeStoredUser({ _id: 'u1' }));
  const api = serve(makeEvent(), () => makeRoom({ enabled: false, onSaleAt: null }));
  renderApp(`/events/${EVENT_ID}`);

  expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'On sale soon' })).toBeNull();
  // Nobody's place is asked for when there is no room.
  expect(api.keys()).not.toContain(`GET /events/${EVENT_ID}/queue/me`);
});
