import { PROMO_MESSAGES } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import {
  bookFreeWithCode,
  buyerUsesOf,
  createPromoCodeRow,
  paymentOfIntent,
  promoUsesOf,
  startPromoPayment,
} from '../../../test/promo';
import { book, payWithCard, sweepHolds } from '../../../test/purchase';
import { events, payments, testRefunds } from '../../db/schema';
import { releaseHold } from './payment-states';

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx?.close();
});

const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
/** ₹1,000 a seat, 10 days ahead (a cancellation then refunds 100%). */
const event1000 = (totalSeats = 10) =>
  createEventRow(ctx, { organizerId, pricePaise: 100_000, totalSeats, date: daysFrom(new Date(), 10) });

/** A hold of one seat with the code (₹1,000 at 25% off: ₹750). */
async function holdWithCode(eventId: string, code: string) {
  const buyer = await createUser(ctx);
  const started = await startPromoPayment(ctx, buyer, eventId, { noOfSeats: 1 }, 750, code);
  expect(started.statusCode, started.body).toBe(200);
  return { buyer, ...(started.json() as { paymentIntentId: string; clientSecret: string }) };
}

describe('a use is given back when its hold is released unpaid, once', () => {
  test('an expired hold swept gives its use back before its seats; another hold keeps its own', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'QUARTER',
      kind: 'percent',
      value: 25,
    });
    const first = await holdWithCode(event.id, 'QUARTER');
    const second = await holdWithCode(event.id, 'QUARTER');
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 2, buyerUses: 2 });

    // Only the first hold has run out.
    await ctx.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.providerIntentId, first.paymentIntentId));
    expect((await sweepHolds(ctx, new Date())).released).toBe(1);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    expect(await buyerUsesOf(ctx, code.id, first.buyer.user.id)).toBe(0);
    expect(await buyerUsesOf(ctx, code.id, second.buyer.user.id)).toBe(1);
    expect(await seatsOf(event.id)).toBe(9);

    // Released again (another sweeper, a cancelled payment): nothing more is given back.
    const payment = await paymentOfIntent(ctx, first.paymentIntentId);
    expect(await releaseHold(ctx.db, payment.id)).toBe(false);
    expect((await sweepHolds(ctx, new Date())).released).toBe(0);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    expect(await seatsOf(event.id)).toBe(9);
  });

  test('a released use can be used again: a code of one use passes to the next buyer', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'SINGLE',
      kind: 'percent',
      value: 25,
      maxUses: 1,
    });
    const first = await holdWithCode(event.id, 'SINGLE');
    const refused = await startPromoPayment(
      ctx,
      await createUser(ctx),
      event.id,
      { noOfSeats: 1 },
      750,
      'SINGLE',
    );
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_USED_UP', message: PROMO_MESSAGES.usedUp });
    await releaseHold(ctx.db, (await paymentOfIntent(ctx, first.paymentIntentId)).id);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 0, buyerUses: 0 });
    await holdWithCode(event.id, 'SINGLE');
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
  });

  test('a payment completed after its release takes the use again and is booked at its discount', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'LATE',
      kind: 'percent',
      value: 25,
    });
    const held = await holdWithCode(event.id, 'LATE');
    await payWithCard(ctx, held.buyer, held.clientSecret);
    await releaseHold(ctx.db, (await paymentOfIntent(ctx, held.paymentIntentId)).id);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 0, buyerUses: 0 });

    const booked = await book(ctx, held.buyer, event.id, held.paymentIntentId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking.totalAmount).toBe(750);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    expect(await seatsOf(event.id)).toBe(9);
  });

  test('a payment completed after its release whose code is used up by then is refunded in full, its use not given twice', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'LASTONE',
      kind: 'percent',
      value: 25,
      maxUses: 1,
    });
    const late = await holdWithCode(event.id, 'LASTONE');
    await payWithCard(ctx, late.buyer, late.clientSecret);
    await releaseHold(ctx.db, (await paymentOfIntent(ctx, late.paymentIntentId)).id);
    const other = await holdWithCode(event.id, 'LASTONE');

    const refused = await book(ctx, late.buyer, event.id, late.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROMO_CODE_USED_UP');
    expect(refused.json().message).toMatch(/promo code has since been used up.*refunded in full/);
    expect(await paymentOfIntent(ctx, late.paymentIntentId)).toMatchObject({
      status: 'refunded',
      holdStatus: 'released',
    });
    const refunds = await ctx.db
      .select()
      .from(testRefunds)
      .where(
        eq(testRefunds.idempotencyKey, `hold-lost:${(await paymentOfIntent(ctx, late.paymentIntentId)).id}`),
      );
    expect(refunds.map((refund) => refund.amountPaise)).toEqual([75_000]);
    // The other buyer's use stands; the late one took none and gave none back.
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    expect(await buyerUsesOf(ctx, code.id, other.buyer.user.id)).toBe(1);
    expect(await seatsOf(event.id)).toBe(9);
    expect((await book(ctx, late.buyer, event.id, late.paymentIntentId)).statusCode).toBe(409);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
  });

  test('a paid hold whose event was cancelled is owed back with its use given back once', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'CANCELLED',
      kind: 'percent',
      value: 25,
    });
    const held = await holdWithCode(event.id, 'CANCELLED');
    await payWithCard(ctx, held.buyer, held.clientSecret);
    await ctx.db.update(events).set({ cancelled: true }).where(eq(events.id, event.id));
    const [a, b] = await Promise.all([sweepHolds(ctx), sweepHolds(ctx)]);
    expect(a.refunded + b.refunded).toBe(1);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 0, buyerUses: 0 });
  });
});

