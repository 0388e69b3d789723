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

// The e2e server keeps its e-mails (no SMTP_URL): the offer mail is read from the outbox the admin sees, as
// emails.spec.ts does. The waitlist's pass runs every second there (WAITLIST_PASS_SECONDS in playwright.config.ts).

const PRICE = 400;

/** Screenshots of this spec at the widths a person looks at: 390 px on a phone, 1280 px on a computer. */
async function atLookingWidth(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 640) await page.setViewportSize({ width: 390, height: 844 });
}

/** The offer e-mail sent to `recipient` (polled until the outbox holds it): its link's path to the offer. */
async function offerLinkMailedTo(request: APIRequestContext, recipient: string, eventTitle: string) {
  const { token } = await loginViaApi(request, DEMO.admin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  let mailId = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/emails?kind=waitlist_offer&limit=100', { headers });
        const { emails } = (await response.json()) as {
          emails: { _id: string; recipient: string; subject: string }[];
        };
        mailId = emails.find((mail) => mail.recipient === recipient)?._id ?? '';
        return mailId;
      },
      { timeout: 30_000, message: 'the waitlist offer e-mail is queued' },
    )
    .not.toBe('');
  const mail = (await (await request.get(`/api/admin/emails/${mailId}`, { headers })).json()) as {
    subject: string;
    text: string;
    html: string;
  };
  expect(mail.subject).toContain(`Tickets for ${eventTitle} are held for you`);
  const path = /\/waitlist\/offers\/[0-9a-f-]{36}/.exec(mail.html)?.[0];
  expect(path, 'the mail links to the offer').toBeDefined();
  expect(mail.text).toContain(path!);
  return path!;
}

