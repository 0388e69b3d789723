import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, purchase, startPayment, sweepHolds } from '../../../test/purchase';
import { entryOf, joinWaitlist, waitlistPass } from '../../../test/waitlist';
import {
  bookingAttendees,
  checkoutQuestions,
  events,
  outboxMails,
  payments,
  ticketCategories,
} from '../../db/schema';

// The names on tickets and the answers to the organizer's questions (decision 0042), through every way a booking is
// made: kept on the hold, copied to the booking, returned to the buyer, mailed to each named attendee.

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

type QuestionRow = typeof checkoutQuestions.$inferInsert;
async function addQuestion(eventId: string, fields: Omit<QuestionRow, 'eventId' | 'position'>) {
  const existing = await ctx.db
    .select()
    .from(checkoutQuestions)
    .where(eq(checkoutQuestions.eventId, eventId));
  const [row] = await ctx.db
    .insert(checkoutQuestions)
    .values({ eventId, position: existing.length, ...fields })
    .returning();
  return row!.id;
}

const categoryIdOf = async (eventId: string, name: string) =>
  (
    await ctx.db
      .select()
      .from(ticketCategories)
      .where(and(eq(ticketCategories.eventId, eventId), eq(ticketCategories.name, name)))
  )[0]!.id;

/** A VIP (₹1,000) and General (₹500) event asking: each ticket's company (required), VIP tickets' meal, the order's parking (required). */
async function festival() {
  const event = await createEventRow(ctx, {
    organizerId,
    title: 'Ziro Festival',
    tiers: [
      { name: 'VIP', pricePaise: 100_000, seats: 5 },
      { name: 'General', pricePaise: 50_000, seats: 10 },
    ],
  });
  const vipId = await categoryIdOf(event.id, 'VIP');
  const generalId = await categoryIdOf(event.id, 'General');
  const company = await addQuestion(event.id, { label: 'Company', kind: 'text', required: true });
  const meal = await addQuestion(event.id, {
    label: 'Meal',
    kind: 'single_choice',
    options: ['Veg', 'Non-veg'],
    ticketCategoryIds: [vipId],
  });
  const parking = await addQuestion(event.id, {
    label: 'Parking',
    kind: 'yes_no',
    required: true,
    scope: 'order',
  });
  return { event, vipId, generalId, q: { company, meal, parking } };
}

type Festival = Awaited<ReturnType<typeof festival>>;

/** General first, then VIP: the tickets' order is the body's, not the event's. */
const festivalSelection = {
  ticketItems: [
    { categoryName: 'general', quantity: 1 },
    { categoryName: 'VIP', quantity: 1 },
  ],
};
const festivalCheckout = ({ q }: Festival) => ({
  attendees: [
    { name: ' Ravi Kumar ', email: 'Ravi@Example.in', answers: { [q.company]: 'Acme' } },
    { name: 'Meera Iyer', answers: { [q.company]: 'Beta Labs', [q.meal]: 'Veg' } },
  ],
  orderAnswers: { [q.parking]: true },
});

function expectFestivalHolders(booking: { attendees: unknown; orderAnswers: unknown }, { q }: Festival) {
  expect(booking.attendees).toEqual([
    {
      position: 1,
      categoryName: 'General',
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      answers: [{ questionId: q.company, label: 'Company', kind: 'text', value: 'Acme' }],
      cancelled: false,
    },
    {
      position: 2,
      categoryName: 'VIP',
      name: 'Meera Iyer',
      email: null,
      answers: [
        { questionId: q.company, label: 'Company', kind: 'text', value: 'Beta Labs' },
        { questionId: q.meal, label: 'Meal', kind: 'single_choice', value: 'Veg' },
      ],
      cancelled: false,
    },
  ]);
  expect(booking.orderAnswers).toEqual([
    { questionId: q.parking, label: 'Parking', kind: 'yes_no', value: true },
  ]);
}

const holderRowsOf = (bookingId: string) =>
  ctx.db
    .select()
    .from(bookingAttendees)
    .where(eq(bookingAttendees.bookingId, bookingId))
    .orderBy(asc(bookingAttendees.position));

/** The booking as its holder's list (GET /api/bookings/user) shows it. */
async function listedBooking(as: TestUser, bookingId: string) {
  const list = await injectAs(ctx, as, { method: 'GET', url: '/api/bookings/user' });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().find((row: { _id: string }) => row._id === bookingId);
}

