import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';
import { book, payWithCard, startPayment } from '../../../test/purchase';
import { bookings, payments, promoCodes } from '../../db/schema';

// The promo code a payment was priced with is copied onto its booking in the booking's statement (decision 0042).
// The hold's pricing with a code is another part's: here the payment row is given its code and discount directly.

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

describe("a booking keeps its payment's promo code", () => {
  test('its text as written, the paise it took off and the list price, also after some tickets are cancelled', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 80_000, totalSeats: 10 });
    const buyer = await createUser(ctx);
    const started = await startPayment(ctx, buyer, event.id, { noOfSeats: 2 }, 1600);
    expect(started.statusCode, started.body).toBe(200);
    const [code] = await ctx.db
      .insert(promoCodes)
      .values({ eventId: event.id, code: 'Diwali20', kind: 'percent', value: 20, uses: 1 })
      .returning();
    await ctx.db
      .update(payments)
      .set({ promoCodeId: code!.id, discountPaise: 40_000 })
      .where(eq(payments.userId, buyer.user.id));
    const { clientSecret, paymentIntentId } = started.json();
    expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
    const booked = await book(ctx, buyer, event.id, paymentIntentId);
    expect(booked.statusCode, booked.body).toBe(201);
    const promo = { code: 'Diwali20', discount: 400, listAmount: 2000 };
    expect(booked.json().booking.promo).toEqual(promo);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booked.json().booking._id));
    expect(row).toMatchObject({ promoCodeId: code!.id, promoCode: 'Diwali20', discountPaise: 40_000 });

    const partial = await injectAs(ctx, buyer, {
      method: 'POST',
      url: `/api/bookings/${row!.id}/partial-cancellations`,
      payload: { noOfSeats: 1 },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().booking).toMatchObject({ totalAmount: 800, promo });
  });

  test('a booking without a code answers promo null', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 5 });
    const buyer = await createUser(ctx);
    const free = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/bookings/free',
      payload: { eventId: event.id, noOfSeats: 1 },
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().booking.promo).toBeNull();
  });
});
