import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { payWithCard, startPayment, sweepHolds } from '../../../test/purchase';
import { bookings, payments } from '../../db/schema';

let ctx: TestApp;
let organizerId: string;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const minutesOn = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('reconciliation: payments the server learns of without the buyer or a webhook', () => {
  test('a paid hold nobody booked is booked by the sweeper before its hold runs out', async () => {
    // What earlier holds of this file left is settled first, so the counts below are this test's.
    await sweepHolds(ctx, minutesOn(60));
    const event = await createEventRow(ctx, { organizerId, totalSeats: 5, pricePaise: 50_000 });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
    // The buyer's tab closed and the webhook was lost: the hold is still live, but older than the grace period.
    const tooSoon = await sweepHolds(ctx, minutesOn(1));
    expect(tooSoon.booked).toBe(0);
    const reconciled = await sweepHolds(ctx, minutesOn(3));
    expect(reconciled.booked).toBe(1);
    const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    expect(booking?.userId).toBe(buyer.user.id);
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, paymentIntentId));
    expect(payment).toMatchObject({ holdStatus: 'converted', method: 'card' });
  });

  test('a live hold not paid yet is only asked about, and asked again after its lease', async () => {
    await sweepHolds(ctx, minutesOn(60));
    const event = await createEventRow(ctx, { organizerId, totalSeats: 5, pricePaise: 50_000 });
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 500);
    expect(started.statusCode).toBe(200);
    const first = await sweepHolds(ctx, minutesOn(3));
    expect(first).toMatchObject({ waiting: 1, released: 0, booked: 0 });
    // Leased: the same pass time finds nothing more to ask.
    expect((await sweepHolds(ctx, minutesOn(3))).waiting).toBe(0);
  });
});
