import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, makeEvent, makeStoredUser, storeUser, stubApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The map stays unloaded in these tests: an IntersectionObserver that never reports the map in view. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
});
afterEach(() => vi.unstubAllGlobals());

function serve(
  event: ReturnType<typeof makeEvent>,
  answer?: Promise<void>,
  myReport: { reported: boolean; reportedAt: string | null } = { reported: false, reportedAt: null },
) {
  stubApi([
    [/\/reports\/event\/[^/]+\/mine$/, () => jsonResponse(myReport)],
    [
      new RegExp(`/events/${event._id}$`),
      async () => {
        await answer;
        return jsonResponse(event);
      },
    ],
    [/\/events\/[^/]+\/seats$/, () => jsonResponse({ remainingSeats: event.availableSeats })],
    [/\/bookings\/user$/, () => jsonResponse([])],
    [/\/users\/profile$/, () => jsonResponse({ user: JSON.parse(localStorage.getItem('user') ?? 'null') })],
  ]);
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('event detail', () => {
  test('an upcoming event: sections, price, map links, refund tiers and Login to Book for visitors', async () => {
    const event = makeEvent({
      useDefaultRefundPolicy: false,
      customRefundPolicy: {
        sevenDaysOrMore: 90,
        oneToDays: 40,
        lessThanDay: 0,
        description: 'Passes can move.',
      },
      venue: {
        name: 'NCPA',
        address: 'Nariman Point',
        coordinates: { lat: 18.9256, lng: 72.8242 },
        placeId: 'ChIJx',
      },
    });
    let release: () => void = () => {};
    serve(event, new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const { router } = renderApp(`/events/${event._id}`);

    expect(await screen.findByText('Loading event details...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
    for (const name of ['About This Event', 'Date & Time', 'Location', 'Event Details']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(section('Event Details')).getByText('200')).toBeInTheDocument();
    expect(within(section('Event Details')).getByText('180')).toBeInTheDocument();
    expect(within(section('Event Details')).getAllByText('₹899').length).toBeGreaterThan(0);

    expect(screen.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=18.9256%2C72.8242&query_place_id=ChIJx',
    );
    expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=18.9256%2C72.8242',
    );

    const policy = section('Cancellation & Refund Policy');
    const tiers = within(policy).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      expect.stringContaining('90% refund'),
      expect.stringContaining('40% refund'),
      expect.stringContaining('0% refund'),
    ]);
    // 30 days away: the 7-days tier applies now.
    expect(tiers[0]).toHaveAttribute('aria-current', 'true');
    expect(within(tiers[0]!).getByText('90% refund')).toHaveClass('bg-green-100');
    expect(within(tiers[1]!).getByText('40% refund')).toHaveClass('bg-red-100');
    expect(within(policy).getByText('Passes can move.')).toBeInTheDocument();
    expect(within(policy).getByText(/5-10 business days/)).toBeInTheDocument();

    // (The questions card is in the DOM twice: in the side column on wide screens, after the details on phones.)
    expect(screen.getAllByRole('button', { name: 'Contact Organizer' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Report Event' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('link', { name: 'Login to Book' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('returnTo')).toBe(`/events/${event._id}`);
  });

  test('the default policy is 100 / 50 / 0 and, two days before, the middle tier applies', async () => {
    const event = makeEvent({ date: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString() });
    serve(event);
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    const tiers = within(section('Cancellation & Refund Policy')).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent?.match(/\d+% refund/)?.[0])).toEqual([
      '100% refund',
      '50% refund',
      '0% refund',
    ]);
    expect(tiers[1]).toHaveAttribute('aria-current', 'true');
    expect(within(tiers[1]!).getByText('50% refund')).toHaveClass('bg-yellow-100');
  });

  test('a category event shows its price as Onwards and lists the categories', async () => {
    const event = makeEvent({
      hasTicketCategories: true,
      ticketCategories: [
        { _id: 'c1', name: 'VIP', description: 'Front rows', price: 2999, totalSeats: 10, availableSeats: 0 },
        { _id: 'c2', name: 'General', description: null, price: 499, totalSeats: 100, availableSeats: 80 },
      ],
    });
    serve(event);
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    const details = section('Event Details');
    expect(within(details).getAllByText('₹499 Onwards').length).toBeGreaterThan(0);
    expect(within(details).getByText('Sold Out')).toBeInTheDocument();
    expect(within(details).getByText('80 of 100 seats left')).toBeInTheDocument();
  });

  test('a cancelled event: badge, notice with the reason, no policy, Find Other Events', async () => {
    const event = makeEvent({ cancelled: true, cancelledReason: 'The lawns are waterlogged.' });
    serve(event);
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(section('Cancellation Notice')).getByText('The lawns are waterlogged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Event Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('This event has been cancelled by the organizer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find Other Events/ })).toHaveAttribute('href', '/events');
    expect(screen.queryByRole('heading', { name: 'Cancellation & Refund Policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Organizer' })).not.toBeInTheDocument();
  });

  test('a past event: Past Event badge and Event Ended first, even when it was also cancelled', async () => {
    const event = makeEvent({ date: new Date(Date.now() - 86_400_000).toISOString(), cancelled: true });
    serve(event);
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(screen.getByText('Past Event')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Event Ended' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event Cancelled' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse Upcoming Events/ })).toHaveAttribute('href', '/events');
  });

  test('a venue without coordinates says Location Not Available', async () => {
    const event = makeEvent({
      venue: { name: 'Somewhere', address: null, coordinates: null, placeId: null },
    });
    serve(event);
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(screen.getByText('Location Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get Directions/ })).not.toBeInTheDocument();
  });

  test('signed in: the booking panel instead of Login to Book, and Report Event opens the Report Event modal', async () => {
    storeUser(makeStoredUser());
    const event = makeEvent();
    serve(event);
    const user = userEvent.setup();
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    expect(await screen.findByRole('heading', { name: 'Book Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login to Book' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Report Event' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report Event' });
    expect(within(dialog).getByRole('radio', { name: 'Scam or Fraud' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toBeDisabled();
  });

  test('signed in and already reported: Reported with the date and why, instead of Report Event', async () => {
    storeUser(makeStoredUser());
    const event = makeEvent();
    serve(event, undefined, { reported: true, reportedAt: '2026-03-05T10:00:00.000Z' });
    renderApp(`/events/${event._id}`);
    await screen.findByRole('heading', { level: 1, name: event.title });
    const [reported] = await screen.findAllByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(reported).toHaveAccessibleDescription(
      'You reported this event on Mar 05, 2026. Our team reviews every report.',
    );
    expect(screen.queryByRole('button', { name: 'Report Event' })).not.toBeInTheDocument();
    await userEvent.setup().click(reported!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an unknown event: Event Not Found with the server message and Browse Other Events', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi([
      [/\/events\/missing$/, () => jsonResponse({ statusCode: 404, message: 'Event not found' }, 404)],
    ]);
    renderApp('/events/missing');
    expect(await screen.findByRole('heading', { name: 'Event Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Event not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse Other Events/ })).toHaveAttribute('href', '/events');
  });

  test('without a server message the page says Failed to fetch event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi([[/\/events\/broken$/, () => new Response('', { status: 500 })]]);
    renderApp('/events/broken');
    expect(await screen.findByText('Failed to fetch event')).toBeInTheDocument();
  });
});
