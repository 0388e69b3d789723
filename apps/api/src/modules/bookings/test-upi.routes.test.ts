import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { payWithCard, startPayment, sweepHolds } from '../../../test/purchase';
import { bookings, events, outboxMails, payments } from '../../db/schema';

let ctx: TestApp;
let organizerId: string;
let buyer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  buyer = await createUser(ctx);
  stranger = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const newEvent = (seats = 5) =>
  createEventRow(ctx, { organizerId, title: 'Prateek Kuhad Live', totalSeats: seats, pricePaise: 149_950 });
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
const bookingsOf = (eventId: string) => ctx.db.select().from(bookings).where(eq(bookings.eventId, eventId));

async function hold(eventId: string, seats = 2, as: TestUser = buyer) {
  const started = await startPayment(ctx, as, eventId, { noOfSeats: seats }, seats * 1499.5);
  expect(started.statusCode, started.body).toBe(200);
  return started.json() as { clientSecret: string; paymentIntentId: string; methods: string[] };
}

const startUpi = (clientSecret: string, upiId?: string, as: TestUser = buyer) =>
  injectAs(ctx, as, { method: 'POST', url: '/api/payments/test/upi', payload: { clientSecret, upiId } });
const answer = (requestId: string, payload: { approve: boolean; upiId?: string }) =>
  ctx.app.inject({ method: 'POST', url: `/api/payments/test/upi/${requestId}/answer`, payload });
const outcome = (intentId: string, as: TestUser = buyer) =>
  injectAs(ctx, as, { method: 'GET', url: `/api/payments/${intentId}/outcome` });

