import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { payWithCard, purchase, startPayment } from '../../../test/purchase';
import { bookings, outboxMails, users } from '../../db/schema';
import { ticketQrPayload } from '../../lib/ticket-qr';
import { bookPaidIntent } from '../bookings/paid-booking.service';
import { purchaseTermsOf } from '../bookings/purchase-terms';
import { renderMailParts } from './render-mail';

// The ticket mail is queued from what the booking statement returned (decision 0021): the same facts the booking
// has, with no read of its own. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let ctx: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});

afterAll(async () => {
  await ctx.close();
});

async function ticketMailOf(bookingId: string) {
  return ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, bookingId));
}

test('a paid booking of two categories queues its ticket with the buyer, the venue, the lines as chosen and the frozen policy', async () => {
  const buyer = await createUser(ctx, { name: 'Asha Rao' });
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    title: 'Sunburn Arena',
    venueName: 'Jio Gardens',
    venueAddress: 'BKC, Mumbai 400051',
    useDefaultRefundPolicy: false,
    refundSevenDaysOrMore: 90,
    refundOneToDays: 40,
    refundLessThanDay: 0,
    refundPolicyDescription: 'Our own policy',
    tiers: [
      { name: 'Floor', pricePaise: 150_000, seats: 10 },
      { name: 'Balcony', pricePaise: 80_000, seats: 10 },
    ],
  });
  const booking = await purchase(
    ctx,
    buyer,
    event.id,
    {
      ticketItems: [
        { categoryName: 'Balcony', quantity: 2 },
        { categoryName: 'Floor', quantity: 1 },
      ],
    },
    3100,
  );

  const rows = await ticketMailOf(booking._id);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  const [stored] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking._id));
  expect(row).toMatchObject({ kind: 'booking_confirmed', recipient: buyer.user.email, status: 'pending' });
  expect(row!.payload).toEqual({
    // The language the buyer booked in (no lang cookie or Accept-Language: English).
    locale: 'en',
    bookingId: booking._id,
    ticketId: booking.ticketId,
    qrCode: ticketQrPayload(stored!.ticketId, event.id, stored!.qrSignature),
    attendeeName: 'Asha Rao',
    event: {
      id: event.id,
      title: 'Sunburn Arena',
      date: event.date.toISOString(),
      venueName: 'Jio Gardens',
      venueAddress: 'BKC, Mumbai 400051',
      city: event.city,
    },
    seats: 3,
    lines: [
      { categoryName: 'Balcony', quantity: 2, pricePerTicketPaise: 80_000, subtotalPaise: 160_000 },
      { categoryName: 'Floor', quantity: 1, pricePerTicketPaise: 150_000, subtotalPaise: 150_000 },
    ],
    pricePerSeatPaise: 0,
    totalAmountPaise: 310_000,
    refundPolicy: { sevenDaysOrMore: 90, oneToDays: 40, lessThanDay: 0, description: 'Our own policy' },
    method: { kind: 'card', detail: 'Visa •••• 4242' },
  });
  const { text } = await renderMailParts(
    { kind: 'booking_confirmed', payload: row!.payload, createdAt: row!.createdAt },
    'https://tickets.example.in',
  );
  expect(text).toMatch(/Total paid\s+₹3,100\s+Paid by card, Visa •••• 4242/);
});

test('a free booking queues its ticket with the single price and no lines', async () => {
  const buyer = await createUser(ctx);
  const event = await createEventRow(ctx, {
    organizerId: organizer.user.id,
    pricePaise: 0,
    venueAddress: null,
  });
  const response = await injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/bookings/free',
    payload: { eventId: event.id, noOfSeats: 2 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { booking } = response.json();

  const [row] = await ticketMailOf(booking._id);
  expect(row).toMatchObject({
    recipient: buyer.user.email,
    payload: {
      bookingId: booking._id,
      attendeeName: buyer.user.name,
      event: { id: event.id, venueAddress: null },
      seats: 2,
      lines: [],
      pricePerSeatPaise: 0,
      totalAmountPaise: 0,
      method: null,
    },
  });
  const { text } = await renderMailParts(
    { kind: 'booking_confirmed', payload: row!.payload, createdAt: row!.createdAt },
    'https://tickets.example.in',
  );
  expect(text).not.toContain('Paid by');
});

test('the subject carries the title as written, a % in it included, and the ticket id', async () => {
  const buyer = await createUser(ctx);
  const title = '100% Bollywood %s Night %%';
  const event = await createEventRow(ctx, { organizerId: organizer.user.id, title, pricePaise: 0 });
  const response = await injectAs(ctx, buyer, {
    method: 'POST',
    url: '/api/bookings/free',
    payload: { eventId: event.id, noOfSeats: 1 },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { booking } = response.json();

  const [row] = await ticketMailOf(booking._id);
  expect(row!.subject).toBe(`Your ticket for ${title} (${booking.ticketId})`);
  expect(row!.payload).toMatchObject({ event: { title } });
});

test("a paid intent booked for an account closed meanwhile (the provider's webhook) queues no mail", async () => {
  const buyer = await createUser(ctx);
  const event = await createEventRow(ctx, { organizerId: organizer.user.id });
  const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, paymentIntentId } = started.json();
  expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
  await ctx.db
    .update(users)
    .set({ deletedAt: new Date(), email: `closed-${buyer.user.id}@deleted.invalid`, name: 'Closed account' })
    .where(eq(users.id, buyer.user.id));

  const { booking, created } = await bookPaidIntent(
    ctx.db,
    ctx.app.paymentProvider,
    { intentId: paymentIntentId },
    purchaseTermsOf(ctx.config),
  );

  expect(created).toBe(true);
  expect(await ticketMailOf(booking.id)).toEqual([]);
});