describe('names and answers on a paid booking', () => {
  test('kept from the hold to the booking, in the selection order, with each ticket’s category, and returned to the buyer', async () => {
    const sale = await festival();
    const buyer = await createUser(ctx);
    const booking = await purchase(
      ctx,
      buyer,
      sale.event.id,
      festivalSelection,
      1500,
      festivalCheckout(sale),
    );
    expectFestivalHolders(booking, sale);
    expect(booking.promo).toBeNull();

    expectFestivalHolders(await listedBooking(buyer, booking._id), sale);

    const rows = await holderRowsOf(booking._id);
    expect(rows.map((row) => [row.position, row.ticketCategoryId, row.categoryName])).toEqual([
      [1, sale.generalId, 'General'],
      [2, sale.vipId, 'VIP'],
    ]);
  });

  test('another person never sees them: their booking is not found', async () => {
    const sale = await festival();
    const buyer = await createUser(ctx);
    const booking = await purchase(
      ctx,
      buyer,
      sale.event.id,
      festivalSelection,
      1500,
      festivalCheckout(sale),
    );
    const stranger = await createUser(ctx);
    const ticket = await injectAs(ctx, stranger, { method: 'GET', url: `/api/bookings/${booking._id}/qr` });
    expect(ticket.statusCode).toBe(404);
    const theirs = await injectAs(ctx, stranger, { method: 'GET', url: '/api/bookings/user' });
    expect(theirs.json()).toEqual([]);
  });

  test('a paid hold booked by the server (the sweeper asking the provider) gets them too', async () => {
    const sale = await festival();
    const buyer = await createUser(ctx);
    const started = await startPayment(
      ctx,
      buyer,
      sale.event.id,
      festivalSelection,
      1500,
      festivalCheckout(sale),
    );
    expect(started.statusCode, started.body).toBe(200);
    const [hold] = await ctx.db.select().from(payments).where(eq(payments.userId, buyer.user.id));
    expect(hold!.checkout?.attendees.map((attendee) => attendee.ticketCategoryId)).toEqual([
      sale.generalId,
      sale.vipId,
    ]);
    expect((await payWithCard(ctx, buyer, started.json().clientSecret)).statusCode).toBe(200);
    await sweepHolds(ctx);
    const list = await injectAs(ctx, buyer, { method: 'GET', url: '/api/bookings/user' });
    const [booking] = list.json();
    expect(booking).toBeDefined();
    expectFestivalHolders(booking, sale);
  });

  test('without names every ticket carries the buyer’s, categories in line order', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      tiers: [
        { name: 'Balcony', pricePaise: 30_000, seats: 5 },
        { name: 'Stalls', pricePaise: 20_000, seats: 5 },
      ],
    });
    const buyer = await createUser(ctx, { name: 'Anjali Rao' });
    const selection = {
      ticketItems: [
        { categoryName: 'Stalls', quantity: 2 },
        { categoryName: 'Balcony', quantity: 1 },
      ],
    };
    const booking = await purchase(ctx, buyer, event.id, selection, 700);
    expect(booking.attendees).toEqual(
      ['Stalls', 'Stalls', 'Balcony'].map((categoryName, index) => ({
        position: index + 1,
        categoryName,
        name: 'Anjali Rao',
        email: null,
        answers: [],
        cancelled: false,
      })),
    );
    expect(booking.orderAnswers).toEqual([]);
  });

  test('a hold kept without a checkout (a client of before the names) is booked with the buyer’s name on each seat', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 40_000, totalSeats: 10 });
    const buyer = await createUser(ctx, { name: 'Old Client' });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 800);
    await ctx.db.update(payments).set({ checkout: null }).where(eq(payments.userId, buyer.user.id));
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
    const booked = await book(ctx, buyer, event.id, paymentIntentId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(
      booked
        .json()
        .booking.attendees.map((a: { name: string; categoryName: null }) => [a.name, a.categoryName]),
    ).toEqual([
      ['Old Client', null],
      ['Old Client', null],
    ]);
  });
});

describe('each named attendee gets their own ticket mail', () => {
  test('one per address other than the buyer’s, with the tickets named to it and the booking’s QR', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      title: 'Comedy Night',
      pricePaise: 30_000,
      totalSeats: 10,
    });
    const buyer = await createUser(ctx, { name: 'Priya Sharma' });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 4 }, 1200, {
      attendees: [
        { name: 'Priya Sharma', email: buyer.user.email.toUpperCase() },
        { name: 'Arjun Mehta', email: 'arjun@example.in' },
        { name: 'Kavya Mehta', email: 'ARJUN@example.in' },
        { name: 'Dev Rao' },
      ],
    });
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'attendee_ticket'), eq(outboxMails.causeId, booking._id)));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: 'arjun@example.in',
      orderKey: `event:${event.id}`,
      subject: 'Your ticket for Comedy Night, booked by Priya Sharma',
      status: 'pending',
    });
    expect(mail!.payload).toEqual({
      bookingId: booking._id,
      ticketId: booking.ticketId,
      qrCode: booking.qrCode,
      attendeeName: 'Arjun Mehta',
      buyerName: 'Priya Sharma',
      event: expect.objectContaining({ id: event.id, title: 'Comedy Night', date: event.date.toISOString() }),
      tickets: [
        { position: 2, categoryName: null, name: 'Arjun Mehta' },
        { position: 3, categoryName: null, name: 'Kavya Mehta' },
      ],
      seats: 4,
    });
    const own = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.causeId, booking._id), eq(outboxMails.recipient, buyer.user.email)));
    expect(own.map((row) => row.kind)).toEqual(['booking_confirmed']);
  });

  test('a free booking mails its named attendees too', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const buyer = await createUser(ctx);
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1, attendees: [{ name: 'Guest', email: 'guest@example.in' }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.kind, 'attendee_ticket'), eq(outboxMails.causeId, response.json().booking._id)),
      );
    expect(mails.map((mail) => mail.recipient)).toEqual(['guest@example.in']);
  });
});

