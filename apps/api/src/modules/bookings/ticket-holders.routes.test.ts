import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addQuestion,
  expectFestivalHolders,
  festival,
  festivalCheckout,
  festivalSelection,
  holderRowsOf,
  listedBooking,
} from '../../../test/checkout-details';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { book, payWithCard, purchase, startPayment, sweepHolds } from '../../../test/purchase';
import { outboxMails, payments } from '../../db/schema';

// The names on tickets and the answers to the organizer's questions (decision 0042) on paid and free bookings: kept
// on the hold, copied to the booking, returned to the buyer, mailed to each named attendee.

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

describe('names and answers on a paid booking', () => {
  test('kept from the hold to the booking, in the selection order, with each ticket’s category, and returned to the buyer', async () => {
    const sale = await festival(ctx, organizerId);
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

    expectFestivalHolders(await listedBooking(ctx, buyer, booking._id), sale);

    const rows = await holderRowsOf(ctx, booking._id);
    expect(rows.map((row) => [row.position, row.ticketCategoryId, row.categoryName])).toEqual([
      [1, sale.generalId, 'General'],
      [2, sale.vipId, 'VIP'],
    ]);
  });

  test('another person never sees them: their booking is not found', async () => {
    const sale = await festival(ctx, organizerId);
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
    const sale = await festival(ctx, organizerId);
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
      // The booking's language (issue 30): the buyer's, the best guess for the people they booked for.
      locale: 'en',
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
    const diet = await addQuestion(ctx, event.id, { label: 'Dietary needs', kind: 'text' });
    const age = await addQuestion(ctx, event.id, { label: 'Age', kind: 'number', required: true });
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
