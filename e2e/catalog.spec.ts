import { expect, type Page, test } from '@playwright/test';
import { fetchEvents } from './api-shortcuts';
import { DEMO, DEMO_PASSWORD, expectNoAxeViolations, inr, waitForTakeover } from './support';

const cardLinks = (page: Page) => page.getByRole('link', { name: 'View Details & Book' });

async function waitForResults(page: Page) {
  await expect(page.getByRole('heading', { name: /^\d+ Events? Found$/ })).toBeVisible();
}

test('home shows at most six featured cards, with price badges and links to the events @phone', async ({
  page,
  request,
}) => {
  const featured = await fetchEvents(request, { upcoming: true, limit: 6 });
  expect(featured.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Discover Amazing Events/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/events');
  await expect(main.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/events/create');
  await expect(page.getByRole('heading', { name: 'Featured Events' })).toBeVisible();

  await expect(cardLinks(page)).toHaveCount(Math.min(6, featured.length));
  await expect(cardLinks(page).first()).toHaveAttribute('href', `/events/${featured[0]!._id}`);
  await expect(page.getByText('Featured', { exact: true }).first()).toBeVisible();

  // Every featured card carries its price badge. Other specs add events to the shared database, so the
  // first six are whatever the API says they are now: category events read 'from ₹X onwards', one-price
  // events the price, free tickets 'Free' (or 'Free & paid' when the cheapest of several categories is free).
  for (const event of featured) {
    const prices = event.hasTicketCategories
      ? event.ticketCategories.map((category) => category.price)
      : [event.price];
    const lowest = Math.min(...prices);
    const badge =
      lowest > 0
        ? event.hasTicketCategories
          ? `from ${inr(lowest)} onwards`
          : inr(lowest)
        : prices.every((price) => price === 0)
          ? 'Free'
          : 'Free & paid';
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: event.title })
        .first()
        .getByText(badge, { exact: !badge.startsWith('from ') })
        .first(),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: 'View All Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('event list: search, city and max price combine, live in the address and survive a reload', async ({
  page,
  request,
}) => {
  const upcoming = await fetchEvents(request, { upcoming: true });
  const titles = upcoming.map((event) => event.title).filter((title) => /night/i.test(title));
  expect(titles.length).toBeGreaterThan(1);
  // Pick a city and price that leave exactly the events the spec's rules keep (the API applies the same rules).
  const target = upcoming.find((event) => /night/i.test(event.title))!;
  const expected = await fetchEvents(request, {
    upcoming: true,
    search: 'night',
    city: target.city,
    maxPrice: target.price,
  });

  // The list shows the first page of 12 cards; 'N Events Found' counts every upcoming event.
  const firstPage = Math.min(12, upcoming.length);
  await page.goto('/events');
  await waitForResults(page);
  await expect(page.getByRole('heading', { name: `${upcoming.length} Events Found` })).toBeVisible();
  await expect(cardLinks(page)).toHaveCount(firstPage);
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);

  await page.getByLabel('Search', { exact: true }).fill('night');
  await expect(cardLinks(page)).toHaveCount(Math.min(12, titles.length));
  await expect(page.getByRole('button', { name: 'Clear search' })).toBeVisible();
  await page.getByLabel('City').selectOption(target.city);
  await page.getByLabel('Max price (₹)').fill(String(target.price));
  await expect(cardLinks(page)).toHaveCount(expected.length);
  for (const event of expected) await expect(page.getByRole('heading', { name: event.title })).toBeVisible();

  const url = new URL(page.url());
  expect(url.searchParams.get('search')).toBe('night');
  expect(url.searchParams.get('city')).toBe(target.city);
  expect(url.searchParams.get('price')).toBe(String(target.price));

  await page.reload();
  await waitForResults(page);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('night');
  await expect(page.getByLabel('City')).toHaveValue(target.city);
  await expect(page.getByLabel('Max price (₹)')).toHaveValue(String(target.price));
  await expect(cardLinks(page)).toHaveCount(expected.length);

  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(cardLinks(page)).toHaveCount(firstPage);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');

  await page.getByLabel('Search', { exact: true }).fill('zzzz no such event');
  await expect(page.getByRole('heading', { name: 'No events found for "zzzz no such event"' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create the first event' })).toHaveAttribute(
    'href',
    '/events/create',
  );
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cardLinks(page)).toHaveCount(firstPage);
});

