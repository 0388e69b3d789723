import { PROMO_MESSAGES } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { createPromoCodeRow, paymentOfIntent, promoUsesOf, startPromoPayment } from '../../../test/promo';
import { book, payWithCard, type Selection } from '../../../test/purchase';
import { events, promoCodes, testPaymentIntents } from '../../db/schema';
import { FREE_SELECTION_MESSAGE } from './payments.service';

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** ₹499.50 a seat. */
const singlePriceEvent = () => createEventRow(ctx, { organizerId, pricePaise: 49_950, totalSeats: 20 });
/** VIP ₹2,000 and General ₹500. */
const categoryEvent = () =>
  createEventRow(ctx, {
    organizerId,
    tiers: [
      { name: 'VIP', pricePaise: 200_000, seats: 10 },
      { name: 'General', pricePaise: 50_000, seats: 30 },
    ],
  });
const seatsOf = async (eventId: string) =>
  (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;

const twoSeats: Selection = { noOfSeats: 2 };
const vipAndTwoGeneral: Selection = {
  ticketItems: [
    { categoryName: 'VIP', quantity: 1 },
    { categoryName: 'General', quantity: 2 },
  ],
};

describe('a promo code lowers the price of a paid purchase, from the intent to the booking', () => {
  test.each([
    // kind, value (paise or %), amount charged (₹), discount (paise), price per seat (₹)
    ['percent', 20, 799.2, 19_980, 399.6],
    ['amount', 10_000, 799, 20_000, 399.5],
    ['fixed_price', 29_900, 598, 40_100, 299],
  ] as const)(
    'single price, %s %i: ₹%d charged and booked',
    async (kind, value, amount, discount, perSeat) => {
      const buyer = await createUser(ctx);
      const event = await singlePriceEvent();
      const code = await createPromoCodeRow(ctx, { eventId: event.id, code: 'Launch-10', kind, value });
      // Typed in another case, with spaces: codes are compared without either.
      const started = await startPromoPayment(ctx, buyer, event.id, twoSeats, amount, ' launch-10 ');
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().amount).toBe(amount);
      const { paymentIntentId, clientSecret } = started.json();
      const [intent] = await ctx.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, paymentIntentId));
      expect(intent?.amountPaise).toBe(Math.round(amount * 100));
      const payment = await paymentOfIntent(ctx, paymentIntentId);
      expect(payment).toMatchObject({
        amountPaise: Math.round(amount * 100),
        discountPaise: discount,
        promoCodeId: code.id,
        selection: {
          hasTicketCategories: false,
          noOfSeats: 2,
          pricePerSeatPaise: Math.round(perSeat * 100),
          listPricePerSeatPaise: 49_950,
          promoCode: 'Launch-10',
        },
      });
      expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
      expect(await seatsOf(event.id)).toBe(18);

      expect((await payWithCard(ctx, buyer, clientSecret)).statusCode).toBe(200);
      const booked = await book(ctx, buyer, event.id, paymentIntentId);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().booking).toMatchObject({
        totalAmount: amount,
        priceAtBooking: perSeat,
        noOfSeats: 2,
      });
      // Booked: the use stays counted.
      expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 1, buyerUses: 1 });
    },
  );

  test.each([
    // kind, value, amount (₹), discount (paise), VIP and General paid per ticket (₹)
    ['percent', 15, 2550, 45_000, 1700, 425],
    ['amount', 10_000, 2700, 30_000, 1900, 400],
    // A fixed price above General's list price leaves it at ₹500.
    ['fixed_price', 60_000, 1600, 140_000, 600, 500],
  ] as const)(
    'categories, %s %i: ₹%d charged and booked line by line',
    async (kind, value, amount, discount, vip, general) => {
      const buyer = await createUser(ctx);
      const event = await categoryEvent();
      const code = await createPromoCodeRow(ctx, { eventId: event.id, code: 'FESTIVE', kind, value });
      const started = await startPromoPayment(ctx, buyer, event.id, vipAndTwoGeneral, amount, 'festive');
      expect(started.statusCode, started.body).toBe(200);
      const payment = await paymentOfIntent(ctx, started.json().paymentIntentId);
      expect(payment.amountPaise).toBe(amount * 100);
      expect(payment.discountPaise).toBe(discount);
      expect(payment.promoCodeId).toBe(code.id);
      expect(
        payment.selection.items?.map((item) => [
          item.categoryName,
          item.pricePerTicketPaise,
          item.listPricePerTicketPaise,
        ]),
      ).toEqual([
        ['VIP', vip * 100, 200_000],
        ['General', general * 100, 50_000],
      ]);

      await payWithCard(ctx, buyer, started.json().clientSecret);
      const booked = await book(ctx, buyer, event.id, started.json().paymentIntentId);
      expect(booked.statusCode, booked.body).toBe(201);
      const booking = booked.json().booking;
      expect(booking.totalAmount).toBe(amount);
      expect(
        booking.ticketItems.map(
          (item: { categoryName: string; pricePerTicket: number; subtotal: number }) => [
            item.categoryName,
            item.pricePerTicket,
            item.subtotal,
          ],
        ),
      ).toEqual([
        ['VIP', vip, vip],
        ['General', general, general * 2],
      ]);
    },
  );

  test('a code limited to a category discounts only its lines', async () => {
    const buyer = await createUser(ctx);
    const event = await categoryEvent();
    await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'VIPONLY',
      kind: 'percent',
      value: 50,
      categoryNames: ['VIP'],
    });
    const started = await startPromoPayment(ctx, buyer, event.id, vipAndTwoGeneral, 2000, 'VIPONLY');
    expect(started.statusCode, started.body).toBe(200);
    const payment = await paymentOfIntent(ctx, started.json().paymentIntentId);
    expect(payment.discountPaise).toBe(100_000);
    expect(payment.selection.items?.map((item) => item.pricePerTicketPaise)).toEqual([100_000, 50_000]);
  });
});

