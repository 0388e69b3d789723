import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { createPromoCodeRow, promoUsesOf, startPromoPayment } from '../../../test/promo';
import { book, payWithCard, sweepHolds } from '../../../test/purchase';
import { events, payments, promoCodeBuyers } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const tally = (outcomes: string[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
};

describe.skipIf(!onPostgres)('promo code uses under a rush, on PostgreSQL', () => {
  let ctx: TestApp;
  let organizerId: string;
  let buyers: TestUser[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    buyers = [];
    for (let i = 0; i < 100; i++) buyers.push(await createUser(ctx));
  }, 180_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const seatsOf = async (eventId: string) =>
    (await ctx.db.select().from(events).where(eq(events.id, eventId)))[0]!.availableSeats;
  const heldWithCode = async (promoCodeId: string) =>
    (
      await ctx.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(payments)
        .where(sql`${payments.promoCodeId} = ${promoCodeId} and ${payments.holdStatus} <> 'released'`)
    )[0]!.count;

  /** ₹100 a seat at 10% off: ₹90 for one seat. */
  const tryHold = async (buyer: TestUser, eventId: string, code: string) => {
    const started = await startPromoPayment(ctx, buyer, eventId, { noOfSeats: 1 }, 90, code);
    const body = started.json();
    return started.statusCode === 200
      ? {
          outcome: 'HELD',
          buyer,
          intentId: body.paymentIntentId as string,
          clientSecret: body.clientSecret as string,
        }
      : { outcome: body.code as string, buyer };
  };
  const holdOne = async (buyer: TestUser, eventId: string, code: string) =>
    (await tryHold(buyer, eventId, code)).outcome;

  test('100 buyers at once for a code of 20 uses: exactly 20 discounted holds; expiring them gives every use back', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 200 });
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'RUSH20',
      kind: 'percent',
      value: 10,
      maxUses: 20,
    });
    const attempts = await Promise.all(buyers.map((buyer) => tryHold(buyer, event.id, 'RUSH20')));
    expect(tally(attempts.map((attempt) => attempt.outcome))).toEqual({ HELD: 20, PROMO_CODE_USED_UP: 80 });
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 20, buyerUses: 20 });
    expect(await heldWithCode(code.id)).toBe(20);
    expect(await seatsOf(event.id)).toBe(180);

    // Two sweepers at once (two processes) release each hold exactly once, its use with it.
    const later = new Date(Date.now() + 11 * 60_000);
    const [a, b] = await Promise.all([sweepHolds(ctx, later), sweepHolds(ctx, later)]);
    expect(a.released + b.released).toBe(20);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 0, buyerUses: 0 });
    const buyerRows = await ctx.db
      .select()
      .from(promoCodeBuyers)
      .where(eq(promoCodeBuyers.promoCodeId, code.id));
    expect(buyerRows.map((row) => row.uses)).toEqual(Array.from({ length: 20 }, () => 0));
    expect(await seatsOf(event.id)).toBe(200);
  }, 180_000);

  test('paid holds keep their uses while two sweepers release the unpaid ones at once', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 200 });
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'MIXED',
      kind: 'percent',
      value: 10,
      maxUses: 20,
    });
    const attempts = await Promise.all(buyers.slice(0, 30).map((buyer) => tryHold(buyer, event.id, 'MIXED')));
    expect(tally(attempts.map((attempt) => attempt.outcome))).toEqual({ HELD: 20, PROMO_CODE_USED_UP: 10 });
    // Five of them pay and book (their uses stay); the other 15 run out.
    const held = attempts.filter((attempt) => attempt.outcome === 'HELD');
    for (const { buyer, intentId, clientSecret } of held.slice(0, 5)) {
      expect((await payWithCard(ctx, buyer, clientSecret!)).statusCode).toBe(200);
      const booked = await book(ctx, buyer, event.id, intentId!);
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().booking.totalAmount).toBe(90);
    }
    expect(await heldWithCode(code.id)).toBe(20);
    const later = new Date(Date.now() + 11 * 60_000);
    const [a, b] = await Promise.all([sweepHolds(ctx, later), sweepHolds(ctx, later)]);
    expect(a.released + b.released).toBe(15);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 5, buyerUses: 5 });
    expect(await seatsOf(event.id)).toBe(195);
  }, 180_000);

  test('when the seats run out before the code, no use stands without its seats', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 15 });
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'FEWSEATS',
      kind: 'percent',
      value: 10,
      maxUses: 40,
    });
    const outcomes = await Promise.all(
      buyers.slice(0, 60).map((buyer) => holdOne(buyer, event.id, 'FEWSEATS')),
    );
    expect(tally(outcomes)).toEqual({ HELD: 15, SOLD_OUT: 45 });
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 15, buyerUses: 15 });
    expect(await seatsOf(event.id)).toBe(0);
  }, 180_000);

  test('one account sending 10 requests at once with a code of 2 uses per buyer: exactly 2 holds', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats: 50 });
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'TWICE',
      kind: 'percent',
      value: 10,
      maxUsesPerBuyer: 2,
    });
    const [buyer] = buyers;
    // One seat each: within the account's 10 held seats, so only the code's limit decides.
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => holdOne(buyer!, event.id, 'TWICE')));
    expect(tally(outcomes)).toEqual({ HELD: 2, PROMO_CODE_BUYER_LIMIT: 8 });
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 2, buyerUses: 2 });
    expect(await seatsOf(event.id)).toBe(48);
  }, 180_000);
});
