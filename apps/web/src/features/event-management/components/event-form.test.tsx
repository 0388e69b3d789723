import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_BROUGHT_FORWARD_MESSAGE } from '@ticketmela/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeStoredUser, makeUser, storeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CATEGORY_ID, categories, EVENT_ID, makeEvent, ORGANIZER_ID } from '../test/fixtures';
import type { Geocoder } from './venue-picker/types';

// Leaflet needs a real browser; the form only needs an engine that reports clicks and offers a geocoder.
vi.mock('./venue-picker/leaflet-map', async () => {
  const { createElement, useEffect } = await import('react');
  return {
    default: function FakeMap(props: import('./venue-picker/types').MapEngineProps) {
      useEffect(() => {
        props.onReady({
          geocoder: (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder!,
          show: () => {},
          getCenter: () => ({ lat: 19, lng: 72.8 }),
        });
      }, [props.onReady]);
      return createElement(
        'button',
        { type: 'button', onClick: () => props.onPick({ lat: 19.0728, lng: 72.8826 }) },
        'Fake map click',
      );
    },
  };
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const fetchMock = vi.fn<typeof fetch>();
let profileRole: 'user' | 'organizer' = 'user';

function setGeocoder(geocoder: Partial<Geocoder>) {
  (globalThis as { fakeGeocoder?: Geocoder }).fakeGeocoder = {
    search: offline,
    reverse: offline,
    ...geocoder,
  };
}

function answer(routes: (url: URL, init: RequestInit | undefined) => Response | undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const routed = routes(url, init);
    if (routed) return routed;
    if (url.pathname === '/api/categories') return jsonResponse(categories);
    if (url.pathname === '/api/users/profile') {
      return jsonResponse({ user: makeUser({ _id: ORGANIZER_ID, role: profileRole }) });
    }
    if (url.pathname === '/api/events') return jsonResponse([]);
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

function sentForm(method: string): FormData {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call?.[1]?.body as FormData;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  setGeocoder({});
  profileRole = 'user';
  storeUser(makeStoredUser({ _id: ORGANIZER_ID, role: 'user' }));
});
afterEach(() => vi.unstubAllGlobals());

async function openCreateForm() {
  const utils = renderApp('/events/create');
  await screen.findByRole('option', { name: 'Music' });
  return utils;
}

describe('create event form', () => {
  test('an empty submit shows the spec messages under the fields and sends nothing', async () => {
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Please enter an event title')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description')).toBeInTheDocument();
    expect(screen.getByText('Please choose the event date and time')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Please enter a city')).toBeInTheDocument();
    expect(screen.getByText('Please select a venue using the map')).toBeInTheDocument();
    expect(screen.getByText('Price must be a non-negative number')).toBeInTheDocument();
    expect(screen.getByText('Total seats must be a positive integer')).toBeInTheDocument();
    expect(screen.getByLabelText('Event Title')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('ticket categories: remove is hidden for the last row, Add Category stops at 5', async () => {
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Multiple Ticket Categories/ }));
    expect(screen.queryByRole('button', { name: /Remove ticket category/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add Category' });
    for (let count = 1; count < 5; count += 1) await user.click(add);
    expect(screen.getAllByRole('heading', { name: /^Ticket Category \d$/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('Maximum 5 ticket categories allowed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove ticket category 2' }));
    expect(screen.getAllByRole('heading', { name: /^Ticket Category \d$/ })).toHaveLength(4);
    expect(add).toBeEnabled();
  });

  test('custom refund percentages are clamped to 0-100 as they are typed', async () => {
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup();
    expect(screen.getByText('100% refund')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Custom Policy/ }));
    const sevenDays = screen.getByLabelText('7+ days before (%)');
    expect(sevenDays).toHaveValue(100);
    await user.clear(sevenDays);
    await user.type(sevenDays, '250');
    expect(sevenDays).toHaveValue(100);
    const lastDay = screen.getByLabelText('Less than 24 hours (%)');
    fireEvent.change(lastDay, { target: { value: '-20' } });
    expect(lastDay).toHaveValue(0);
  });

  test('a photo that is not an image is refused with the spec message', async () => {
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Event Image (optional)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
  });

  test('a complete event is sent as multipart with its photo; success toasts, refreshes the role, goes to /organizer', async () => {
    answer((url, init) => {
      if (url.pathname === '/api/events' && init?.method === 'POST') {
        profileRole = 'organizer';
        return jsonResponse({ message: 'Event created successfully', event: makeEvent() }, 201);
      }
      return undefined;
    });
    const { router } = await openCreateForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Event Title'), 'Jazz by the Bay');
    await user.type(screen.getByLabelText('Description'), 'An evening of jazz.');
    fireEvent.change(screen.getByLabelText('Event Date & Time'), { target: { value: '2099-01-05T19:30' } });
    await user.selectOptions(screen.getByLabelText('Category'), 'Music');
    await user.type(screen.getByLabelText('City'), 'Mumbai');

    // The geocoder is offline: the click pins the point and the organizer types the name.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Fake map click' }));
    expect(await screen.findByText(/could not be looked up/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Reverse geocoding failed', expect.any(TypeError));
    expect(screen.getByText('19.07280, 72.88260')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Venue Name'), 'Jio World Garden');

    await user.type(screen.getByLabelText('Ticket Price (₹)'), '750');
    await user.type(screen.getByLabelText('Total Seats'), '200');
    const poster = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Event Image (optional)'), poster);
    expect(screen.getByRole('img', { name: 'Preview of the chosen event image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer'));
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();

    const sent = sentForm('POST');
    expect(sent.get('title')).toBe('Jazz by the Bay');
    expect(sent.get('categoryId')).toBe(CATEGORY_ID);
    expect(sent.get('date')).toBe('2099-01-05T14:00:00.000Z');
    expect(sent.get('hasTicketCategories')).toBe('false');
    expect(sent.get('price')).toBe('750');
    expect(sent.get('totalSeats')).toBe('200');
    expect(sent.get('stateCode')).toBe('27');
    expect(sent.has('ticketCategories')).toBe(false);
    expect(sent.has('customRefundPolicy')).toBe(false);
    expect(JSON.parse(String(sent.get('venue')))).toEqual({
      name: 'Jio World Garden',
      address: null,
      coordinates: { lat: 19.0728, lng: 72.8826 },
      placeId: null,
    });
    expect((sent.get('photo') as File).name).toBe('poster.png');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
        role: 'organizer',
        token: 'test-token',
      }),
    );
  });

  test('choosing a search result fills the venue and the city', async () => {
    setGeocoder({
      search: async () => [
        {
          key: 'n1',
          name: 'Bal Gandharva Rang Mandir',
          address: 'Bal Gandharva Rang Mandir, Shivajinagar, Pune, Maharashtra',
          lat: 18.5236,
          lng: 73.8478,
          city: 'Pune',
          placeId: null,
        },
      ],
    });
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByRole('searchbox', { name: 'Search for a place' }), 'bal gandharva{Enter}');
    const results = await screen.findByRole('list', { name: 'Places found' });
    await user.click(within(results).getByRole('button', { name: /Bal Gandharva Rang Mandir/ }));
    expect(screen.getByLabelText('Venue Name')).toHaveValue('Bal Gandharva Rang Mandir');
    expect(screen.getByLabelText('Venue Address')).toHaveValue(
      'Bal Gandharva Rang Mandir, Shivajinagar, Pune, Maharashtra',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByText('18.52360, 73.84780')).toBeInTheDocument();
    // Enter in the search box searched; it did not submit the form.
    expect(screen.queryByText('Please enter an event title')).not.toBeInTheDocument();
  });

  test('the State follows the city until the organizer picks one; a city that names none asks for it', async () => {
    answer(() => undefined);
    await openCreateForm();
    const user = userEvent.setup();
    const city = screen.getByLabelText('City');
    const state = screen.getByLabelText('State');
    expect(state).toHaveValue('');
    expect(within(state).getAllByRole('option')).toHaveLength(37);

    await user.type(city, 'Mumbai');
    expect(state).toHaveValue('27');
    expect(within(state).getByRole('option', { name: 'Maharashtra' })).toHaveProperty('selected', true);
    await user.clear(city);
    await user.type(city, 'Chennai');
    expect(state).toHaveValue('33');

    // Chosen by hand: the city no longer moves it.
    await user.selectOptions(state, 'Puducherry');
    await user.clear(city);
    await user.type(city, 'Bengaluru');
    expect(state).toHaveValue('34');

    // A state left to the city, then a city the table does not know: blank, and the form asks.
    await user.selectOptions(state, '');
    await user.clear(city);
    await user.type(city, 'Lonavala');
    expect(state).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText("Please choose the venue's state")).toBeInTheDocument();
    expect(state).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(state, 'Maharashtra');
    await waitFor(() =>
      expect(screen.queryByText("Please choose the venue's state")).not.toBeInTheDocument(),
    );
  });

  test("the server's error about the state shows under State", async () => {
    answer((url, init) =>
      url.pathname === '/api/events' && init?.method === 'POST'
        ? jsonResponse(
            {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: "Please choose the venue's state",
              field: 'stateCode',
            },
            400,
          )
        : undefined,
    );
    await openCreateForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Event Title'), 'Jazz');
    await user.type(screen.getByLabelText('Description'), 'Jazz.');
    fireEvent.change(screen.getByLabelText('Event Date & Time'), { target: { value: '2099-01-05T19:30' } });
    await user.selectOptions(screen.getByLabelText('Category'), 'Music');
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByLabelText('Venue Name'), 'NCPA');
    await user.type(screen.getByLabelText('Ticket Price (₹)'), '0');
    await user.type(screen.getByLabelText('Total Seats'), '10');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getAllByText("Please choose the venue's state")).toHaveLength(2));
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a server error that names a field shows under it and as a toast', async () => {
    answer((url, init) =>
      url.pathname === '/api/events' && init?.method === 'POST'
        ? jsonResponse(
            {
              statusCode: 400,
              code: 'VALIDATION_ERROR',
              message: 'The event date must be in the future',
              field: 'date',
            },
            400,
          )
        : undefined,
    );
    const { router } = await openCreateForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Event Title'), 'Jazz');
    await user.type(screen.getByLabelText('Description'), 'Jazz.');
    fireEvent.change(screen.getByLabelText('Event Date & Time'), { target: { value: '2099-01-05T19:30' } });
    await user.selectOptions(screen.getByLabelText('Category'), 'Music');
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByLabelText('Venue Name'), 'NCPA');
    await user.type(screen.getByLabelText('Ticket Price (₹)'), '0');
    await user.type(screen.getByLabelText('Total Seats'), '10');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getAllByText('The event date must be in the future')).toHaveLength(2));
    expect(screen.getByLabelText('Event Date & Time')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/events/create');
  });
});