describe('a code that cannot be used is refused on the promoCode field, taking nothing', () => {
  let buyer: TestUser;
  let eventId: string;
  beforeAll(async () => {
    buyer = await createUser(ctx);
    eventId = (await singlePriceEvent()).id;
  });

  const refused = async (
    code: string,
    status: number,
    expected: { code: string; message: string; field?: string },
    selection: Selection = twoSeats,
    amount = 999,
    event = eventId,
  ) => {
    const before = await seatsOf(event);
    const response = await startPromoPayment(ctx, buyer, event, selection, amount, code);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ field: 'promoCode', ...expected });
    expect(await seatsOf(event)).toBe(before);
  };

  test('unknown to the event, or another event’s code: PROMO_CODE_INVALID', async () => {
    await refused('NOSUCHCODE', 400, { code: 'PROMO_CODE_INVALID', message: PROMO_MESSAGES.unknown });
    const other = await singlePriceEvent();
    await createPromoCodeRow(ctx, { eventId: other.id, code: 'ELSEWHERE', kind: 'percent', value: 10 });
    await refused('ELSEWHERE', 400, { code: 'PROMO_CODE_INVALID', message: PROMO_MESSAGES.unknown });
  });

  test('switched off, not valid yet or expired: PROMO_CODE_EXPIRED with the reason', async () => {
    const now = new Date();
    const base = { eventId, kind: 'percent', value: 10 } as const;
    await createPromoCodeRow(ctx, { ...base, code: 'OFF', active: false });
    await createPromoCodeRow(ctx, { ...base, code: 'SOON', validFrom: daysFrom(now, 1) });
    await createPromoCodeRow(ctx, { ...base, code: 'OVER', validUntil: daysFrom(now, -1) });
    await refused('OFF', 409, { code: 'PROMO_CODE_EXPIRED', message: PROMO_MESSAGES.inactive });
    await refused('SOON', 409, { code: 'PROMO_CODE_EXPIRED', message: PROMO_MESSAGES.notYetValid });
    await refused('OVER', 409, { code: 'PROMO_CODE_EXPIRED', message: PROMO_MESSAGES.expired });
  });

  test('used up: PROMO_CODE_USED_UP; used up by this buyer: PROMO_CODE_BUYER_LIMIT', async () => {
    const usedUp = await createPromoCodeRow(ctx, {
      eventId,
      code: 'GONE',
      kind: 'percent',
      value: 10,
      maxUses: 3,
    });
    await ctx.db.update(promoCodes).set({ uses: 3 }).where(eq(promoCodes.id, usedUp.id));
    await refused('GONE', 409, { code: 'PROMO_CODE_USED_UP', message: PROMO_MESSAGES.usedUp });

    const once = await createPromoCodeRow(ctx, {
      eventId,
      code: 'ONCE',
      kind: 'amount',
      value: 4_950,
      maxUsesPerBuyer: 1,
    });
    expect((await startPromoPayment(ctx, buyer, eventId, { noOfSeats: 1 }, 450, 'ONCE')).statusCode).toBe(
      200,
    );
    await refused(
      'ONCE',
      409,
      { code: 'PROMO_CODE_BUYER_LIMIT', message: PROMO_MESSAGES.buyerLimit },
      {
        noOfSeats: 1,
      },
      450,
    );
    expect(await promoUsesOf(ctx, once.id)).toEqual({ uses: 1, buyerUses: 1 });
    // Another buyer still may.
    expect(
      (await startPromoPayment(ctx, await createUser(ctx), eventId, { noOfSeats: 1 }, 450, 'ONCE'))
        .statusCode,
    ).toBe(200);
  });

  test('applying to none of the chosen tickets: PROMO_CODE_NOT_APPLICABLE', async () => {
    const event = await categoryEvent();
    await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'VIP50',
      kind: 'percent',
      value: 50,
      categoryNames: ['VIP'],
    });
    const general: Selection = { ticketItems: [{ categoryName: 'General', quantity: 2 }] };
    const notApplicable = { code: 'PROMO_CODE_NOT_APPLICABLE', message: PROMO_MESSAGES.notApplicable };
    await refused('VIP50', 409, notApplicable, general, 1000, event.id);
    // A code limited to categories never applies to a single-price event.
    const single = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 5 });
    await ctx.db.insert(promoCodes).values({
      eventId: single.id,
      code: 'CATS',
      kind: 'percent',
      value: 50,
      ticketCategoryIds: [],
    });
    await refused('CATS', 409, notApplicable, twoSeats, 100, single.id);
  });

  test('the list price with a code is an amount mismatch; a code that makes it free is booked without a payment', async () => {
    await createPromoCodeRow(ctx, { eventId, code: 'TENOFF', kind: 'percent', value: 10 });
    const listPrice = await startPromoPayment(ctx, buyer, eventId, { noOfSeats: 1 }, 499.5, 'TENOFF');
    expect(listPrice.statusCode).toBe(400);
    expect(listPrice.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', field: 'amount' });
    expect(listPrice.json().message).toContain('₹449.55');

    await createPromoCodeRow(ctx, { eventId, code: 'ALLFREE', kind: 'percent', value: 100 });
    const free = await startPromoPayment(ctx, buyer, eventId, { noOfSeats: 1 }, 0, 'ALLFREE');
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: FREE_SELECTION_MESSAGE.id });
  });
});
