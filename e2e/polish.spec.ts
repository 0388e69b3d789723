import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  nameOtherTickets,
  newPerson,
  openListFiltersIfCollapsed,
  registerViaApi,
  signInAs,
} from './support';

/** Free tickets, the paged list, focus, toasts, the venue maps and the demo data, as a newcomer meets them. */

const cardLinks = (page: Page) => page.getByRole('link', { name: 'View Details & Book' });

type TicketTier = { name: string; price: number; totalSeats: number; description?: string };

async function createEvent(
  request: APIRequestContext,
  title: string,
  pricing: { price: number; totalSeats: number } | { tiers: TicketTier[] },
) {
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const [category] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const response = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      description: 'A community evening: talks, music and chai for everyone.',
      date: new Date(Date.now() + 25 * 86_400_000).toISOString(),
      categoryId: category!._id,
      city: 'Lucknow',
      venue: {
        name: 'Residency Lawns',
        address: 'Mahatma Gandhi Marg, Lucknow',
        coordinates: { lat: 26.86, lng: 80.93 },
        placeId: null,
      },
      ...('tiers' in pricing
        ? {
            hasTicketCategories: true,
            ticketCategories: pricing.tiers.map((tier) => ({ description: null, ...tier })),
          }
        : { hasTicketCategories: false, ...pricing }),
      useDefaultRefundPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event._id as string;
}

async function signInNewPerson(page: Page, request: APIRequestContext, prefix: string) {
  const person = newPerson(prefix);
  await registerViaApi(request, person);
  return signInAs(page, request, person.email, person.password);
}

/** Every request the page sends to a path (to prove one was never sent). */
function recordRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return seen;
}

