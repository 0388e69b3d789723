import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  inr,
  loginViaApi,
  newPerson,
  registerViaApi,
  shoot,
  signInAs,
} from './support';

// What an organizer sets up for a sale (decision 0042): promo codes and checkout questions, and the attendee list's
// row per ticket with the name it carries and its answers.

const DAY = 86_400_000;
const VIP = 1500;
const GOLD = 800;

/** Screenshots at the widths a person looks at: 390 px on a phone, 1280 px on a computer. */
async function atLookingWidth(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 640) await page.setViewportSize({ width: 390, height: 844 });
}

/** A fresh event of the demo organizer with two ticket categories; its id and the organizer's token. */
async function createCategoryEvent(request: APIRequestContext, title: string) {
  const organizer = await loginViaApi(request, DEMO.organizer, DEMO_PASSWORD);
  const [category] = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const created = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      description: 'Carnatic and Hindustani ragas at dusk, with a jugalbandi to close.',
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      categoryId: category!._id,
      city: 'Pune',
      venue: { name: 'Shaniwar Wada Lawns', address: null, coordinates: null, placeId: null },
      hasTicketCategories: true,
      ticketCategories: [
        { name: 'VIP', description: null, price: VIP, totalSeats: 20 },
        { name: 'Gold', description: null, price: GOLD, totalSeats: 50 },
      ],
      useDefaultRefundPolicy: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return {
    eventId: ((await created.json()) as { event: { _id: string } }).event._id,
    token: organizer.token,
  };
}

/**
 * A paid booking made the way the checkout makes it: a name (and answers) for each ticket, the order's answers and a
 * promo code, priced by the server, paid with the 4242 test card.
 */
