import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event, EventWaitlist } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  makeBooking,
  makeCategoryEvent,
  makeEvent,
  stubApi,
} from '@/features/bookings/components/booking-test-utils';
import { jsonResponse, makeStoredUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EVENT_ID, makeEntry, makeEventWaitlist, makeOffered } from '../test/fixtures';

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
  vi.unstubAllGlobals();
});

const soldOut = () => makeEvent({ availableSeats: 0, totalBooked: 100 });

/** The event page's answers; `waitlist` is read on every request, so a test may change what it says. */
function serve(event: Event, waitlist: () => EventWaitlist, extra: Parameters<typeof stubApi>[1] = {}) {
  return stubApi(fetchMock, {
    [`GET /events/${event._id}`]: () => jsonResponse(event),
    [`GET /events/${event._id}/seats`]: () => jsonResponse({ remainingSeats: event.availableSeats }),
    [`GET /events/${event._id}/waitlist`]: () => jsonResponse(waitlist()),
    [`GET /reports/event/${event._id}/mine`]: () => jsonResponse({ reported: false, reportedAt: null }),
    'GET /bookings/user': () => jsonResponse([]),
    'GET /users/profile': () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') }),
    ...extra,
  });
}

const waitlistCard = () => screen.getByRole('heading', { name: 'Waitlist' }).parentElement!;

