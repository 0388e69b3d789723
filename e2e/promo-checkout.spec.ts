import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiEvent, fetchEvents } from './api-shortcuts';
import {
  chooseCardPayment,
  expectNoAxeViolations,
  inr,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

// The demo event with promo codes and checkout questions (decision 0042): COLLEGE20 takes 20% off every ticket (2
// uses per buyer), SPONSORPASS makes one category free (5 uses); every ticket asks 'T-shirt size?' (required), the
// order 'Which workshop will you attend?' (optional).
const SIZE_QUESTION = 'T-shirt size?';

interface ApiQuestion {
  _id: string;
  label: string;
}

async function findQuestionEvent(request: APIRequestContext): Promise<ApiEvent> {
  for (const event of await fetchEvents(request, { upcoming: true })) {
    if (!event.hasTicketCategories) continue;
    const response = await request.get(`/api/events/${event._id}/questions`);
    if (!response.ok()) continue;
    const { questions } = (await response.json()) as { questions: ApiQuestion[] };
    if (questions.some((question) => question.label === SIZE_QUESTION)) return event;
  }
  throw new Error(`No upcoming demo event asks '${SIZE_QUESTION}'`);
}

/** Rupees of one ticket with 20% off, rounded to the paisa as applyPromo does. */
function twentyPercentOff(rupees: number): number {
  const paise = Math.round(rupees * 100);
  return (paise - Math.round((paise * 20) / 100)) / 100;
}

async function payWithTestCard(page: Page, total: number) {
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${inr(total)}` }).click();
}

test('a link with COLLEGE20: the discounted total, a name and an answer per ticket, paid, and the ticket shows them @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const event = await findQuestionEvent(request);
  const category = event.ticketCategories.find((candidate) => candidate.price > 0)!;
  const person = newPerson('promo');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}?code=COLLEGE20`);
  await expect(page.getByText('COLLEGE20 applied: 20% off')).toBeVisible();
  await page.getByLabel(`Quantity for ${category.name}`).selectOption('2');
  const total = 2 * twentyPercentOff(category.price);
  const discount = Math.round((2 * category.price - total) * 100) / 100;
  await expect(page.getByTestId('booking-total')).toHaveText(inr(total));
  await expect(page.getByTestId('booking-discount')).toHaveText(`−${inr(discount)}`);

  const first = page.getByRole('group', { name: `Ticket 1 · ${category.name}` });
  const second = page.getByRole('group', { name: `Ticket 2 · ${category.name}` });
  await expect(first.getByLabel('Name')).toHaveValue(person.name);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(first.getByText(`Please answer “${SIZE_QUESTION}”`)).toBeVisible();
  await expect(second.getByText('Enter the name on ticket 2')).toBeVisible();
  await shoot(page, 'promo-checkout-errors');
  await expectNoAxeViolations(page);

  await first.getByRole('radio', { name: 'M', exact: true }).check();
  await second.getByLabel('Name').fill('Rahul Verma');
  await second.getByRole('radio', { name: 'L', exact: true }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByText('Secure Payment')).toBeVisible();
  await payWithTestCard(page, total);
  await expect(page.getByText('Booking successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();

  await page.getByRole('link', { name: 'View My Ticket' }).click();
  const names = page
    .locator('dt', { hasText: 'Names on the tickets' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(names.getByText(person.name, { exact: true })).toBeVisible();
  await expect(names.getByText('Rahul Verma', { exact: true })).toBeVisible();
  await expect(names).toContainText('T-shirt size?: M');
  await expect(page.getByText(`COLLEGE20: −${inr(discount)}`)).toBeVisible();
  await shoot(page, 'promo-ticket');
  await expectNoAxeViolations(page);
});

test('SPONSORPASS makes its category free: booked at once, without a payment @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await findQuestionEvent(request);
  const lookup = await request.get(`/api/events/${event._id}/promo-codes/lookup?code=SPONSORPASS`);
  expect(lookup.status(), await lookup.text()).toBe(200);
  const { ticketCategoryNames } = (await lookup.json()) as { ticketCategoryNames: string[] | null };
  const categoryName = ticketCategoryNames?.[0] ?? event.ticketCategories[0]!.name;
  const person = newPerson('sponsor');
  await registerViaApi(request, person);
  const { token } = await signInAs(page, request, person.email, person.password);

  await page.goto(`/events/${event._id}`);
  await page.getByRole('button', { name: 'Have a promo code?' }).click();
  await page.getByLabel('Promo code').fill('sponsorpass');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('SPONSORPASS applied: Free tickets')).toBeVisible();
  await page.getByLabel(`Quantity for ${categoryName}`).selectOption('1');
  await expect(page.getByTestId('booking-total')).toHaveText('Free');
  await page
    .getByRole('group', { name: `Ticket 1 · ${categoryName}` })
    .getByRole('radio', { name: 'XL', exact: true })
    .check();
  await shoot(page, 'promo-free');
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByRole('heading', { name: "You're Registered!" })).toBeVisible();
  await expect(page.getByText('Secure Payment')).toHaveCount(0);
  const bookings = await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${token}` } });
  const [booking] = (await bookings.json()) as {
    totalAmount: number;
    promo: { code: string } | null;
    attendees: { name: string; answers: { value: unknown }[] }[];
  }[];
  expect(booking).toMatchObject({
    totalAmount: 0,
    promo: { code: 'SPONSORPASS' },
    attendees: [{ name: person.name, answers: [{ value: 'XL' }] }],
  });
});
