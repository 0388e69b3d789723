import { expect, test } from '@playwright/test';
import { bookViaApi, fetchEvents } from './api-shortcuts';
import {
  chooseCardPayment,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  nameOtherTickets,
  newPerson,
  registerViaApi,
  signInAs,
} from './support';

const CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

async function payWith(page: import('@playwright/test').Page, cardNumber: string) {
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
}

test('book three tickets across two categories with the test card @phone', async ({ page, request }) => {
  const events = await fetchEvents(request, { upcoming: true });
  const event = events.find(
    (candidate) => candidate.hasTicketCategories && candidate.ticketCategories.length >= 2,
  )!;
  const [first, second] = event.ticketCategories as { name: string; price: number }[];
  const person = newPerson('booker');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('button', { name: 'Select Tickets' })).toBeDisabled();
  await page.getByLabel(`Quantity for ${first!.name}`).selectOption('2');
  await page.getByLabel(`Quantity for ${second!.name}`).selectOption('1');
  await nameOtherTickets(page, 3);
  const total = 2 * first!.price + second!.price;
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByText('Secure Payment')).toBeVisible();
  await expect(page.getByText('Test mode: no real money moves')).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${inr(total)}` });
  await expect(pay).toBeDisabled();
  await expectNoAxeViolations(page);
  await payWith(page, CARD.ok);
  await pay.click();

  await expect(page.getByText('Booking successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Booking' });
  await expect(panel.getByText(first!.name)).toBeVisible();
  await expect(panel.getByText(inr(total)).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View My Ticket' })).toBeVisible();
});

test('a declined card shows its message and makes no booking', async ({ page, request }) => {
  const events = await fetchEvents(request, { upcoming: true });
  const event = events.find((candidate) => !candidate.hasTicketCategories && candidate.price > 0)!;
  const person = newPerson('declined');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}`);
  await page.getByLabel('Number of seats').selectOption('2');
  await nameOtherTickets(page, 2);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await payWith(page, CARD.declined);
  await page.getByRole('button', { name: `Pay ${inr(2 * event.price)}` }).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toHaveCount(0);

  const bookings = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(await bookings.json()).toEqual([]);
});

test('a sold-out event shows Sold Out', async ({ page, request }) => {
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const [category] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const created = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title: `Tiny Gig ${Date.now()}`,
      description: 'An intimate evening with a single seat.',
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      categoryId: category!._id,
      city: 'Pune',
      venue: {
        name: 'The Box',
        address: 'FC Road, Pune',
        coordinates: { lat: 18.52, lng: 73.84 },
        placeId: null,
      },
      hasTicketCategories: false,
      price: 300,
      totalSeats: 1,
      useDefaultRefundPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).event._id as string;
  const buyer = newPerson('first');
  await registerViaApi(request, buyer);
  const { token } = await loginViaApi(request, buyer.email, buyer.password);
  await bookViaApi(request, token, eventId, { noOfSeats: 1 });

  const late = newPerson('late');
  await registerViaApi(request, late);
  await signInAs(page, request, late.email, late.password);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

test('paid, then the page lost before the booking was confirmed: back on the event, the booking is there @phone', async ({
  page,
  context,
  request,
}) => {
  const events = await fetchEvents(request, { upcoming: true });
  const event = events.find((candidate) => !candidate.hasTicketCategories && candidate.price > 0)!;
  // Two page loads and a booking on a shared CI machine.
  test.setTimeout(120_000);
  const person = newPerson('vanished');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}`);
  await page.getByLabel('Number of seats').selectOption('1');
  await page.getByRole('button', { name: 'Book Now' }).click();
  // The network drops just as the paid booking is confirmed: the card is charged, the booking request never arrives.
  await page.route('**/api/bookings', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await payWith(page, CARD.ok);
  await page.getByRole('button', { name: `Pay ${inr(event.price)}` }).click();
  await expect(
    page.getByText('Your payment went through, but the booking is not confirmed yet'),
  ).toBeVisible();
  const before = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(await before.json()).toEqual([]);
  // The tab is closed. Later the buyer opens the event again in the same browser.
  await page.close();
  const later = await context.newPage();
  // The return asks the server once what became of the payment: wait for that answer, however slow the machine.
  const asked = later.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
    { timeout: 0 },
  );
  await later.goto(`/events/${event._id}`);
  expect((await asked).status()).toBe(201);
  await expect(
    later.getByText('Your earlier payment went through: your booking is confirmed.'),
  ).toBeVisible();
  await expect(later.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
  await expectNoAxeViolations(later);
  const after = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  expect((await after.json()) as unknown[]).toHaveLength(1);
});