describe('a sold-out event with its waitlist on', () => {
  test('a visitor is asked to sign in to join, and comes back to the event', async () => {
    serve(soldOut(), () => makeEventWaitlist());
    const user = userEvent.setup();
    const { router } = renderApp(`/events/${EVENT_ID}`);

    await screen.findByRole('heading', { name: 'Waitlist' });
    expect(within(waitlistCard()).getByText(/This event is sold out\./)).toHaveTextContent(
      'the next in line get them held for 12 hours',
    );
    // The booking panel stays as it is, the waitlist below it.
    expect(screen.getByRole('link', { name: 'Login to Book' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to join the waitlist' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.sessionStorage.getItem('returnTo')).toBe(`/events/${EVENT_ID}`);
  });

  test('a signed-in person joins for 2 tickets, taking fewer, and sees their place in line (focused)', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    let waitlist = makeEventWaitlist({ lines: [{ categoryName: null, waiting: 0, waitingTickets: 0 }] });
    const api = serve(soldOut(), () => waitlist, {
      'POST /waitlist': () => {
        const entry = makeEntry({ position: 1, acceptPartial: true });
        waitlist = { ...waitlist, myEntries: [entry] };
        return jsonResponse(entry, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    const quantity = await screen.findByLabelText('Tickets wanted');
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.queryByLabelText('Ticket category')).toBeNull();
    await user.selectOptions(quantity, '2');
    await user.click(screen.getByLabelText("I'll take fewer tickets if that's all that comes back"));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    const place = await screen.findByText("You're #1 in line for 2 tickets");
    await waitFor(() => expect(place).toHaveFocus());
    expect(screen.getByText("You'll take fewer tickets if that's all that comes back.")).toBeInTheDocument();
    expect(await screen.findByText("You're on the waitlist.")).toBeInTheDocument();
    expect(api.bodiesOf('POST /waitlist')).toEqual([{ eventId: EVENT_ID, quantity: 2, acceptPartial: true }]);
    // Once in the only line, there is nothing left to join.
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  test('seats in stock that people wait for are not for sale: Sold Out, and the line to join', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    // One seat came back, but the person first in line wants two and takes no fewer: it waits for them.
    const event = makeEvent({ availableSeats: 1, totalBooked: 99 });
    serve(event, () => makeEventWaitlist({ lines: [{ categoryName: null, waiting: 1, waitingTickets: 2 }] }));
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(
      within(waitlistCard()).getByText(/People are waiting for tickets to this event\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  test("the server's refusal is shown with its message (seats came back: book them now)", async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(soldOut(), () => makeEventWaitlist(), {
      'POST /waitlist': () =>
        jsonResponse(
          { statusCode: 409, code: 'SEATS_AVAILABLE', message: 'Seats are available: book them now' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seats are available: book them now');
  });

  test('a person in line leaves it after saying so once more', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    let waitlist = makeEventWaitlist({ myEntries: [makeEntry()] });
    const api = serve(soldOut(), () => waitlist, {
      [`DELETE /waitlist/${makeEntry()._id}`]: () => {
        waitlist = makeEventWaitlist();
        return jsonResponse(makeEntry({ status: 'left', position: null }));
      },
    });
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByText("You're #3 in line for 2 tickets")).toBeInTheDocument();
    expect(
      within(waitlistCard()).getByText(/we hold them for 12 hours and e-mail you a link/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waitlist' }));

    expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument();
    expect(api.keys()).toContain(`DELETE /waitlist/${makeEntry()._id}`);
    // Out of the line, the join form is back.
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  test('an offer says how many tickets are held until when, and links to its checkout', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    const offered = makeOffered();
    serve(soldOut(), () => makeEventWaitlist({ myEntries: [offered] }));
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByText(/^2 tickets are held for you until /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy the held tickets' })).toHaveAttribute(
      'href',
      `/waitlist/offers/${offered._id}`,
    );
  });

  test('someone already registered sees their booking, not the waitlist', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(soldOut(), () => makeEventWaitlist(), {
      'GET /bookings/user': () => jsonResponse([makeBooking()]),
    });
    renderApp(`/events/${EVENT_ID}`);

    expect(await screen.findByRole('heading', { name: "You're Registered!" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).toBeNull();
  });
});

test("a visitor's page of an event on sale does not ask for its waitlist", async () => {
  const api = serve(makeEvent(), () => makeEventWaitlist());
  renderApp(`/events/${EVENT_ID}`);
  expect(await screen.findByRole('link', { name: 'Login to Book' })).toBeInTheDocument();
  expect(api.keys()).not.toContain(`GET /events/${EVENT_ID}/waitlist`);
  expect(screen.queryByRole('heading', { name: 'Waitlist' })).toBeNull();
});

describe('ticket categories', () => {
  test('a sold-out category and one with people waiting are joined; the rest can still be bought', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    // VIP has 5 seats but 2 people wait for it; Silver is sold out; Gold is on sale.
    const waitlist = makeEventWaitlist({ lines: [{ categoryName: 'VIP', waiting: 2, waitingTickets: 3 }] });
    const api = serve(makeCategoryEvent(), () => waitlist, {
      'POST /waitlist': () => jsonResponse(makeEntry({ categoryName: 'Silver', quantity: 1 }), 201),
    });
    const user = userEvent.setup();
    renderApp(`/events/${EVENT_ID}`);

    const category = await screen.findByLabelText('Ticket category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['VIP', 'Silver']);
    expect(within(waitlistCard()).getByText(/Waitlist for VIP, Silver\./)).toBeInTheDocument();
    // The booking panel offers Gold only: VIP goes to its line first.
    expect(screen.getByLabelText('Quantity for Gold')).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity for VIP')).toBeNull();
    expect(screen.queryByLabelText('Quantity for Silver')).toBeNull();

    await user.selectOptions(category, 'Silver');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /waitlist')).toEqual([
        { eventId: EVENT_ID, categoryName: 'Silver', quantity: 1, acceptPartial: false },
      ]),
    );
  });

  test('with the waitlist switched off, a sold-out category just says Sold Out', async () => {
    storeUser(makeStoredUser({ _id: 'u1' }));
    serve(makeCategoryEvent(), () => makeEventWaitlist({ enabled: false }));
    renderApp(`/events/${EVENT_ID}`);

    const panel = (await screen.findByLabelText('Quantity for Gold')).closest('ul')!;
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/events/${EVENT_ID}/waitlist`),
    );
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).toBeNull();
    const silver = within(panel).getByText('Silver').closest('li')!;
    expect(within(silver).getByText('Sold Out')).toBeInTheDocument();
  });
});
