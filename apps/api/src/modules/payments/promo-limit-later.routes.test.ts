import { PROMO_MESSAGES } from '@ticketmela/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { createPromoCodeRow, paymentOfIntent, startPromoPayment } from '../../../test/promo';
import { sweepHolds } from '../../../test/purchase';
import { payments, promoCodes } from '../../db/schema';

// A code without a total limit does not count its uses on its row (decision 0042): the organizer sees them counted
// from the orders, and a limit set later starts from that count.

let ctx: TestApp;
let organizer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
});
afterAll(async () => {
  await ctx?.close();
});

const rowUsesOf = async (codeId: string) =>
  (await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, codeId)))[0]!.uses;
const listedUsesOf = async (eventId: string, codeId: string) => {
  const listed = await injectAs(ctx, organizer, { method: 'GET', url: `/api/events/${eventId}/promo-codes` });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().promoCodes as { _id: string; uses: number }[]).find((code) => code._id === codeId)!
    .uses;
};
const setLimit = (eventId: string, codeId: string, maxUses: number | null) =>
  injectAs(ctx, organizer, {
    method: 'PATCH',
    url: `/api/events/${eventId}/promo-codes/${codeId}`,
    payload: { maxUses },
  });

/** ₹1,000 a seat at 25% off: one seat for ₹750. */
async function tryHold(eventId: string) {
  return startPromoPayment(ctx, await createUser(ctx), eventId, { noOfSeats: 1 }, 750, 'OPEN25');
}

describe('a code without a limit, given one later', () => {
  test('its uses are counted from its orders; a limit starts from them, and holds taken before it give theirs back', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 100_000,
      totalSeats: 20,
      date: daysFrom(new Date(), 10),
    });
    const code = await createPromoCodeRow(ctx, {
      eventId: event.id,
      code: 'OPEN25',
      kind: 'percent',
      value: 25,
    });
    const holds = [];
    for (let i = 0; i < 3; i++) {
      const held = await tryHold(event.id);
      expect(held.statusCode, held.body).toBe(200);
      holds.push(held.json().paymentIntentId as string);
    }
    expect(await rowUsesOf(code.id)).toBe(0);
    expect(await listedUsesOf(event.id, code.id)).toBe(3);

    const tooLow = await setLimit(event.id, code.id, 2);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This code has been used 3 times: the limit cannot be lower',
    });
    const limited = await setLimit(event.id, code.id, 4);
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().promoCode).toMatchObject({ maxUses: 4, uses: 3 });
    expect(await rowUsesOf(code.id)).toBe(3);

    expect((await tryHold(event.id)).statusCode).toBe(200);
    const refused = await tryHold(event.id);
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_USED_UP', message: PROMO_MESSAGES.usedUp });
    expect(await rowUsesOf(code.id)).toBe(4);

    // The first hold, taken before the limit, runs out: its use comes back to the count the limit started from.
    const first = await paymentOfIntent(ctx, holds[0]!);
    await ctx.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, first.id));
    expect((await sweepHolds(ctx, new Date())).released).toBe(1);
    expect(await rowUsesOf(code.id)).toBe(3);
    expect(await listedUsesOf(event.id, code.id)).toBe(3);
    expect((await tryHold(event.id)).statusCode).toBe(200);

    // Its limit taken away, the row stops counting; the organizer still sees the orders' count.
    expect((await setLimit(event.id, code.id, null)).statusCode).toBe(200);
    expect((await tryHold(event.id)).statusCode).toBe(200);
    expect(await rowUsesOf(code.id)).toBe(4);
    expect(await listedUsesOf(event.id, code.id)).toBe(5);
    const again = await setLimit(event.id, code.id, 5);
    expect(again.json().promoCode).toMatchObject({ maxUses: 5, uses: 5 });
    expect(await rowUsesOf(code.id)).toBe(5);
  });
});