test.describe('free tickets', () => {
  test('a free event is booked with Book Now alone: no card form, a QR ticket, Free everywhere @phone', async ({
    page,
    request,
  }) => {
    const title = `Chai & Code Meetup ${Date.now()}`;
    const eventId = await createEvent(request, title, { price: 0, totalSeats: 10 });
    const { token } = await signInNewPerson(page, request, 'free');
    const paymentCalls = recordRequests(page, '/api/payments/create-payment-intent');

    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Booking' });
    await expect(panel.getByText('Price per ticket').locator('xpath=following-sibling::*[1]')).toHaveText(
      'Free',
    );
    await panel.getByLabel('Number of seats').selectOption('2');
    await nameOtherTickets(panel, 2);
    await expect(panel.getByTestId('booking-total')).toHaveText('Free');
    await expect(panel.getByText(/No payment needed/)).toBeVisible();
    await expect(page.getByText('₹0', { exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Book Now' }).click();

    await expect(page.getByText('Booking successful!')).toBeVisible();
    const registered = panel.getByRole('heading', { name: "You're Registered!" });
    await expect(registered).toBeFocused();
    await expect(page.getByText('Secure Payment')).toHaveCount(0);
    await expect(panel.getByText('Total paid').locator('xpath=following-sibling::*[1]')).toHaveText('Free');
    expect(paymentCalls).toEqual([]);

    const bookings = await (
      await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ totalAmount: 0, noOfSeats: 2, cancelled: false });
    const seats = await (await request.get(`/api/events/${eventId}/seats`)).json();
    expect(seats.remainingSeats).toBe(8);

    await panel.getByRole('link', { name: 'View My Ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a free ticket category books free; adding a paid one goes to the card form', async ({
    page,
    request,
    browser,
  }) => {
    const title = `Open Studio Day ${Date.now()}`;
    const eventId = await createEvent(request, title, {
      tiers: [
        { name: 'Community Pass', price: 0, totalSeats: 5 },
        { name: 'Supporter', price: 499, totalSeats: 20 },
      ],
    });
    await signInNewPerson(page, request, 'freecat');
    await page.goto(`/events/${eventId}`);
    const panel = page.getByRole('complementary', { name: 'Booking' });
    await panel.getByLabel('Quantity for Community Pass').selectOption('2');
    await nameOtherTickets(panel, 2);
    await expect(panel.getByTestId('booking-total')).toHaveText('Free');
    await panel.getByRole('button', { name: 'Book Now' }).click();
    await expect(panel.getByRole('heading', { name: "You're Registered!" })).toBeFocused();
    await expect(panel.getByText('Community Pass × 2')).toBeVisible();

    const other = await browser.newPage();
    await signInNewPerson(other, request, 'paidcat');
    await other.goto(`/events/${eventId}`);
    const otherPanel = other.getByRole('complementary', { name: 'Booking' });
    await otherPanel.getByLabel('Quantity for Community Pass').selectOption('1');
    await otherPanel.getByLabel('Quantity for Supporter').selectOption('1');
    await nameOtherTickets(otherPanel, 2);
    await expect(otherPanel.getByTestId('booking-total')).toHaveText(inr(499));
    await otherPanel.getByRole('button', { name: 'Book Now' }).click();
    await expect(other.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(other.getByLabel('Card number')).toBeFocused();
    await other.close();
  });
});

test('the event list loads more as you scroll and with Load more; filters survive a reload @phone', async ({
  page,
  request,
}) => {
  // More than two pages of upcoming events, so that both the scroll and the button have something to load.
  const before = await fetchEvents(request, { upcoming: true });
  for (let index = before.length; index < 27; index++) {
    await createEvent(request, `Paging Night ${index} ${Date.now()}`, { price: 100 + index, totalSeats: 50 });
  }
  const upcoming = await fetchEvents(request, { upcoming: true });
  const pageRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/events' && url.searchParams.has('page')) pageRequests.push(url.search);
  });
  const requestedPage = (page: number) =>
    pageRequests.some((search) => new URLSearchParams(search).get('page') === String(page));

  await page.goto('/events');
  await expect(page.getByRole('heading', { name: `${upcoming.length} Events Found` })).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(12);
  await expect(page.getByText(`Showing 12 of ${upcoming.length} events`)).toBeVisible();

  // Scrolling to the last card loads the next page by itself.
  await cardLinks(page).nth(11).scrollIntoViewIfNeeded();
  await expect(cardLinks(page)).toHaveCount(24);
  expect(requestedPage(2)).toBe(true);
  // 'Load more' adds the next one (clicked where it is, without scrolling the page to it).
  await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
  await expect(cardLinks(page)).toHaveCount(Math.min(36, upcoming.length));
  expect(requestedPage(3)).toBe(true);
  // Scrolling on loads the rest, a page at a time; the count stays the total.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return cardLinks(page).count();
      },
      { timeout: 30_000 },
    )
    .toBe(upcoming.length);
  await expect(page.getByText(`That's all ${upcoming.length} events.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `${upcoming.length} Events Found` })).toBeVisible();
  const shownTitles = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(shownTitles).size).toBe(shownTitles.length);

  // Filters go to the server and into the address; a reload keeps them and the count.
  const expected = await fetchEvents(request, { upcoming: true, search: 'a', maxPrice: 1000 });
  await page.getByLabel('Search', { exact: true }).fill('a');
  await openListFiltersIfCollapsed(page);
  await page.getByLabel('Max price (₹)').fill('1000');
  const heading = `${expected.length} ${expected.length === 1 ? 'Event' : 'Events'} Found`;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(Math.min(12, expected.length));
  await expect(page).toHaveURL(/search=a/);
  await expect(page).toHaveURL(/price=1000/);
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('a');
  await expect(page.getByLabel('Max price (₹)')).toHaveValue('1000');
  await expect(cardLinks(page)).toHaveCount(Math.min(12, expected.length));
  // The city select offers every upcoming event's city, loaded or not.
  const cities = await page.getByLabel('City').locator('option').allTextContents();
  expect(cities.slice(1).sort()).toEqual([...new Set(upcoming.map((event) => event.city))].sort());
  await expectNoAxeViolations(page);
});

test.describe('focus', () => {
  test('Book Now moves the focus into the payment form, a bad card number is refused there, paying moves it to the result', async ({
    page,
    request,
  }) => {
    const title = `Ghazal Evening ${Date.now()}`;
    const eventId = await createEvent(request, title, { price: 350, totalSeats: 20 });
    await signInNewPerson(page, request, 'focus');
    const confirmCalls = recordRequests(page, '/api/payments/test/confirm');
    await page.goto(`/events/${eventId}`);
    await page.getByLabel('Number of seats').selectOption('2');
    await nameOtherTickets(page, 2);
    await page.getByRole('button', { name: 'Book Now' }).click();

    const number = page.getByLabel('Card number');
    await expect(number).toBeFocused();
    await page.keyboard.type('4242424242424241');
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await page.getByLabel('Expiry').fill('12/40');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Pay ${inr(700)}` }).click();
    await expect(number).toBeFocused();
    expect(confirmCalls).toEqual([]);

    await number.fill('4242 4242 4242 4242');
    await expect(page.getByText('Your card number is invalid.')).toHaveCount(0);
    await page.getByRole('button', { name: `Pay ${inr(700)}` }).click();
    await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeFocused();
    expect(confirmCalls).toEqual(['POST']);
  });

  test('a failed sign-up focuses its first invalid field; a refused sign-in focuses the password', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email Address').fill('asha@example.com');
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Phone Number')).toBeFocused();

    await page.goto('/login');
    await page.getByLabel('Email or Phone').fill(DEMO.attendee);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email/phone or password').first()).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });
});

test.describe('toasts', () => {
  test("never cover the signed-in user's name and Logout", async ({ page, request }) => {
    const eventId = await createEvent(request, `Poetry Slam ${Date.now()}`, { price: 0, totalSeats: 5 });
    await signInNewPerson(page, request, 'toast');
    await page.goto(`/events/${eventId}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Booking successful!' });
    await expect(toast).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    // The toast slides down into place; once there, its top is below the header's bottom.
    await expect
      .poll(async () => (await toast.locator('xpath=..').boundingBox())?.y ?? Number.NEGATIVE_INFINITY)
      .toBeGreaterThanOrEqual(header.y + header.height);
    // What is drawn where Logout is: Logout itself.
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    const hit = await logout.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    });
    expect(hit).toBe(true);
  });

  test('stacked toasts do not overlap', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or Phone').fill(DEMO.attendee);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const toasts = page.getByRole('status').filter({ hasText: 'Invalid email/phone or password' });
    for (let shown = 1; shown <= 3; shown++) {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(toasts).toHaveCount(shown);
    }
    // Once they have slid into place, no two toast bars share a pixel (measured together, in the page).
    await expect
      .poll(() =>
        toasts.evaluateAll((messages) => {
          const bars = messages.map((message) => message.parentElement!.getBoundingClientRect());
          bars.sort((a, b) => a.top - b.top);
          return (
            bars.length >= 2 && bars.every((bar, index) => index === 0 || bars[index - 1]!.bottom <= bar.top)
          );
        }),
      )
      .toBe(true);
  });
});

test.describe('maps', () => {
  async function refuseMapNetwork(page: Page) {
    await page.route(
      /tile\.openstreetmap\.org|nominatim\.openstreetmap\.org|maps\.googleapis\.com/,
      (route) => route.abort('internetdisconnected'),
    );
  }

  test('the venue picker stays under the sticky header; a failed lookup keeps the pin and asks for the name', async ({
    page,
    request,
  }) => {
    await refuseMapNetwork(page);
    await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
    await page.goto('/events/create');
    const map = page.getByRole('region', { name: /Venue map/ });
    await expect(map).toHaveClass(/leaflet-container/);
    await map.click({ position: { x: 160, y: 120 } });
    await expect(page.getByText('Pinned at')).toBeVisible();
    await expect(
      page.getByText(/The pin is placed, but the address of this point could not be looked up/),
    ).toBeVisible();

    // Scroll until the map's zoom buttons sit right under the header: the header is what is drawn there.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    const zoomBox = (await zoomIn.boundingBox())!;
    await page.mouse.wheel(0, zoomBox.y - headerBox.height / 2);
    await expect
      .poll(async () => {
        const box = (await zoomIn.boundingBox())!;
        return box.y < headerBox.height && box.y + box.height > 0;
      })
      .toBe(true);
    const drawnOnTop = await zoomIn.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, Math.max(rect.y + 2, 2));
      return top?.closest('header') ? 'header' : top?.closest('.leaflet-container') ? 'map' : 'other';
    });
    expect(drawnOnTop).toBe('header');

    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Please enter the venue name')).toBeVisible();
    await expect(page.getByText('Please select a venue using the map')).toHaveCount(0);
    await expect(page.getByText('Pinned at')).toBeVisible();
  });

  test("the event page's map says so when it cannot load @phone", async ({ page, request }) => {
    await refuseMapNetwork(page);
    // An event with a pinned venue (only those show a map): other specs add upcoming events without one.
    const event = (await fetchEvents(request, { upcoming: true })).find(
      (candidate) => candidate.venue.coordinates,
    );
    await page.goto(`/events/${event!._id}`);
    const map = page.getByTestId('venue-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByText('Failed to load map')).toBeVisible();
    await expect(map.getByRole('button', { name: `Venue: ${event!.venue.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /View on Google Maps/ })).toBeVisible();
  });
});