describe('free bookings', () => {
  test('keep the names and answers, and default to the buyer’s name', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const diet = await addQuestion(event.id, { label: 'Dietary needs', kind: 'text' });
    const age = await addQuestion(event.id, { label: 'Age', kind: 'number', required: true });
    const buyer = await createUser(ctx, { name: 'Sana Khan' });
    const free = (payload: object) =>
      injectAs(ctx, buyer, {
        method: 'POST',
        url: '/api/bookings/free',
        payload: { eventId: event.id, ...payload },
      });
    const named = await free({
      noOfSeats: 2,
      attendees: [
        { name: 'Sana Khan', answers: { [age]: 31, [diet]: 'No nuts' } },
        { name: 'Imran Khan', answers: { [age]: '8' } },
      ],
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(
      named.json().booking.attendees.map((a: { name: string; answers: unknown }) => [a.name, a.answers]),
    ).toEqual([
      [
        'Sana Khan',
        [
          { questionId: diet, label: 'Dietary needs', kind: 'text', value: 'No nuts' },
          { questionId: age, label: 'Age', kind: 'number', value: 31 },
        ],
      ],
      ['Imran Khan', [{ questionId: age, label: 'Age', kind: 'number', value: 8 }]],
    ]);

    const other = await createUser(ctx, { name: 'Tara Das' });
    const unnamed = await injectAs(ctx, other, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
    });
    // Age is required of every ticket, named or not.
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `attendees.0.answers.${age}` });
  });
});

describe('refusals name their field and take no seat', () => {
  const seatsOf = async (eventId: string) =>
    (await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, eventId))).map(
      (category) => category.availableSeats,
    );

  test('each wrong detail is a 400 on its own field', async () => {
    const sale = await festival();
    const { q } = sale;
    const buyer = await createUser(ctx);
    const good = festivalCheckout(sale);
    const [ravi, meera] = good.attendees;
    const cases: [string, object, string][] = [
      ['a name for each ticket', { ...good, attendees: [ravi] }, 'attendees'],
      [
        'a required answer',
        { ...good, attendees: [{ name: 'Ravi' }, meera] },
        `attendees.0.answers.${q.company}`,
      ],
      [
        'a choice not offered',
        { ...good, attendees: [ravi, { ...meera, answers: { [q.company]: 'B', [q.meal]: 'Vegan' } }] },
        `attendees.1.answers.${q.meal}`,
      ],
      [
        "another category's question",
        { ...good, attendees: [{ ...ravi, answers: { [q.company]: 'A', [q.meal]: 'Veg' } }, meera] },
        `attendees.0.answers.${q.meal}`,
      ],
      [
        'text over 500 characters',
        { ...good, attendees: [{ ...ravi, answers: { [q.company]: 'x'.repeat(501) } }, meera] },
        `attendees.0.answers.${q.company}`,
      ],
      ['the order’s required answer', { ...good, orderAnswers: {} }, `orderAnswers.${q.parking}`],
      ['yes or no', { ...good, orderAnswers: { [q.parking]: 'yes' } }, `orderAnswers.${q.parking}`],
      [
        'an unknown question',
        { ...good, orderAnswers: { [q.parking]: true, [q.company]: 'A' } },
        `orderAnswers.${q.company}`,
      ],
      ['a bad e-mail', { ...good, attendees: [{ ...ravi, email: 'ravi@' }, meera] }, 'attendees.0.email'],
      [
        'a name too long',
        { ...good, attendees: [ravi, { ...meera, name: 'm'.repeat(101) }] },
        'attendees.1.name',
      ],
    ];
    for (const [what, extras, field] of cases) {
      const response = await startPayment(ctx, buyer, sale.event.id, festivalSelection, 1500, extras);
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    const unknown = randomUUID();
    const stray = await startPayment(ctx, buyer, sale.event.id, festivalSelection, 1500, {
      ...good,
      orderAnswers: { [q.parking]: true, [unknown]: 'x' },
    });
    expect(stray.json()).toMatchObject({
      field: `orderAnswers.${unknown}`,
      message: 'This question is not asked here',
    });
    expect(await seatsOf(sale.event.id)).toEqual([5, 10]);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, buyer.user.id))).toEqual([]);
  });

  test('a retired question is no longer asked: its answer is refused, its requirement gone', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 10 });
    const old = await addQuestion(event.id, { label: 'T-shirt size', kind: 'text', required: true });
    await ctx.db
      .update(checkoutQuestions)
      .set({ retiredAt: new Date() })
      .where(eq(checkoutQuestions.id, old));
    const buyer = await createUser(ctx);
    const answered = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100, {
      attendees: [{ name: 'A', answers: { [old]: 'M' } }],
    });
    expect(answered.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `attendees.0.answers.${old}` });
    expect((await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).statusCode).toBe(200);
  });

  test('a free booking refuses before it takes a seat', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 3 });
    const buyer = await createUser(ctx);
    const response = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 2, attendees: [{ name: 'Only one' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'attendees' });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.availableSeats).toBe(3);
  });
});

