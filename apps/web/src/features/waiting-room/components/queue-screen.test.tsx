import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueuePlace, WaitingRoom } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeEvent, stubApi } from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeAdmitted, makePlace, makeRoom } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: 'u1' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const QUEUE_PAGE = `/events/${EVENT_ID}/queue`;
const notFound = () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);

/** The queue page's answers, read on every request; the room's `serverTime` is the clock's now. */
function serve(
  room: () => Omit<WaitingRoom, 'serverTime'>,
  place: () => QueuePlace | null,
  extra: Parameters<typeof stubApi>[1] = {},
) {
  const event = makeEvent({ availableSeats: 0, totalBooked: 100 });
  return stubApi(fetchMock, {
    [`GET /events/${EVENT_ID}`]: () => jsonResponse(event),
    [`GET /events/${EVENT_ID}/queue`]: () =>
      jsonResponse({ ...room(), serverTime: new Date().toISOString() }),
    [`GET /events/${EVENT_ID}/queue/me`]: () => {
      const mine = place();
      return mine ? jsonResponse(mine) : notFound();
    },
    [`GET /events/${EVENT_ID}/waitlist`]: () =>
      jsonResponse({ enabled: true, offerHours: 12, lines: [], myEntries: [] }),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

const status = () => screen.getByRole('status');
const placeAsks = (api: ReturnType<typeof serve>) =>
  api.keys().filter((key) => key === `GET /events/${EVENT_ID}/queue/me`).length;

test('the countdown turns into a number, the people ahead and the wait, then the turn with a pass', async () => {
  // The clock is fake (it still moves with real time, so the page can load): jumps are made by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  const onSaleAt = new Date(Date.now() + 90_000).toISOString();
  let room: Omit<WaitingRoom, 'serverTime'> = makeRoom({ onSaleAt });
  let place: QueuePlace = makePlace();
  const api = serve(
    () => room,
    () => place,
  );
  renderApp(QUEUE_PAGE);

  expect(await screen.findByRole('heading', { name: "You're in the queue" })).toBeInTheDocument();
  const timer = screen.getByRole('timer', { name: 'Time until tickets go on sale' });
  await waitFor(() => expect(within(timer).getByText('Minutes').previousSibling).toHaveTextContent('01'));
  expect(status()).toHaveTextContent('Your number comes from a fair draw when the sale opens.');

  // The on-sale moment passes: the draw is being made.
  act(() => vi.setSystemTime(Date.parse(onSaleAt) + 500));
  act(() => vi.advanceTimersByTime(600));
  expect(await screen.findByRole('heading', { name: 'The sale is opening' })).toBeInTheDocument();
  expect(screen.queryByRole('timer', { name: 'Time until tickets go on sale' })).toBeNull();
  const asksBeforeDraw = placeAsks(api);

  // The draw has numbered everyone: the room says so at its next answer, and the page asks for the number once.
  room = { ...room, started: true, lastNumber: 100, admittingThrough: 10, admittedPerMinute: 20 };
  place = makePlace({ number: 42 });
  act(() => vi.advanceTimersByTime(2000));
  await waitFor(() => expect(status()).toHaveTextContent('Your number42'));
  expect(status()).toHaveTextContent('People ahead of you31');
  // 32 numbers to go at 20 a minute: 96 s.
  expect(status()).toHaveTextContent('Estimated waitAbout 2 minutes');
  expect(screen.getByRole('progressbar', { name: 'Your progress in the queue' })).toHaveAttribute(
    'aria-valuenow',
    '23',
  );
  expect(placeAsks(api)).toBe(asksBeforeDraw + 1);

  // The line moves: the shared answer alone tells where the person stands; their place is not asked again.
  room = { ...room, admittingThrough: 36 };
  act(() => vi.advanceTimersByTime(2000));
  await waitFor(() => expect(status()).toHaveTextContent('People ahead of you5'));
  expect(status()).toHaveTextContent('Less than a minute');
  act(() => vi.advanceTimersByTime(2000));
  expect(placeAsks(api)).toBe(asksBeforeDraw + 1);

  // Their number is let through: the place is asked again, and it holds the pass.
  room = { ...room, admittingThrough: 45 };
  place = makeAdmitted(10);
  act(() => vi.advanceTimersByTime(2000));
  expect(await screen.findByRole('heading', { name: "It's your turn" })).toBeInTheDocument();
  const passTimer = screen.getByRole('timer', { name: 'Time left on your pass' });
  expect(passTimer).toHaveTextContent(/^(10:00|9:\d\d)$/);
  expect(screen.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute('href', `/events/${EVENT_ID}`);
  expect(placeAsks(api)).toBe(asksBeforeDraw + 2);

  // Unused for ten minutes, the pass lapses, and the page says so plainly.
  act(() => vi.setSystemTime(Date.now() + 10 * 60_000 + 1000));
  act(() => vi.advanceTimersByTime(600));
  expect(await screen.findByRole('heading', { name: 'Your pass has lapsed' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Buy tickets' })).toBeNull();
});

test('after the draw the number is asked once, at a random moment before admission starts, shown counting down', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
  // The ask's moment: halfway through what is left of the window, less its 2 s margin.
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const admissionStartsAt = new Date(Date.now() + 30_000).toISOString();
  const room = makeRoom({ started: true, admissionStartsAt, lastNumber: 50_000 });
  let place: QueuePlace = makePlace();
  const api = serve(
    () => room,
    () => place,
  );
  renderApp(QUEUE_PAGE);

  await waitFor(() =>
    expect(status()).toHaveTextContent('The draw has been made. Your number is on its way.'),
  );
  const startTimer = screen.getByRole('timer', { name: 'Time until admission starts' });
  expect(startTimer).toHaveTextContent(/^0:(30|29|28)$/);
  expect(screen.getByText(/Everyone in line learns their number first/)).toBeInTheDocument();
  const asksAtLoad = placeAsks(api);

  // Not at once: the whole line asking in the same second would hold the sale up.
  place = makePlace({ number: 4242 });
  act(() => vi.advanceTimersByTime(10_000));
  expect(placeAsks(api)).toBe(asksAtLoad);
  act(() => vi.advanceTimersByTime(6_000));
  await waitFor(() => expect(status()).toHaveTextContent('Your number4,242'));
  expect(placeAsks(api)).toBe(asksAtLoad + 1);
  expect(screen.getByRole('timer', { name: 'Time until admission starts' })).toHaveTextContent(/^0:1\d$/);

  // Admission starts: the time until it goes, and the place is not asked again.
  act(() => vi.advanceTimersByTime(15_000));
  await waitFor(() =>
    expect(screen.queryByRole('timer', { name: 'Time until admission starts' })).toBeNull(),
  );
  expect(placeAsks(api)).toBe(asksAtLoad + 1);
  random.mockRestore();
});

describe('the wait', () => {
  test("before anyone has been let in at a rate, the wait is 'Working it out'", async () => {
    serve(
      () => makeRoom({ started: true, lastNumber: 500, admittingThrough: 0, admittedPerMinute: 0 }),
      () => makePlace({ number: 250 }),
    );
    renderApp(QUEUE_PAGE);

    await waitFor(() => expect(status()).toHaveTextContent('Estimated waitWorking it out'));
    expect(status()).toHaveTextContent('People ahead of you249');
    expect(screen.getByText('Nobody has been let in yet')).toBeInTheDocument();
    // Only the person's own number and the room's figures: nobody else's place.
    expect(screen.queryByText(/500/)).toBeNull();
  });
});

test('joining after the draw puts the person at the back, focused on the result', async () => {
  let place: QueuePlace | null = null;
  const api = serve(
    () => makeRoom({ started: true, lastNumber: 500, admittingThrough: 100, admittedPerMinute: 50 }),
    () => place,
    {
      [`POST /events/${EVENT_ID}/queue`]: () => {
        place = makePlace({ number: 501, joinedAt: new Date().toISOString() });
        return jsonResponse(place, 201);
      },
    },
  );
  const user = userEvent.setup();
  renderApp(QUEUE_PAGE);

  expect(await screen.findByRole('heading', { name: 'The sale is on' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join the queue' }));
  await waitFor(() => expect(status()).toHaveTextContent('Your number501'));
  expect(status()).toHaveTextContent('People ahead of you400');
  expect(status()).toHaveTextContent('About 8 minutes');
  await waitFor(() => expect(screen.getByRole('heading', { name: "You're in the queue" })).toHaveFocus());
  expect(api.bodiesOf(`POST /events/${EVENT_ID}/queue`)).toHaveLength(1);
});

test('sold out: said so, with the waitlist offered', async () => {
  serve(
    () => makeRoom({ started: true, soldOut: true, lastNumber: 500, admittingThrough: 120 }),
    () => makePlace({ number: 250 }),
  );
  renderApp(QUEUE_PAGE);

  expect(await screen.findByRole('heading', { name: 'Sold out' })).toBeInTheDocument();
  expect(status()).toHaveTextContent('Every ticket has been sold.');
  expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
});

test('a used pass is said plainly, with the way back to the event', async () => {
  serve(
    () => makeRoom({ started: true, lastNumber: 500, admittingThrough: 120 }),
    () => makePlace({ number: 42, admitted: true, passUsed: true }),
  );
  renderApp(QUEUE_PAGE);

  expect(await screen.findByRole('heading', { name: 'Your pass has been used' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the event' })).toHaveAttribute(
    'href',
    `/events/${EVENT_ID}`,
  );
});

test('an event without a room points to its page', async () => {
  serve(
    () => makeRoom({ enabled: false, onSaleAt: null }),
    () => null,
  );
  renderApp(QUEUE_PAGE);

  expect(await screen.findByText('This event has no queue')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "the event's page" })).toHaveAttribute(
    'href',
    `/events/${EVENT_ID}`,
  );
});