test("the organizer's details modal shows ticket categories without sideways scrolling @phone", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  await page.getByRole('button', { name: 'Details of Sufi Nights by the Sea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sufi Nights by the Sea' });
  const categories = dialog.getByRole('region', { name: 'Ticket Categories' });
  await expect(categories).toBeVisible();
  // Phones get one card per category, wider screens the table: either way Gold is there to read.
  await expect(categories.getByText('Gold', { exact: true }).filter({ visible: true })).toBeVisible();
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the demo attendee has upcoming, past and cancelled bookings, and a checked-in ticket @phone', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.attendee, DEMO_PASSWORD);
  await page.goto('/dashboard');
  const count = async (tab: string) =>
    Number(
      /\((\d+)\)/.exec(
        (await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).textContent()) ?? '',
      )?.[1],
    );
  await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)/ })).toBeVisible();
  await expect.poll(() => count('Upcoming')).toBeGreaterThanOrEqual(2);
  expect(await count('Past')).toBeGreaterThanOrEqual(1);
  expect(await count('Cancelled')).toBeGreaterThanOrEqual(2);

  await page.getByRole('tab', { name: /^Past/ }).click();
  const carnatic = page.getByRole('article', { name: 'Carnatic Evening: Strings of the South' });
  await carnatic.getByRole('link', { name: 'View Ticket' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