describe('UPI with the test provider', () => {
  test('the intent offers UPI and card; a collect request waits, and approval books on the server', async () => {
    const event = await newEvent();
    const intent = await hold(event.id);
    expect(intent.methods).toEqual(['upi', 'card']);

    const started = await startUpi(intent.clientSecret, 'ananya@okaxis');
    expect(started.statusCode, started.body).toBe(200);
    const request = started.json();
    expect(request).toMatchObject({
      status: 'waiting',
      upiId: 'ananya@okaxis',
      amount: 2999,
      note: 'Prateek Kuhad Live',
      answers: true,
      approvalPath: `/pay/test-upi/${request.requestId}`,
    });
    expect(request.upiUrl).toBe(
      `upi://pay?pa=ticketmela%40testupi&pn=TicketMela&am=2999.00&cu=INR&tn=Prateek%20Kuhad%20Live&tr=${intent.paymentIntentId}`,
    );
    expect((await outcome(intent.paymentIntentId)).json()).toMatchObject({
      status: 'waiting',
      bookingId: null,
    });

    // The buyer's page is gone; only the UPI app answers (no session at all).
    const approved = await answer(request.requestId, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');

    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({ userId: buyer.user.id, totalQuantity: 2, totalAmountPaise: 299_900 });
    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, booking!.id));
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmed']);
    expect((await outcome(intent.paymentIntentId)).json()).toMatchObject({
      status: 'booked',
      bookingId: booking!.id,
      method: { kind: 'upi', detail: 'ananya@okaxis' },
    });
    const dashboard = await injectAs(ctx, buyer, { method: 'GET', url: '/api/bookings/user' });
    expect(dashboard.json()[0].paymentMethod).toEqual({ kind: 'upi', detail: 'ananya@okaxis' });

    // Answering again changes nothing.
    expect((await answer(request.requestId, { approve: true })).statusCode).toBe(409);
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });

  test('a declined request releases the seats at once and says so', async () => {
    const event = await newEvent(5);
    const intent = await hold(event.id, 2);
    expect(await seatsOf(event.id)).toBe(3);
    const request = (await startUpi(intent.clientSecret, 'rahul@ybl')).json();
    const declined = await answer(request.requestId, { approve: false });
    expect(declined.json().status).toBe('declined');
    expect(await seatsOf(event.id)).toBe(5);
    expect((await outcome(intent.paymentIntentId)).json()).toMatchObject({
      status: 'failed',
      message: 'The UPI payment was declined. Your seats have been released.',
    });
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  test('the test ids: success@testupi approves and failure@testupi declines at once', async () => {
    const event = await newEvent(5);
    const approved = (await startUpi((await hold(event.id, 1)).clientSecret, 'success@testupi')).json();
    expect(approved.status).toBe('approved');
    expect(await bookingsOf(event.id)).toHaveLength(1);

    const other = await newEvent(5);
    const declined = (await startUpi((await hold(other.id, 1)).clientSecret, 'failure@testupi')).json();
    expect(declined.status).toBe('declined');
    expect(await seatsOf(other.id)).toBe(5);
  });

  test('timeout@testupi never answers: the UPI app cannot approve it, and the hold runs out', async () => {
    await sweepHolds(ctx, new Date(Date.now() + 60 * 60_000));
    const event = await newEvent(5);
    const intent = await hold(event.id, 2);
    const request = (await startUpi(intent.clientSecret, 'timeout@testupi')).json();
    expect(request.answers).toBe(false);
    expect((await answer(request.requestId, { approve: true })).statusCode).toBe(400);
    const swept = await sweepHolds(ctx);
    expect(swept.released).toBe(1);
    expect(await seatsOf(event.id)).toBe(5);
    expect((await outcome(intent.paymentIntentId)).json().status).toBe('expired');
    expect((await answer(request.requestId, { approve: true })).statusCode).toBe(400);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/payments/test/upi/${request.requestId}` });
    expect(page.json().status).toBe('expired');
  });

  test('the QR way: no UPI id until the app approves from its own account', async () => {
    const event = await newEvent(5);
    const intent = await hold(event.id, 1);
    const request = (await startUpi(intent.clientSecret)).json();
    expect(request).toMatchObject({ status: 'waiting', upiId: null });
    const withoutId = await answer(request.requestId, { approve: true });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json().field).toBe('upiId');
    const badId = await answer(request.requestId, { approve: true, upiId: 'not an id' });
    expect(badId.statusCode).toBe(400);
    const approved = await answer(request.requestId, { approve: true, upiId: 'meera@oksbi' });
    expect(approved.json()).toMatchObject({ status: 'approved', upiId: 'meera@oksbi' });
    expect((await outcome(intent.paymentIntentId)).json().method).toEqual({
      kind: 'upi',
      detail: 'meera@oksbi',
    });
  });

  test('bad input and other people: a malformed UPI id, another buyer, an unknown request', async () => {
    const event = await newEvent(5);
    const intent = await hold(event.id, 1);
    const malformed = await startUpi(intent.clientSecret, 'ananya');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'upiId', message: 'Enter a UPI ID like name@bank' });
    expect((await startUpi(intent.clientSecret, 'ananya@okaxis', stranger)).statusCode).toBe(404);
    expect((await outcome(intent.paymentIntentId, stranger)).statusCode).toBe(404);
    const cancel = await injectAs(ctx, stranger, {
      method: 'POST',
      url: `/api/payments/${intent.paymentIntentId}/cancel`,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/test/upi/upi_nope' })).statusCode).toBe(
      404,
    );
    expect((await answer('upi_nope', { approve: true })).statusCode).toBe(404);
    expect((await outcome(intent.paymentIntentId, null as unknown as TestUser)).statusCode).toBe(401);
  });

  test('the buyer cancels a waiting request: the seats go back and the UPI app can no longer approve', async () => {
    const event = await newEvent(5);
    const intent = await hold(event.id, 2);
    const request = (await startUpi(intent.clientSecret, 'ananya@okaxis')).json();
    const cancelled = await injectAs(ctx, buyer, {
      method: 'POST',
      url: `/api/payments/${intent.paymentIntentId}/cancel`,
    });
    expect(cancelled.json().status).toBe('expired');
    expect(await seatsOf(event.id)).toBe(5);
    expect((await answer(request.requestId, { approve: true })).statusCode).toBe(409);
    expect(await bookingsOf(event.id)).toHaveLength(0);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, intent.paymentIntentId));
    expect(payment).toMatchObject({ holdStatus: 'released', status: 'canceled' });
  });

  test('a buyer who gives up on UPI can still pay by card, and the old request can no longer be approved', async () => {
    const event = await newEvent(5);
    const intent = await hold(event.id, 1);
    const request = (await startUpi(intent.clientSecret, 'ananya@okaxis')).json();
    expect((await payWithCard(ctx, buyer, intent.clientSecret)).statusCode).toBe(200);
    expect((await answer(request.requestId, { approve: true })).statusCode).toBe(409);
    expect((await outcome(intent.paymentIntentId)).json()).toMatchObject({
      status: 'booked',
      method: { kind: 'card', detail: 'Visa •••• 4242' },
    });
  });
});