describe('a booked order keeps its use, and refunds follow what was paid', () => {
  test('cancelling a discounted booking refunds the price paid, and keeps the use', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'PAIDLESS',
      kind: 'amount',
      value: 30_000,
    });
    const buyer = await createUser(ctx);
    const started = await startPromoPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 1400, 'PAIDLESS');
    expect(started.statusCode, started.body).toBe(200);
    await payWithCard(ctx, buyer, started.json().clientSecret);
    const booking = (await book(ctx, buyer, event.id, started.json().paymentIntentId)).json().booking;
    expect(booking).toMatchObject({ totalAmount: 1400, priceAtBooking: 700 });

    const cancelled = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toMatchObject({ status: 'processed', amount: 1400, percentage: 100 });
    expect(await seatsOf(event.id)).toBe(10);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
  });
});

describe('a code that makes the tickets free books them through /api/bookings/free', () => {
  test('a 100% code on a paid event: booked at ₹0, its use taken and recorded on the payment', async () => {
    const event = await event1000();
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'GUEST',
      kind: 'percent',
      value: 100,
    });
    const buyer = await createUser(ctx);
    const booked = await bookFreeWithCode(ctx, buyer, event.id, { noOfSeats: 2 }, 'guest');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking).toMatchObject({ totalAmount: 0, priceAtBooking: 0, noOfSeats: 2 });
    expect(await seatsOf(event.id)).toBe(8);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.promoCodeId, code.id));
    expect(payment).toMatchObject({ amountPaise: 0, discountPaise: 200_000, holdStatus: 'converted' });
    expect(payment!.selection).toMatchObject({ pricePerSeatPaise: 0, listPricePerSeatPaise: 100_000 });
  });

  test('a fixed price of 0 on the chosen categories books them free; other lines still cost', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      tiers: [
        { name: 'Student', pricePaise: 30_000, seats: 10 },
        { name: 'Adult', pricePaise: 60_000, seats: 10 },
      ],
    });
    await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'CAMPUS',
      kind: 'fixed_price',
      value: 0,
      categoryNames: ['Student'],
    });
    const student = { ticketItems: [{ categoryName: 'Student', quantity: 2 }] };
    const booked = await bookFreeWithCode(ctx, await createUser(ctx), event.id, student, 'CAMPUS');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().booking.ticketItems).toEqual([
      { categoryName: 'Student', quantity: 2, pricePerTicket: 0, subtotal: 0 },
    ]);
    const mixed = {
      ticketItems: [
        { categoryName: 'Student', quantity: 1 },
        { categoryName: 'Adult', quantity: 1 },
      ],
    };
    const notFree = await bookFreeWithCode(ctx, await createUser(ctx), event.id, mixed, 'CAMPUS');
    expect(notFree.statusCode).toBe(402);
    expect(notFree.json()).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(notFree.json().message).toContain('₹600');
  });

  test('without a code a paid event still needs a payment; a used-up code is refused, taking nothing', async () => {
    const event = await event1000();
    const buyer = await createUser(ctx);
    expect((await bookFreeWithCode(ctx, buyer, event.id, { noOfSeats: 1 })).json().code).toBe(
      'PAYMENT_REQUIRED',
    );
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'VIPGUEST',
      kind: 'percent',
      value: 100,
      maxUses: 1,
    });
    expect((await bookFreeWithCode(ctx, buyer, event.id, { noOfSeats: 1 }, 'VIPGUEST')).statusCode).toBe(201);
    const refused = await bookFreeWithCode(
      ctx,
      await createUser(ctx),
      event.id,
      { noOfSeats: 1 },
      'VIPGUEST',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_USED_UP', field: 'promoCode' });
    expect(await seatsOf(event.id)).toBe(9);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
  });
});
