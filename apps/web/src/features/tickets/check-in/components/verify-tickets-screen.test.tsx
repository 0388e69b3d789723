import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Event } from '@ticketmela/domain';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeEvent, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DoorStore } from '../offline/door-store';
import { EVENT_ID, makeCheckedInBooking, makeStats, TICKET_ID } from '../test/fixtures';

const fetchMock = vi.fn<typeof fetch>();
const ORGANIZER_ID = 'f0d663e8-08c1-4166-9b9d-483e11fef414';

const jazz = makeEvent({ _id: EVENT_ID, title: 'Sunset Jazz on the Lawns' });
const past = makeEvent({
  _id: '11111111-2222-4333-8444-555555555555',
  title: 'Diwali Mela 2020',
  date: '2020-11-10T12:00:00.000Z',
});
const cancelled = makeEvent({
  _id: '99999999-2222-4333-8444-555555555555',
  title: 'Rain Dance Festival',
  cancelled: true,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** Answers the screen's calls; `verify` and `undo` decide the door's answers, the stats count what was verified. */
function answer({
  events = [jazz, past, cancelled],
  verify,
  undo,
  extra,
}: {
  events?: Event[];
  verify?: (body: Record<string, unknown>) => Response;
  undo?: (body: Record<string, unknown>) => Response;
  extra?: Handler;
} = {}) {
  let checkedIn = 2;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const handled = extra?.(url, init);
    if (handled) return handled;
    if (url.pathname === '/api/users/profile') {
      return jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: 'organizer' }) });
    }
    if (url.pathname === '/api/events') return jsonResponse(events);
    if (url.pathname === `/api/events/${EVENT_ID}`) return jsonResponse(jazz);
    if (url.pathname === `/api/bookings/event/${EVENT_ID}/check-in-stats`) {
      return jsonResponse(makeStats({ checkedInBookings: checkedIn }));
    }
    if (url.pathname === '/api/bookings/verify' && verify) {
      const response = verify(body);
      if (response.ok) checkedIn += 1;
      return response;
    }
    if (url.pathname.endsWith('/undo-check-in') && undo) {
      checkedIn -= 1;
      return undo(body);
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );
}

function sentBody(path: string, index = 0): Record<string, unknown> {
  const init = callsTo(path)[index]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

const verified = (overrides = {}) =>
  jsonResponse({ message: 'Ticket verified successfully', booking: makeCheckedInBooking(overrides) });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'organizer' }));
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

async function openManualEntry(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Manual Entry' }));
  return screen.getByRole('textbox', { name: 'Ticket ID or QR data' });
}