async function bookWithNames(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown> & { amount: number },
) {
  const headers = { Authorization: `Bearer ${token}` };
  const intent = await request.post('/api/payments/create-payment-intent', { headers, data: body });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const paid = await request.post('/api/payments/test/confirm', {
    headers,
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const booked = await request.post('/api/bookings', {
    headers,
    data: {
      eventId: body.eventId,
      hasTicketCategories: true,
      ticketItems: body.ticketItems,
      paymentIntentId,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return ((await booked.json()) as { booking: { ticketId: string } }).booking;
}

test('an organizer makes a promo code, sees it listed, edits it and switches it off @phone', async ({
  page,
  request,
}) => {
  test.slow(); // two dialogs and three saves, each checked for accessibility
  await atLookingWidth(page);
  const width = page.viewportSize()!.width;
  const phone = width < 768;
  const title = `Raga Dusk ${width} ${Date.now()}`;
  const { eventId, token } = await createCategoryEvent(request, title);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);

  // From the dashboard's event card.
  await page.goto('/organizer');
  await page.getByRole('link', { name: `Promo codes for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/promo-codes$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await expect(page.getByText('No promo codes yet')).toBeVisible();

  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code', { exact: true }).fill('RAGA 20');
  await dialog.getByLabel('Percentage off (%)').fill('20');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog.getByText('A code has 3 to 32 letters, digits, hyphens or underscores')).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill('RAGA20');
  await dialog.getByRole('checkbox', { name: 'VIP' }).check();
  await dialog.getByLabel('Max uses', { exact: true }).fill('50');
  await dialog.getByLabel('Max uses per buyer').fill('2');
  await expect(dialog.getByText('Buyers see: 20% off')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'sale-setup-promo-form', { fullPage: false });
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Promo code RAGA20 created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed: a table on a computer, a card on a phone.
  const listed = phone
    ? page.getByRole('list', { name: 'Promo codes' }).getByRole('listitem').filter({ hasText: 'RAGA20' })
    : page.getByRole('row').filter({ hasText: 'RAGA20' });
  await expect(listed).toContainText('20% off');
  await expect(listed).toContainText('VIP');
  await expect(listed).toContainText('0 / 50');
  await expect(listed.getByText('On', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'sale-setup-promo-list');

  // The code's link: the event page with ?code=.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await listed.getByRole('button', { name: 'Copy link for RAGA20' }).click();
  await expect(page.getByText('Link for RAGA20 copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/events/${eventId}\\?code=RAGA20$`),
  );

  // Edit: ₹250 off each ticket, any category.
  await listed.getByRole('button', { name: 'Edit RAGA20' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit RAGA20' });
  await edit.getByRole('radio', { name: 'Amount off each ticket' }).check();
  await edit.getByLabel('Amount off each ticket (₹)').fill('250');
  await edit.getByRole('checkbox', { name: 'VIP' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Promo code RAGA20 updated')).toBeVisible();
  await expect(listed).toContainText('₹250 off each ticket');
  await expect(listed).toContainText('All tickets');

  // Switch off, after a confirmation.
  await listed.getByRole('button', { name: 'Switch off RAGA20' }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch RAGA20 off?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect(page.getByText('RAGA20 switched off')).toBeVisible();
  await expect(listed.getByText('Off', { exact: true })).toBeVisible();
  await expect(listed.getByRole('button', { name: 'Switch on RAGA20' })).toBeVisible();

  // The server keeps it so.
  const kept = await request.get(`/api/events/${eventId}/promo-codes`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { promoCodes } = (await kept.json()) as {
    promoCodes: { code: string; kind: string; value: number; active: boolean; ticketCategoryNames: null }[];
  };
  expect(promoCodes).toMatchObject([
    { code: 'RAGA20', kind: 'amount', value: 250, active: false, ticketCategoryNames: null },
  ]);
});

test('an organizer adds two checkout questions and saves them in order @phone', async ({ page, request }) => {
  test.slow(); // two questions typed, checked for accessibility, saved and read back
  await atLookingWidth(page);
  const width = page.viewportSize()!.width;
  const title = `Raga Morning ${width} ${Date.now()}`;
  const { eventId } = await createCategoryEvent(request, title);
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);

  await page.goto('/organizer');
  await page.getByRole('link', { name: `Checkout questions for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/questions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout questions' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('the answers already given are kept');

  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await expect(first.getByLabel('Question text')).toBeFocused();
  await first.getByLabel('Question text').fill('Meal preference');
  await first.getByLabel('Answer type').selectOption('single_choice');
  await first.getByLabel('Option 1', { exact: true }).fill('Veg');
  await first.getByLabel('Option 2', { exact: true }).fill('Non-veg');
  await first.getByRole('checkbox', { name: 'Required' }).check();
  await first.getByRole('checkbox', { name: 'VIP' }).check();

  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question text').fill('Company');
  await second.getByRole('radio', { name: 'Once per order' }).check();
  await expectNoAxeViolations(page);
  await shoot(page, 'sale-setup-questions');
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved')).toBeVisible();

  // Saved in order, for anyone's checkout to ask.
  const asked = (await (await request.get(`/api/events/${eventId}/questions`)).json()) as {
    questions: unknown[];
  };
  expect(asked.questions).toMatchObject([
    {
      label: 'Meal preference',
      kind: 'single_choice',
      options: ['Veg', 'Non-veg'],
      required: true,
      scope: 'ticket',
      ticketCategoryNames: ['VIP'],
    },
    {
      label: 'Company',
      kind: 'text',
      options: [],
      required: false,
      scope: 'order',
      ticketCategoryNames: null,
    },
  ]);

  // Reordered after a reload: one PUT of the whole list.
  await page.reload();
  const company = page.getByRole('group', { name: 'Question 2' });
  await expect(company.getByLabel('Question text')).toHaveValue('Company');
  await company.getByRole('button', { name: 'Move question 2 up' }).click();
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved')).toBeVisible();
  const reordered = (await (await request.get(`/api/events/${eventId}/questions`)).json()) as {
    questions: { label: string }[];
  };
  expect(reordered.questions.map((question) => question.label)).toEqual(['Company', 'Meal preference']);
});

test('the attendee list shows each ticket with its name, category and answers, the code and order answers once', async ({
  page,
  request,
}) => {
  test.slow(); // a purchase before the screen
  const title = `Raga Night ${Date.now()}`;
  const { eventId, token } = await createCategoryEvent(request, title);
  const headers = { Authorization: `Bearer ${token}` };
  await signInAs(page, request, DEMO.organizer, DEMO_PASSWORD);
  const codeMade = await request.post(`/api/events/${eventId}/promo-codes`, {
    headers,
    data: { code: 'FRIENDS10', kind: 'percent', value: 10 },
  });
  expect(codeMade.status(), await codeMade.text()).toBe(201);
  const questionsMade = await request.put(`/api/events/${eventId}/questions`, {
    headers,
    data: {
      questions: [
        { label: 'Meal preference', kind: 'single_choice', options: ['Veg', 'Non-veg'], required: true },
        { label: 'Company', kind: 'text', scope: 'order' },
      ],
    },
  });
  expect(questionsMade.status(), await questionsMade.text()).toBe(200);
  const asked = (await questionsMade.json()) as { questions: { _id: string }[] };

  // A buyer books a VIP and a Gold ticket, one in a friend's name, with the code.
  const buyer = newPerson('names');
  await registerViaApi(request, buyer);
  const { token: buyerToken } = await loginViaApi(request, buyer.email, buyer.password);
  const [meal, company] = asked.questions as [{ _id: string }, { _id: string }];
  const { ticketId } = await bookWithNames(request, buyerToken, {
    eventId,
    hasTicketCategories: true,
    ticketItems: [
      { categoryName: 'VIP', quantity: 1 },
      { categoryName: 'Gold', quantity: 1 },
    ],
    amount: 2070, // 10% off ₹1,500 and ₹800
    promoCode: 'friends10',
    attendees: [
      { name: buyer.name, answers: { [meal._id]: 'Veg' } },
      { name: 'Vikram Singh', email: 'vikram@example.com', answers: { [meal._id]: 'Non-veg' } },
    ],
    orderAnswers: { [company._id]: 'Tabla Works' },
  });

  // The details dialog's attendee list: the buyer once, then a row per ticket.
  await page.goto('/organizer');
  await page.getByRole('button', { name: `Details of ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  const booking = details.getByRole('list', { name: `Attendees of ${title}` }).locator('> li');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(buyer.email);
  await expect(booking).toContainText('Promo code: FRIENDS10');
  await expect(booking).toContainText('Company: Tabla Works');
  const tickets = booking.getByRole('list', { name: /^Tickets of / }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.nth(0)).toContainText(buyer.name);
  await expect(tickets.nth(0)).toContainText('VIP');
  await expect(tickets.nth(0)).toContainText('Meal preference: Veg');
  await expect(tickets.nth(1)).toContainText('Vikram Singh');
  await expect(tickets.nth(1)).toContainText('Gold');
  await expect(tickets.nth(1)).toContainText('vikram@example.com');
  await expect(tickets.nth(1)).toContainText('Meal preference: Non-veg');
  await expect(details.getByText('Seats sold').locator('..')).toContainText('2');
  await expectNoAxeViolations(page);
  await shoot(page, 'sale-setup-attendees', { fullPage: false });

  // The CSV: a row per ticket with its name and answers, the order's answer and code on each.
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('Attendee name');
  expect(lines[0]).toContain('Meal preference');
  expect(lines[0]).toContain('Company');
  expect(lines[1]).toContain(buyer.name);
  expect(lines[1]).toMatch(/Veg.*Tabla Works|Tabla Works.*Veg/);
  expect(lines[2]).toContain('Vikram Singh');
  expect(lines[2]).toContain('Non-veg');
  expect(lines[2]).toContain('FRIENDS10');

  // The code's figures count the order.
  await page.goto(`/events/${eventId}/promo-codes`);
  const row = page.getByRole('row').filter({ hasText: 'FRIENDS10' });
  await expect(row).toContainText(inr(2070));
  await expect(row).toContainText(inr(230));

  // At the door the names are read out on admission.
  await page.goto(`/events/verify/${eventId}`);
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await page.getByRole('textbox', { name: 'Ticket ID or QR data' }).fill(ticketId);
  await page.getByRole('button', { name: 'Verify Ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Successful' })).toBeVisible();
  await expect(page.getByText('Admitted:').locator('..')).toHaveText(`Admitted: ${buyer.name}, Vikram Singh`);
  await expectNoAxeViolations(page);
  await shoot(page, 'sale-setup-door-names', { fullPage: false });
});