describe("a waitlist offer's checkout", () => {
  /** A single-price event sold out to one buyer, a person waiting for `quantity` seats, and the seats given back. */
  async function offer(pricePaise: number, quantity: number) {
    const event = await createEventRow(ctx, { organizerId, pricePaise, totalSeats: quantity });
    const holder = await createUser(ctx);
    const held =
      pricePaise === 0
        ? (
            await injectAs(ctx, holder, {
              method: 'POST',
              url: '/api/bookings/free',
              payload: { eventId: event.id, noOfSeats: quantity },
            })
          ).json().booking
        : await purchase(ctx, holder, event.id, { noOfSeats: quantity }, (quantity * pricePaise) / 100);
    const person = await createUser(ctx, { name: 'Waiting Person' });
    const entry = await joinWaitlist(ctx, person, { eventId: event.id, quantity });
    const dropped = await injectAs(ctx, holder, { method: 'DELETE', url: `/api/bookings/${held._id}` });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await waitlistPass(ctx);
    expect(await entryOf(ctx, person, entry._id)).toMatchObject({ status: 'offered' });
    const question = await addQuestion(event.id, { label: 'Phone', kind: 'text', required: true });
    return { event, person, entryId: entry._id as string, question };
  }

  test('a paid offer keeps the names and answers, and refuses a wrong count on its field', async () => {
    const { event, person, entryId, question } = await offer(50_000, 2);
    const checkout = (payload: object) =>
      injectAs(ctx, person, { method: 'POST', url: `/api/waitlist/${entryId}/payment-intent`, payload });
    const wrong = await checkout({ attendees: [{ name: 'Solo', answers: { [question]: '1' } }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'attendees' });
    const unanswered = await checkout({});
    expect(unanswered.json()).toMatchObject({ field: `attendees.0.answers.${question}` });

    const started = await checkout({
      attendees: [
        { name: 'Nila', answers: { [question]: '98450 00001' } },
        { name: 'Vikram', email: 'vikram@example.in', answers: { [question]: '98450 00002' } },
      ],
    });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithCard(ctx, person, clientSecret)).statusCode).toBe(200);
    const booked = await book(ctx, person, event.id, paymentIntentId);
    expect(booked.statusCode, booked.body).toBe(201);
    const { attendees } = booked.json().booking;
    expect(attendees.map((a: { name: string; email: string | null }) => [a.name, a.email])).toEqual([
      ['Nila', null],
      ['Vikram', 'vikram@example.in'],
    ]);
    expect(attendees[1].answers).toEqual([
      { questionId: question, label: 'Phone', kind: 'text', value: '98450 00002' },
    ]);
    const mails = await ctx.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, 'attendee_ticket'), eq(outboxMails.recipient, 'vikram@example.in')));
    expect(mails).toHaveLength(1);
  });

  test('a free offer is booked with its names and answers', async () => {
    const { person, entryId, question } = await offer(0, 2);
    const take = (payload?: object) =>
      injectAs(ctx, person, { method: 'POST', url: `/api/waitlist/${entryId}/free-booking`, payload });
    const refused = await take({ attendees: [{ name: 'A' }, { name: 'B' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: `attendees.0.answers.${question}` });
    const booked = await take({
      attendees: [
        { name: 'A', answers: { [question]: '1' } },
        { name: 'B', answers: { [question]: '2' } },
      ],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking } = booked.json();
    expect(booking.attendees.map((a: { name: string }) => a.name)).toEqual(['A', 'B']);
    expect((await holderRowsOf(booking._id)).map((row) => row.answers[0]?.value)).toEqual(['1', '2']);
  });
});