test('a sold-out event: join the waitlist, a buyer cancels, the offer e-mail, buy the held seats @phone', async ({
  page,
  request,
}) => {
  test.slow(); // a purchase, a cancellation, the background pass and a second purchase
  await atLookingWidth(page);
  const width = page.viewportSize()!.width;
  const title = `Waitlist Night ${width} ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { totalSeats: 2, price: PRICE });

  // The first buyer takes both seats.
  const first = newPerson('first');
  await registerViaApi(request, first);
  const { token: firstToken } = await loginViaApi(request, first.email, first.password);
  const firstBooking = await bookViaApi(request, firstToken, eventId, { noOfSeats: 2 });

  // A second person finds it sold out and joins the line.
  const second = newPerson('waiting');
  await registerViaApi(request, second);
  const { token: secondToken } = await signInAs(page, request, second.email, second.password);
  await page.goto(`/events/${eventId}`);
  const waitlist = page.getByRole('heading', { name: 'Waitlist', exact: true });
  await expect(waitlist).toBeVisible();
  await expect(page.getByText('This event is sold out.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await page.getByLabel('Tickets wanted').selectOption('2');
  await shoot(page, 'waitlist-event-join');
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're #1 in line for 2 tickets")).toBeVisible();
  await expect(page.getByText("You're #1 in line for 2 tickets")).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-event-in-line');

  // The first buyer cancels: the seats go to the line, and the offer is mailed.
  const cancelled = await request.delete(`/api/bookings/${firstBooking._id}`, {
    headers: { Authorization: `Bearer ${firstToken}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const offerPath = await offerLinkMailedTo(request, second.email, title);

  // The dashboard has the notice.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Waitlist offers' }).getByRole('listitem');
  await expect(notice).toContainText(`Your waitlist offer for ${title}: 2 tickets held until`);
  await expect(notice.getByRole('link', { name: /Buy now/ })).toHaveAttribute('href', offerPath);
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-dashboard-offer');

  // The e-mail's link: the held seats, paid through the usual payment step, land on the ticket.
  await page.goto(offerPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Your waitlist offer' })).toBeVisible();
  await expect(page.getByText('Tickets held for you').locator('..')).toContainText('2 tickets');
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText(inr(2 * PRICE));
  await expect(page.getByText(/Your seats are held for \d+:\d\d:\d\d/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-offer');
  await nameOtherTickets(page, 2);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await chooseCardPayment(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await shoot(page, 'waitlist-offer-payment');
  await page.getByRole('button', { name: `Pay ${inr(2 * PRICE)}` }).click();
  await expect(page).toHaveURL(/\/ticket\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Booking successful!')).toBeVisible();

  const bookings = (await (
    await request.get('/api/bookings/user', { headers: { Authorization: `Bearer ${secondToken}` } })
  ).json()) as { _id: string; noOfSeats: number; cancelled: boolean; eventId: { _id: string } | null }[];
  const ticket = bookings.find((booking) => booking.eventId?._id === eventId && !booking.cancelled);
  expect(ticket).toMatchObject({ noOfSeats: 2 });
  expect(page.url()).toContain(`/ticket/${ticket!._id}`);

  // The offer's page now says it was bought.
  await page.goto(offerPath);
  await expect(page.getByText('You bought these tickets')).toBeVisible();
});

test("the organizer sees the event's waitlist and can switch it off @phone", async ({ page, request }) => {
  test.slow();
  await atLookingWidth(page);
  const width = page.viewportSize()!.width;
  const title = `Waitlist Lines ${width} ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { totalSeats: 1, price: PRICE });
  const buyer = newPerson('buyer');
  await registerViaApi(request, buyer);
  const { token: buyerToken } = await loginViaApi(request, buyer.email, buyer.password);
  await bookViaApi(request, buyerToken, eventId, { noOfSeats: 1 });
  const waiting = newPerson('liner');
  await registerViaApi(request, waiting);
  const { token } = await loginViaApi(request, waiting.email, waiting.password);
  const joined = await request.post('/api/waitlist', {
    headers: { Authorization: `Bearer ${token}` },
    data: { eventId, quantity: 1, acceptPartial: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  await page.goto('/organizer');
  await page.getByRole('link', { name: `Waitlist for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/waitlist$`));
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Waitlist on' })).toBeChecked();
  const entries =
    width < 768 ? page.getByRole('list', { name: 'Waitlist entries' }) : page.getByRole('table');
  await expect(entries).toContainText(waiting.name);
  await expect(entries).toContainText(waiting.email);
  await expect(entries).toContainText('Waiting');
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-organizer');

  await page.locator('label', { hasText: 'Waitlist on' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'will be told by e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Waitlist settings saved')).toBeVisible();
  await expect(entries).toContainText('Closed');
  await shoot(page, 'waitlist-organizer-off');
});

test('a sold-out ticket category has its line beside the categories still on sale @phone', async ({
  page,
  request,
}) => {
  await atLookingWidth(page);
  const width = page.viewportSize()!.width;
  const title = `Waitlist Tiers ${width} ${Date.now()}`;
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const [eventCategory] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const created = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      description: 'Two tiers: a single front-row seat, and the lawn.',
      date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      categoryId: eventCategory!._id,
      city: 'Pune',
      venue: { name: 'Mahalaxmi Lawns', address: null, coordinates: null, placeId: null },
      hasTicketCategories: true,
      ticketCategories: [
        { name: 'Front Row', price: 1500, totalSeats: 1, description: null },
        { name: 'Lawn', price: 500, totalSeats: 40, description: null },
      ],
      useDefaultRefundPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  const buyer = newPerson('front');
  await registerViaApi(request, buyer);
  const { token } = await loginViaApi(request, buyer.email, buyer.password);
  await bookViaApi(request, token, eventId, { ticketItems: [{ categoryName: 'Front Row', quantity: 1 }] });

  const person = newPerson('tiers');
  await registerViaApi(request, person);
  await signInAs(page, request, person.email, person.password);
  await page.goto(`/events/${eventId}`);
  const line = page.getByLabel('Ticket category');
  await expect(line).toBeVisible();
  await expect(line.getByRole('option')).toHaveText(['Front Row']);
  // The lawn is still on sale in the booking panel; the front row is not.
  await expect(page.getByLabel('Quantity for Lawn')).toBeVisible();
  await expect(page.getByLabel('Quantity for Front Row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're #1 in line for 1 ticket (Front Row)")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-event-category');
});

test('a declined offer goes to the next in line, whose free tickets are booked at once @phone', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await atLookingWidth(page);
  const title = `Free Waitlist ${page.viewportSize()!.width} ${Date.now()}`;
  const { eventId } = await createEventAsOrganizer(request, title, { totalSeats: 1, price: 0 });
  const holder = newPerson('holder');
  await registerViaApi(request, holder);
  const { token: holderToken } = await loginViaApi(request, holder.email, holder.password);
  const holderHeaders = { Authorization: `Bearer ${holderToken}` };
  const free = await request.post('/api/bookings/free', {
    headers: holderHeaders,
    data: { eventId, noOfSeats: 1 },
  });
  expect(free.status(), await free.text()).toBe(201);
  const { booking } = (await free.json()) as { booking: { _id: string } };

  // Two people wait, in this order.
  const [first, next] = [newPerson('declines'), newPerson('next')];
  for (const person of [first, next]) {
    await registerViaApi(request, person);
    const { token } = await loginViaApi(request, person.email, person.password);
    const joined = await request.post('/api/waitlist', {
      headers: { Authorization: `Bearer ${token}` },
      data: { eventId, quantity: 1 },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  expect((await request.delete(`/api/bookings/${booking._id}`, { headers: holderHeaders })).status()).toBe(
    200,
  );
  const firstOffer = await offerLinkMailedTo(request, first.email, title);

  // The first in line says no thanks.
  await signInAs(page, request, first.email, first.password);
  await page.goto(firstOffer);
  await expect(page.getByText('These tickets are free: no payment is needed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'waitlist-offer-free');
  await page.getByRole('button', { name: 'No thanks, give them to the next person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this offer?' });
  await dialog.getByRole('button', { name: 'Decline the offer' }).click();
  await expect(page.getByText('You declined this offer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the event' })).toBeVisible();
  await shoot(page, 'waitlist-offer-declined');

  // The seat goes to the next person, who books it from the e-mail's link without paying.
  const nextOffer = await offerLinkMailedTo(request, next.email, title);
  const context = await browser.newContext({ viewport: page.viewportSize()! });
  const nextPage = await context.newPage();
  await signInAs(nextPage, request, next.email, next.password);
  await nextPage.goto(nextOffer);
  await nextPage.getByRole('button', { name: 'Book my 1 ticket' }).click();
  await expect(nextPage).toHaveURL(/\/ticket\/[0-9a-f-]{36}$/);
  await nextPage.goto(nextOffer);
  await expect(nextPage.getByText('You bought these tickets')).toBeVisible();
  await context.close();
});