describe('edit event form', () => {
  test('loads the event into the form and sends the whole form with PATCH', async () => {
    answer((url, init) => {
      if (url.pathname === `/api/events/${EVENT_ID}` && init?.method === 'PATCH') {
        return jsonResponse({ message: 'Event updated successfully', event: makeEvent() });
      }
      if (url.pathname === `/api/events/${EVENT_ID}`) return jsonResponse(makeEvent());
      return undefined;
    });
    const { router } = renderApp(`/events/edit/${EVENT_ID}`);
    expect(await screen.findByText('Loading event form....')).toBeInTheDocument();
    const title = await screen.findByLabelText('Event Title');
    expect(title).toHaveValue('Sufi Nights by the Sea');
    expect(screen.getByLabelText('State')).toHaveValue('27');
    expect(screen.getByRole('radio', { name: /Multiple Ticket Categories/ })).toBeChecked();
    // Seats have been sold: the mode cannot change, and the sold seats are shown.
    expect(screen.getByRole('radio', { name: /Simple Pricing/ })).toBeDisabled();
    expect(screen.getByText('10 already sold')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The current event image' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    const silverPrice = screen.getAllByLabelText('Price (₹)')[0]!;
    await user.clear(silverPrice);
    await user.type(silverPrice, '1099');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer'));
    expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
    const sent = sentForm('PATCH');
    expect(JSON.parse(String(sent.get('ticketCategories')))).toEqual([
      { _id: 'c1', name: 'Silver', price: 1099, totalSeats: 300, description: null },
      { _id: 'c2', name: 'Gold', price: 2499, totalSeats: 50, description: 'Front rows' },
    ]);
    expect(sent.get('removePhoto')).toBe('true');
    expect(sent.has('photo')).toBe(false);
    expect(sent.get('stateCode')).toBe('27');
  });

  test("an event saved before states were asked shows its city's state, and a state of its own as it is", async () => {
    let event = makeEvent({ stateCode: null, city: 'Pune' });
    answer((url) => (url.pathname === `/api/events/${EVENT_ID}` ? jsonResponse(event) : undefined));
    const first = renderApp(`/events/edit/${EVENT_ID}`);
    await screen.findByLabelText('Event Title');
    expect(screen.getByLabelText('State')).toHaveValue('27');
    first.unmount();

    event = makeEvent({ stateCode: '24', city: 'Mumbai' });
    renderApp(`/events/edit/${EVENT_ID}`);
    await screen.findByLabelText('Event Title');
    expect(screen.getByLabelText('State')).toHaveValue('24');
  });

  test("moving a sold event's date too soon: the server's reason shows under Event Date & Time", async () => {
    answer((url, init) => {
      if (url.pathname === `/api/events/${EVENT_ID}` && init?.method === 'PATCH') {
        return jsonResponse(
          { statusCode: 400, code: 'VALIDATION_ERROR', message: DATE_BROUGHT_FORWARD_MESSAGE, field: 'date' },
          400,
        );
      }
      if (url.pathname === `/api/events/${EVENT_ID}`) return jsonResponse(makeEvent());
      return undefined;
    });
    const { router } = renderApp(`/events/edit/${EVENT_ID}`);
    const date = await screen.findByLabelText('Event Date & Time');
    fireEvent.change(date, { target: { value: '2099-01-05T19:30' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(DATE_BROUGHT_FORWARD_MESSAGE));
    expect(router.state.location.pathname).toBe(`/events/edit/${EVENT_ID}`);
  });

  test('a cancelled event cannot be edited', async () => {
    answer((url) =>
      url.pathname === `/api/events/${EVENT_ID}`
        ? jsonResponse(makeEvent({ cancelled: true, cancelledReason: 'Monsoon' }))
        : undefined,
    );
    renderApp(`/events/edit/${EVENT_ID}`);
    expect(await screen.findByText('This event has been cancelled')).toBeInTheDocument();
    expect(screen.getByText('Monsoon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Event' })).not.toBeInTheDocument();
  });

  test("a failed load says 'Failed to fetch event'", async () => {
    answer((url) =>
      url.pathname === `/api/events/${EVENT_ID}`
        ? jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Event not found' }, 404)
        : undefined,
    );
    renderApp(`/events/edit/${EVENT_ID}`);
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch event').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByText('This event does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Event' })).not.toBeInTheDocument();
  });
});
