import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { holdRowLock, untilWaitingForLock } from '../../../test/lock-waits';
import { createPromoCodeRow, promoUsesOf, startPromoPayment } from '../../../test/promo';
import { book, payWithCard, sweepHolds } from '../../../test/purchase';
import { events, payments, promoCodeBuyers, promoCodes } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const tally = (outcomes: string[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
};

describe.skipIf(!onPostgres)('promo code uses under a rush, on PostgreSQL', () => {
  let ctx: TestApp;
  let organizer: TestUser;
  let organizerId: string;
  let buyers: TestUser[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizer = await createUser(ctx, { role: 'organizer' });
    organizerId = organizer.user.id;
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

  /** A code's own count of its uses, as its row keeps it. */
  const rowUsesOf = async (codeId: string) =>
    (await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, codeId)))[0]!.uses;
  const setLimit = (eventId: string, codeId: string, maxUses: number) =>
    injectAs(ctx, organizer, {
      method: 'PATCH',
      url: `/api/events/${eventId}/promo-codes/${codeId}`,
      payload: { maxUses },
    });
  /** An event of `totalSeats` at ₹100 with a code of 10% off and no limit, held with by `holders`, one seat each. */
  const openCodeHeldBy = async (totalSeats: number, text: string, holders: TestUser[]) => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 10_000, totalSeats });
    const code = await createPromoCodeRow(ctx, { eventId: event.id, code: text, kind: 'percent', value: 10 });
    const outcomes = await Promise.all(holders.map((buyer) => holdOne(buyer, event.id, text)));
    expect(tally(outcomes)).toEqual({ HELD: holders.length });
    expect(await rowUsesOf(code.id)).toBe(0);
    return { event, code };
  };

  test('a limit set on a code without one, holds on their way: it waits for them and counts them', async () => {
    const { event, code } = await openCodeHeldBy(200, 'OPENRUSH', buyers.slice(0, 5));

    /**
     * `count` holds with the code held up at the event's seats (past the code's row), then the limit set: its
     * answer, once they are let through.
     */
    const limitWithHoldsInFlight = async (from: number, count: number, maxUses: number) => {
      const blocker = await holdRowLock(ctx, 'select 1 from events where id = $1 for update', [event.id]);
      const holds = Promise.all(
        buyers.slice(from, from + count).map((buyer) => holdOne(buyer, event.id, 'OPENRUSH')),
      );
      await untilWaitingForLock(ctx, 'insert into hold_quotas', count, holds);
      const limit = setLimit(event.id, code.id, maxUses);
      await untilWaitingForLock(ctx, 'from "promo_codes"', 1, limit);
      await blocker.release();
      const [outcomes, answer] = await Promise.all([holds, limit]);
      expect(tally(outcomes)).toEqual({ HELD: count });
      return answer;
    };

    // 5 booked before, 10 on their way: 15 uses, so a limit of 12 is too low.
    const tooLow = await limitWithHoldsInFlight(5, 10, 12);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This code has been used 15 times: the limit cannot be lower',
    });
    // 3 more on their way: a limit of 20 starts from 18, and 2 more buyers reach it.
    const limited = await limitWithHoldsInFlight(15, 3, 20);
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().promoCode).toMatchObject({ maxUses: 20, uses: 18 });
    expect(await rowUsesOf(code.id)).toBe(18);
    const last = await Promise.all(buyers.slice(18, 21).map((buyer) => holdOne(buyer, event.id, 'OPENRUSH')));
    expect(tally(last)).toEqual({ HELD: 2, PROMO_CODE_USED_UP: 1 });
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 20, buyerUses: 20 });
    expect(await heldWithCode(code.id)).toBe(20);

    // Every hold runs out (the tests' before too): each use comes back once, those taken before the limit included.
    const later = new Date(Date.now() + 11 * 60_000);
    await Promise.all([sweepHolds(ctx, later), sweepHolds(ctx, later)]);
    expect(await heldWithCode(code.id)).toBe(0);
    expect(await promoUsesOf(ctx, code.id)).toEqual({ uses: 0, buyerUses: 0 });
    expect(await seatsOf(event.id)).toBe(200);
  }, 180_000);

  test('a limit set on a code without one while a hold with it is being released: the release gives back what was counted', async () => {
    const { event, code } = await openCodeHeldBy(50, 'OPENLATE', buyers.slice(30, 33));
    // One of them runs out; its release is held up at the event's seats (after its code's use).
    await ctx.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(
        sql`${payments.id} = (select id from ${payments} where ${payments.promoCodeId} = ${code.id} limit 1)`,
      );
    const blocker = await holdRowLock(ctx, 'select 1 from events where id = $1 for update', [event.id]);
    const sweep = sweepHolds(ctx, new Date());
    await untilWaitingForLock(ctx, 'update events e set available_seats', 1, sweep);
    const limit = setLimit(event.id, code.id, 10);
    await untilWaitingForLock(ctx, 'from "promo_codes"', 1, limit);
    await blocker.release();
    const [swept, limited] = await Promise.all([sweep, limit]);
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().promoCode).toMatchObject({ maxUses: 10, uses: 2 });
    expect(await rowUsesOf(code.id)).toBe(2);
    expect(await heldWithCode(code.id)).toBe(2);
  }, 180_000);
});