describe('verify tickets page', () => {
  test("without an event: the picker lists the organizer's events, the scanner and manual entry wait for one", async () => {
    answer();
    const user = userEvent.setup();
    renderApp('/events/verify');
    expect(await screen.findByRole('heading', { name: 'Verify Tickets' })).toBeInTheDocument();

    const select = await screen.findByRole('combobox', { name: 'Select Event' });
    expect(callsTo('/api/events')[0]?.[0]).toContain('organizer=me');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Choose an event');
    expect(options.some((text) => text?.startsWith('Sunset Jazz on the Lawns'))).toBe(true);
    expect(options.some((text) => text?.startsWith('Diwali Mela 2020'))).toBe(true);
    // A cancelled event admits nobody: it is not offered.
    expect(options.some((text) => text?.startsWith('Rain Dance Festival'))).toBe(false);

    expect(screen.getByRole('button', { name: 'QR Scanner' })).toHaveAttribute('aria-pressed', 'true');
    const start = screen.getByRole('button', { name: 'Start QR Scanner' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Please select an event first');
    expect(screen.queryByText(/checked in$/)).not.toBeInTheDocument();

    const textarea = await openManualEntry(user);
    expect(screen.getByRole('button', { name: 'QR Scanner' })).toHaveAttribute('aria-pressed', 'false');
    const verify = screen.getByRole('button', { name: 'Verify Ticket' });
    expect(verify).toBeDisabled();
    await user.type(textarea, TICKET_ID);
    expect(verify).toBeDisabled();
    expect(screen.getByText('Please select an event first.')).toBeInTheDocument();

    await user.selectOptions(select, EVENT_ID);
    expect(verify).toBeEnabled();
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();
    expect(screen.getByText('4 of 12 seats')).toBeInTheDocument();

    await user.clear(textarea);
    await user.type(textarea, '   ');
    expect(verify).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'QR Scanner' }));
    expect(screen.getByRole('button', { name: 'Start QR Scanner' })).toBeEnabled();
    expect(screen.queryByText('Please select an event first')).not.toBeInTheDocument();
  });

  test('a typed ticket id is wrapped into {ticketId, eventId, timestamp}; success shows the result and the new count', async () => {
    answer({ verify: () => verified() });
    const user = userEvent.setup();
    renderApp(`/events/verify/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Sunset Jazz on the Lawns' })).toBeInTheDocument();
    // The address names the event: no picker.
    expect(screen.queryByRole('combobox', { name: 'Select Event' })).not.toBeInTheDocument();
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();

    const textarea = await openManualEntry(user);
    await user.type(textarea, `  ${TICKET_ID} `);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));

    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    const body = sentBody('/api/bookings/verify');
    expect(body.eventId).toBe(EVENT_ID);
    expect(body.method).toBe('manual');
    const wrapped = JSON.parse(String(body.qrData)) as Record<string, unknown>;
    expect(wrapped.ticketId).toBe(TICKET_ID);
    expect(wrapped.eventId).toBe(EVENT_ID);
    expect(Number.isNaN(Date.parse(String(wrapped.timestamp)))).toBe(false);

    expect(screen.getByText('Ticket verified successfully')).toBeInTheDocument();
    expect(screen.getByText('Admitted:').parentElement).toHaveTextContent(
      'Admitted: Ananya Iyer, Asha Rao, Vikram Singh',
    );
    expect(screen.getByText('Ticket ID').nextElementSibling).toHaveTextContent(TICKET_ID);
    expect(screen.getByText('Number of Seats').nextElementSibling).toHaveTextContent('3');
    expect(await screen.findByText('Ticket verified successfully!')).toBeInTheDocument();
    // The count is asked again after the verification; the text is cleared for the next ticket.
    expect(await screen.findByText('3 of 5 checked in')).toBeInTheDocument();
    expect(textarea).toHaveValue('');
  });

  test('a slow answer without a check-in list on this device is waited for, not refused from no list', async () => {
    // The server answers after three times the door's 1.5 s: with no list to decide from, the door keeps waiting.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer({ verify: () => verified() });
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/bookings/verify') await answered;
      return served(input, init);
    });
    const user = userEvent.setup();
    renderApp(`/events/verify/${EVENT_ID}`);
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();
    const textarea = await openManualEntry(user);
    await user.type(textarea, TICKET_ID);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));
    await waitFor(() => expect(callsTo('/api/bookings/verify')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    expect(screen.queryByText(/No check-in list on this device/)).toBeNull();
  });

  test('pasted QR text starting with a curly brace is sent as it is', async () => {
    answer({ verify: () => verified() });
    const user = userEvent.setup();
    renderApp(`/events/verify/${EVENT_ID}`);
    const textarea = await openManualEntry(user);
    const qr = JSON.stringify({ ticketId: TICKET_ID, eventId: EVENT_ID, sig: 'abc123' });
    await user.click(textarea);
    await user.paste(qr);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    expect(sentBody('/api/bookings/verify').qrData).toBe(qr);
  });

  test("a refusal shows 'Verification Failed' with the server's message, in the panel and a toast", async () => {
    const message = 'Ticket already checked in at Dec 4, 2099, 7:15 PM';
    answer({
      verify: () => jsonResponse({ statusCode: 409, code: 'ALREADY_CHECKED_IN', message }, 409),
    });
    const user = userEvent.setup();
    renderApp(`/events/verify/${EVENT_ID}`);
    await user.type(await openManualEntry(user), TICKET_ID);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));
    const heading = await screen.findByRole('heading', { name: 'Verification Failed' });
    expect(heading.parentElement).toHaveTextContent(message);
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByText('Ticket ID')).not.toBeInTheDocument();
    // The text stays, so a typo can be fixed.
    expect(screen.getByRole('textbox', { name: 'Ticket ID or QR data' })).toHaveValue(TICKET_ID);
  });

  test("a failure without a message of the server's own says 'Error verifying ticket'", async () => {
    answer({ verify: () => new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderApp(`/events/verify/${EVENT_ID}`);
    await user.type(await openManualEntry(user), TICKET_ID);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Error verifying ticket')).toHaveLength(2));
  });

  test('undo check-in asks to confirm, sends the optional reason and says the ticket may be scanned again', async () => {
    answer({
      verify: () => verified(),
      undo: () =>
        jsonResponse({
          message: 'Check-in undone',
          booking: makeCheckedInBooking({ verified: false, verifiedAt: null, verifyMethod: null }),
        }),
    });
    const user = userEvent.setup();
    renderApp(`/organizer/verify/${EVENT_ID}`);
    await user.type(await openManualEntry(user), TICKET_ID);
    await user.click(screen.getByRole('button', { name: 'Verify Ticket' }));
    await user.click(await screen.findByRole('button', { name: 'Undo check-in' }));

    const dialog = screen.getByRole('dialog', { name: 'Undo Check-in' });
    expect(dialog).toHaveTextContent(`Ticket ${TICKET_ID} (Ananya Iyer) will be marked as not checked in`);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Scanned the wrong ticket');
    await user.click(within(dialog).getByRole('button', { name: 'Undo check-in' }));

    expect(await screen.findByRole('heading', { name: 'Check-in Undone' })).toBeInTheDocument();
    const undoCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/undo-check-in'));
    expect(String(undoCall?.[0])).toContain(`/api/bookings/${makeCheckedInBooking()._id}/undo-check-in`);
    expect(JSON.parse(String(undoCall?.[1]?.body))).toEqual({ reason: 'Scanned the wrong ticket' });
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo check-in' })).not.toBeInTheDocument();
  });

  test('an admin picks from every event', async () => {
    storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'admin' }));
    answer({
      extra: (url) =>
        url.pathname === '/api/users/profile'
          ? jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: 'admin' }) })
          : undefined,
    });
    renderApp('/events/verify');
    await screen.findByRole('combobox', { name: 'Select Event' });
    const listCall = String(callsTo('/api/events')[0]?.[0]);
    expect(listCall).not.toContain('organizer=');
  });

  test("another organizer's event (from its address): no door tools are offered, only why and a way back", async () => {
    const othersEvent = makeEvent({
      _id: EVENT_ID,
      title: 'Sunset Jazz on the Lawns',
      organizerId: { _id: '22222222-3333-4444-8555-666666666666', name: 'Rohan Mehta' },
    });
    answer({
      extra: (url) => (url.pathname === `/api/events/${EVENT_ID}` ? jsonResponse(othersEvent) : undefined),
    });
    renderApp(`/events/verify/${EVENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Sunset Jazz on the Lawns' })).toBeInTheDocument();
    expect(await screen.findByText("This is another organizer's event")).toBeInTheDocument();
    expect(screen.getByText(/Only its organizer \(Rohan Mehta\) and admins/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify tickets for your own events' })).toHaveAttribute(
      'href',
      '/events/verify',
    );
    for (const tool of ['Start QR Scanner', 'Manual Entry', 'Download for offline']) {
      expect(screen.queryByRole('button', { name: tool })).not.toBeInTheDocument();
    }
    // Nothing the server would refuse is asked for.
    expect(callsTo(`/api/bookings/event/${EVENT_ID}/check-in-stats`)).toHaveLength(0);
    expect(callsTo(`/api/bookings/event/${EVENT_ID}/door-list`)).toHaveLength(0);
  });

  test("an admin gets the door tools on any organizer's event", async () => {
    storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'admin' }));
    const othersEvent = makeEvent({
      _id: EVENT_ID,
      organizerId: { _id: '22222222-3333-4444-8555-666666666666', name: 'Rohan Mehta' },
    });
    answer({
      extra: (url) => {
        if (url.pathname === `/api/events/${EVENT_ID}`) return jsonResponse(othersEvent);
        if (url.pathname === '/api/users/profile') {
          return jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: 'admin' }) });
        }
        return undefined;
      },
    });
    renderApp(`/events/verify/${EVENT_ID}`);
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start QR Scanner' })).toBeEnabled();
    expect(screen.queryByText("This is another organizer's event")).not.toBeInTheDocument();
  });

  test('an organizer with no events is told how to get some', async () => {
    answer({ events: [] });
    renderApp('/events/verify');
    expect(await screen.findByText('No events to verify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/events/create');
    expect(screen.getByRole('button', { name: 'Start QR Scanner' })).toBeDisabled();
  });

  test("'Back to Dashboard' goes back one page", async () => {
    answer();
    const user = userEvent.setup();
    const { router } = renderApp('/organizer');
    await screen.findByRole('heading', { name: 'Organizer Dashboard' });
    act(() => router.navigate('/events/verify'));
    await user.click(await screen.findByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer'));
  });

  test('without a network the picker offers the events whose list is on this device, and opens that door offline', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderApp('/events/verify');
    const offline = await screen.findByText('You are offline');
    expect(offline.closest('[role="alert"], div')).toHaveTextContent(
      'no check-in list has been downloaded on this device',
    );

    const device = await DoorStore.open();
    // An event no other test opened: this page's door engines live as long as the module.
    await device.saveList({
      eventId: past._id,
      eventTitle: 'Diwali Mela 2020',
      generatedAt: '2026-11-21T12:30:00.000Z',
      version: 1,
      delta: false,
      removed: [],
      entries: [
        { k: 'key-1', iv: 'iv', c: 'sealed' },
        { k: 'key-2', iv: 'iv', c: 'sealed' },
      ],
      refreshedAt: '2026-11-21T12:30:00.000Z',
    });
    device.close();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const select = await screen.findByRole('combobox', { name: 'Select Event' });
    expect(select).toHaveAccessibleDescription(
      'Offline: these are the events whose check-in list is on this device.',
    );
    await user.selectOptions(
      select,
      screen.getByRole('option', { name: 'Diwali Mela 2020 — 2 tickets, list updated 18:00' }),
    );
    expect(await screen.findByText('2 tickets on this device. List updated 18:00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start QR Scanner' })).toBeEnabled();
  });

  test("the event's admissions refused by the server after a sync are listed, named when the ticket is this event's", async () => {
    answer({
      extra: (url) =>
        url.pathname === `/api/bookings/event/${EVENT_ID}/door-refusals`
          ? jsonResponse({
              refusals: [
                {
                  scanId: '33333333-2222-4333-8444-555555555555',
                  code: 'INVALID_TICKET',
                  message: 'Invalid ticket: the QR code signature does not match',
                  ticket: null,
                  scan: { at: '2026-11-21T14:05:00.000Z', deviceId: 'door-1', byName: null },
                },
                {
                  scanId: '44444444-2222-4333-8444-555555555555',
                  code: 'BOOKING_CANCELLED',
                  message: 'This booking has been cancelled',
                  ticket: { bookingId: EVENT_ID, ticketId: 'TM-CANCEL123', holder: 'Ravi Kumar', seats: 3 },
                  scan: { at: '2026-11-21T13:50:00.000Z', deviceId: 'door-1', byName: 'Priya Sharma' },
                },
              ],
            })
          : undefined,
    });
    renderApp(`/events/verify/${EVENT_ID}`);
    const list = await screen.findByRole('list', { name: 'Refused admissions' });
    expect(
      screen.getByRole('heading', { name: 'Admitted offline, refused by the server (2)' }),
    ).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'An unidentified ticketInvalid ticket: the QR code signature does not match. Let in offline at 19:35.',
      'TM-CANCEL123 · Ravi Kumar · 3 seatsThis booking has been cancelled. Let in offline at 19:20 by Priya Sharma.',
    ]);
  });

  test('no refused admissions, no list', async () => {
    answer({
      extra: (url) =>
        url.pathname === `/api/bookings/event/${EVENT_ID}/door-refusals`
          ? jsonResponse({ refusals: [] })
          : undefined,
    });
    renderApp(`/events/verify/${EVENT_ID}`);
    expect(await screen.findByText('2 of 5 checked in')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(`/api/bookings/event/${EVENT_ID}/door-refusals`)).toHaveLength(1));
    expect(screen.queryByRole('list', { name: 'Refused admissions' })).not.toBeInTheDocument();
  });
});
