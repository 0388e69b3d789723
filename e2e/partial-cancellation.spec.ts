import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookViaApi } from './api-shortcuts';
import {
  chooseCardPayment,
  createEventAsOrganizer,
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  nameOtherTickets,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

/**
 * Cancelling some tickets of a booking (issue 28, decision 0041): the cancel dialog asks the server what the chosen
 * tickets would refund and shows it before confirming; the booking keeps the rest, on the ticket page and the
 * dashboard, with a line for what was cancelled.
 */

const DAY = 86_400_000;

/** The refund tiers frozen on a booking, as GET /api/bookings/user answers them. */
interface BookingAsLeft {
  _id: string;
  totalQuantity: number;
  totalAmount: number;
  refundPolicy: { sevenDaysOrMore: number; oneToDays: number; lessThanDay: number };
  partialCancellations: {
    quantity: number;
    amount: number;
    cancelledAt: string;
    refund: { amount: number; percentage: number } | null;
  }[];
}

async function myBooking(request: APIRequestContext, token: string, bookingId: string) {
  const response = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const booking = ((await response.json()) as BookingAsLeft[]).find(
    (candidate) => candidate._id === bookingId,
  );
  expect(booking, 'the booking is among mine').toBeTruthy();
  return booking!;
}

/** The day of a cancellation as the site prints it: India's date, '27 Nov 2026'. */
const indianDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }).format(new Date(iso));

/** What the frozen tiers give for cancelling `amount` rupees of tickets `daysAhead` days before the event. */
function refundByPolicy(policy: BookingAsLeft['refundPolicy'], daysAhead: number, amount: number) {
  const percentage =
    daysAhead >= 7 - 0.001
      ? policy.sevenDaysOrMore
      : daysAhead >= 1 - 0.001
        ? policy.oneToDays
        : policy.lessThanDay;
  return { percentage, amount: Math.floor(amount * percentage) / 100 };
}

async function buyThroughTheEventPage(page: Page, eventId: string, seats: number, price: number) {
  await page.goto(`/events/${eventId}`);
  await page.getByLabel('Number of seats').selectOption(String(seats));
  await nameOtherTickets(page, seats);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(seats * price)}` }).click();
  await expect(page.getByText('Booking successful!')).toBeVisible();
}

test('buy 3 tickets, cancel 1 of them on the ticket page: the refund shown before confirming, then 2 left @phone', async ({
  page,
  request,
}) => {
  test.slow(); // a card purchase, then a cancellation with its refund
  const price = 600;
  // Three days out: the default policy's 1-to-7-days tier (50%).
  const daysAhead = 3;
  const title = `Sufi Night ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { price, totalSeats: 40, daysAhead });
  const person = newPerson('partial');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);

  await buyThroughTheEventPage(page, eventId, 3, price);
  await page.getByRole('link', { name: 'View My Ticket' }).click();
  await expect(page).toHaveURL(/\/ticket\//);
  const bookingId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Seats', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '3',
  );

  const bought = await myBooking(request, token, bookingId);
  const expected = refundByPolicy(bought.refundPolicy, daysAhead, price);
  expect(expected.percentage).toBe(50);

  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  const seats = dialog.getByLabel('Tickets to cancel');
  await expect(seats).toHaveValue('3');
  await seats.selectOption('1');
  await expect(dialog).toContainText('Cancelling 1 ticket; 2 stay on your booking with the same QR code.');
  // The server's figure for exactly this choice, before anything is confirmed.
  await expect(dialog).toContainText(
    `you get ${inr(expected.amount)} back (${expected.percentage}% of ${inr(price)})`,
  );
  const confirm = dialog.getByRole('button', { name: 'Yes, Cancel 1 Ticket' });
  await expect(confirm).toBeEnabled();
  expect((await myBooking(request, token, bookingId)).totalQuantity, 'nothing cancelled yet').toBe(3);
  await expectNoAxeViolations(page);
  await shoot(page, 'partial-cancel-dialog', { fullPage: false });

  await confirm.click();
  await expect(
    page.getByText(new RegExp(`^1 ticket cancelled\\. Refund of ${inr(expected.amount)}`)),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The ticket page stays, with the tickets left and what was cancelled.
  await expect(page).toHaveURL(new RegExp(`/ticket/${bookingId}$`));
  await expect(page.getByText('Seats', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '2',
  );
  const left = await myBooking(request, token, bookingId);
  expect(left.totalQuantity).toBe(2);
  expect(left.totalAmount).toBe(2 * price);
  expect(left.partialCancellations).toHaveLength(1);
  expect(left.partialCancellations[0]!.refund).toMatchObject(expected);
  await expect(
    page.getByText('Cancelled tickets', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toContainText(
    `1 ticket cancelled on ${indianDate(left.partialCancellations[0]!.cancelledAt)} · refund ${inr(expected.amount)} (${expected.percentage}%)`,
  );
  await expect(page.getByRole('img', { name: /QR code for ticket/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'partial-cancel-ticket-page');
});

test('a category booking: 1 VIP of VIP × 2 and Gold × 1 cancelled from the dashboard card', async ({
  page,
  request,
}) => {
  const title = `Kathak Gala ${Date.now()}`;
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const [category] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const created = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      description: 'Kathak by the river, with live tabla and sarangi.',
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      categoryId: category!._id,
      city: 'Varanasi',
      venue: { name: 'Assi Ghat', address: null, coordinates: null, placeId: null },
      hasTicketCategories: true,
      ticketCategories: [
        { name: 'VIP', description: null, price: 1500, totalSeats: 20 },
        { name: 'Gold', description: null, price: 800, totalSeats: 20 },
      ],
      useDefaultRefundPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  const person = newPerson('partialcat');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);
  const booking = await bookViaApi(request, token, eventId, {
    ticketItems: [
      { categoryName: 'VIP', quantity: 2 },
      { categoryName: 'Gold', quantity: 1 },
    ],
  });
  const expected = refundByPolicy((await myBooking(request, token, booking._id)).refundPolicy, 20, 1500);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Cancel Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog.getByLabel('VIP')).toHaveValue('2');
  await expect(dialog.getByLabel('Gold')).toHaveValue('1');
  await dialog.getByLabel('Gold').selectOption('0');
  await dialog.getByLabel('VIP').selectOption('1');
  await expect(dialog).toContainText(
    `you get ${inr(expected.amount)} back (${expected.percentage}% of ${inr(1500)})`,
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'partial-cancel-category-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Yes, Cancel 1 Ticket' }).click();

  await expect(
    page.getByText(new RegExp(`^1 ticket cancelled\\. Refund of ${inr(expected.amount)}`)),
  ).toBeVisible();
  await expect(card).toContainText('VIP × 1');
  await expect(card).toContainText('Gold × 1');
  await expect(card).toContainText('Total (2 tickets)');
  await expect(card).toContainText(`1 ticket (VIP × 1) cancelled on`);
  await expect(page.getByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'partial-cancel-dashboard');
});
