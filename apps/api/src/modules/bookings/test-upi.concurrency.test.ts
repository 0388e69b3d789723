import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { book, startPayment } from '../../../test/purchase';
import { bookings, events, outboxMails } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('UPI completed by the server, raced on PostgreSQL', () => {
  let ctx: TestApp;
  let organizerId: string;
  let buyer: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    buyer = await createUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function waitingUpiPayment(seats: number) {
    const event = await createEventRow(ctx, { organizerId, totalSeats: 10, pricePaise: 50_000 });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: seats }, seats * 500);
    const { clientSecret, paymentIntentId } = started.json();
    const upi = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/payments/test/upi',
      payload: { clientSecret, upiId: 'ananya@okaxis' },
    });
    return { event, paymentIntentId, requestId: upi.json().requestId as string };
  }
  const approve = (requestId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/test/upi/${requestId}/answer`,
      payload: { approve: true },
    });
  const poll = (intentId: string) =>
    injectAs(ctx, buyer, { method: 'GET', url: `/api/payments/${intentId}/outcome` });

  test('20 approvals, 20 polls and 20 browser bookings at once: one booking, one ticket e-mail', async () => {
    const { event, paymentIntentId, requestId } = await waitingUpiPayment(2);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => approve(requestId)),
      ...Array.from({ length: 20 }, () => poll(paymentIntentId)),
      ...Array.from({ length: 20 }, () => book(ctx, buyer, event.id, paymentIntentId)),
    ]);
    const approvals = answers.slice(0, 20).map((answer) => answer.statusCode);
    expect(approvals.filter((status) => status === 200)).toHaveLength(1);
    expect(approvals.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.slice(20)) expect(answer.statusCode).toBeLessThan(500);

    const made = await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(made).toHaveLength(1);
    const mails = await ctx.db.select().from(outboxMails).where(eq(outboxMails.causeId, made[0]!.id));
    expect(mails).toHaveLength(1);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.availableSeats).toBe(8);
    expect((await poll(paymentIntentId)).json().status).toBe('booked');
  });

  test('the buyer cancels while the UPI app approves (20 rounds): booked or released, never both or neither', async () => {
    for (let round = 0; round < 20; round++) {
      const { event, paymentIntentId, requestId } = await waitingUpiPayment(3);
      const [approval, cancel] = await Promise.all([
        approve(requestId),
        injectAs(ctx, buyer, { method: 'POST', url: `/api/payments/${paymentIntentId}/cancel` }),
      ]);
      expect(cancel.statusCode).toBe(200);
      const made = await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id));
      const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
      if (made.length === 1) {
        expect(cancel.json().status).toBe('booked');
        expect(row!.availableSeats).toBe(7);
      } else {
        expect(approval.statusCode).toBe(409);
        expect(cancel.json().status).toBe('expired');
        expect(row!.availableSeats).toBe(10);
      }
    }
  });
});