test('event detail shows the custom refund tiers, the venue map, and Login to Book returns to the event', async ({
  page,
  request,
}) => {
  const upcoming = await fetchEvents(request, { upcoming: true });
  const event = upcoming.find(
    (candidate) => !candidate.useDefaultRefundPolicy && candidate.customRefundPolicy,
  );
  expect(event, 'the demo seed has an event with a custom refund policy').toBeTruthy();
  const policy = event!.customRefundPolicy!;

  await page.goto(`/events/${event!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
  for (const heading of ['About This Event', 'Date & Time', 'Location', 'Event Details']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }

  const refund = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Cancellation & Refund Policy' }),
  });
  const tier = (label: string) => refund.getByRole('listitem').filter({ hasText: label });
  await expect(tier('7 or more days before the event')).toContainText(`${policy.sevenDaysOrMore}% refund`);
  await expect(tier('1 to 7 days before the event')).toContainText(`${policy.oneToDays}% refund`);
  await expect(tier('Less than 24 hours before the event')).toContainText(`${policy.lessThanDay}% refund`);
  await expect(refund.getByText('Applies if you cancel now')).toBeVisible();
  await expect(refund.getByText('5-10 business days')).toBeVisible();
  if (policy.description) await expect(refund.getByText(policy.description)).toBeVisible();

  const map = page.getByTestId('venue-map');
  await map.scrollIntoViewIfNeeded();
  if (event!.venue.coordinates) {
    const { lat, lng } = event!.venue.coordinates;
    // The machines have no internet, so tiles stay grey; the map, its marker and its controls still render.
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.getByRole('button', { name: `Venue: ${event!.venue.name}` })).toBeVisible();
    await expect(map.getByText(event!.venue.name)).toBeVisible(); // the info window, opened after 1 s
    await expect(page.getByRole('link', { name: /View on Google Maps/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.google\\.com/maps/search/\\?api=1&query=${lat}%2C${lng}`),
    );
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`,
    );
  } else {
    await expect(page.getByText('Location Not Available')).toBeVisible();
  }

  await expect(page.getByRole('button', { name: 'Contact Organizer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report Event' })).toHaveCount(0);
  await waitForTakeover(page);
  await page.getByRole('button', { name: 'Contact Organizer' }).click();
  const contactDialog = page.getByRole('dialog', { name: 'Contact Organizer' });
  await expect(contactDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contactDialog).toBeHidden();

  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await page.getByRole('link', { name: 'Login to Book' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or Phone').fill(DEMO.attendee);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event!._id}$`));
  await expect(page.getByRole('heading', { name: 'Book Tickets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to Book' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Report Event' })).toBeVisible();
});

test('cancelled and past events say so; their booking panels point to other events', async ({
  page,
  request,
}) => {
  const all = await fetchEvents(request);
  const cancelled = all.find((event) => event.cancelled);
  const past = all.find((event) => !event.cancelled && new Date(event.date).getTime() < Date.now());
  expect(cancelled, 'the demo seed has a cancelled event').toBeTruthy();
  expect(past, 'the demo seed has a past event').toBeTruthy();

  await page.goto(`/events/${cancelled!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: cancelled!.title })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellation Notice' })).toBeVisible();
  if (cancelled!.cancelledReason) await expect(page.getByText(cancelled!.cancelledReason)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Event Cancelled' })).toBeVisible();
  await expect(
    page.getByText('This event has been cancelled by the organizer', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellation & Refund Policy' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login to Book' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact Organizer' })).toHaveCount(0);

  await page.goto(`/events/${past!._id}`);
  await expect(page.getByText('Past Event', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Event Ended' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cancellation & Refund Policy' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse Upcoming Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(cardLinks(page).first()).toBeVisible();
  // Neither of them is listed.
  await expect(page.getByRole('heading', { name: cancelled!.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: past!.title })).toHaveCount(0);
});

test('an unknown event shows Event Not Found with a way back to the list', async ({ page }) => {
  await page.goto('/events/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await expect(page.getByText('Event not found', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Other Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('home, event list and event detail have no axe violations @phone', async ({ page, request }) => {
  // Three pages, each analysed up to four times by axe: three times the usual time, on a busy machine too.
  test.slow();
  await page.goto('/');
  await expect(cardLinks(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/events?search=a');
  await waitForResults(page);
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An event with a pinned venue (only those show a map): other specs add upcoming events without one.
  const event = (await fetchEvents(request, { upcoming: true })).find(
    (candidate) => candidate.venue.coordinates,
  );
  await page.goto(`/events/${event!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
  await page.getByTestId('venue-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('venue-map').locator('.leaflet-container')).toBeVisible();
  await expectNoAxeViolations(page);
});
