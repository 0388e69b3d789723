import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBookingRow } from '../../../test/booking-rows';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { auditLog, partialCancellations, promoCodes, refunds } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let otherOrganizer: TestUser;
let admin: TestUser;
let buyer: TestUser;
let eventId: string;
let singlePriceEventId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  organizer = await createUser(ctx, { role: 'organizer' });
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  admin = await createUser(ctx, { role: 'admin' });
  buyer = await createUser(ctx, { name: 'Kavya Rao' });
  eventId = (
    await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'VIP', pricePaise: 200_000, seats: 10 },
        { name: 'General', pricePaise: 80_000, seats: 100 },
      ],
    })
  ).id;
  singlePriceEventId = (await createEventRow(ctx, { organizerId: organizer.user.id })).id;
});
afterAll(async () => {
  await ctx.close();
});

const codesUrl = (id: string) => `/api/events/${id}/promo-codes`;
const create = (as: TestUser | null, id: string, payload: Record<string, unknown>) =>
  injectAs(ctx, as, { method: 'POST', url: codesUrl(id), payload });
const patch = (as: TestUser | null, id: string, codeId: string, payload: Record<string, unknown>) =>
  injectAs(ctx, as, { method: 'PATCH', url: `${codesUrl(id)}/${codeId}`, payload });
const remove = (as: TestUser | null, id: string, codeId: string) =>
  injectAs(ctx, as, { method: 'DELETE', url: `${codesUrl(id)}/${codeId}` });
const list = (as: TestUser | null, id: string) => injectAs(ctx, as, { method: 'GET', url: codesUrl(id) });

let sequence = 0;
/** A fresh code of the category event, 10% off everything, made by its organizer. */
async function newCode(fields: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await create(organizer, eventId, {
    code: `SAVE${sequence}`,
    kind: 'percent',
    value: 10,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().promoCode as { _id: string; code: string };
}

describe('POST /api/events/{id}/promo-codes', () => {
  test('creates a percentage code limited to categories named in any case, audited against the event', async () => {
    const response = await create(organizer, eventId, {
      code: 'Diwali20',
      kind: 'percent',
      value: 20,
      ticketCategoryNames: ['vip', ' General '],
      maxUses: 50,
      maxUsesPerBuyer: 2,
      validUntil: daysFrom(new Date(), 10).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, promoCode } = response.json();
    expect(message).toBe('Promo code created');
    expect(promoCode).toEqual({
      _id: expect.any(String),
      eventId,
      code: 'Diwali20',
      kind: 'percent',
      value: 20,
      description: '20% off',
      ticketCategoryNames: ['VIP', 'General'],
      maxUses: 50,
      maxUsesPerBuyer: 2,
      validFrom: null,
      validUntil: expect.any(String),
      active: true,
      uses: 0,
      bookings: 0,
      tickets: 0,
      revenue: 0,
      discountGiven: 0,
      createdAt: expect.any(String),
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, eventId), eq(auditLog.action, 'event.promo_code_create')));
    expect(audit).toMatchObject({ actorId: organizer.user.id, targetType: 'event' });
    expect(audit!.after).toMatchObject({ code: 'Diwali20', kind: 'percent', value: 20 });
  });

  test('an amount or a fixed price in rupees is kept in paise; an admin may create codes too', async () => {
    const amount = await create(admin, eventId, { code: 'FLAT150', kind: 'amount', value: 150.5 });
    expect(amount.statusCode, amount.body).toBe(201);
    expect(amount.json().promoCode).toMatchObject({ value: 150.5, description: '₹150.5 off each ticket' });
    const free = await create(organizer, singlePriceEventId, {
      code: 'GUEST',
      kind: 'fixed_price',
      value: 0,
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().promoCode).toMatchObject({
      value: 0,
      description: 'Free tickets',
      ticketCategoryNames: null,
    });
    const [row] = await ctx.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, amount.json().promoCode._id));
    expect(row).toMatchObject({ kind: 'amount', value: 15_050, createdBy: admin.user.id });
  });

  test('a code the event already has, in any case, is 409 DUPLICATE on code', async () => {
    await create(organizer, eventId, { code: 'MONSOON', kind: 'percent', value: 5 });
    const again = await create(organizer, eventId, { code: 'monsoon', kind: 'amount', value: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE', field: 'code' });
    // Another event may have the same code.
    expect(
      (await create(organizer, singlePriceEventId, { code: 'MONSOON', kind: 'percent', value: 5 }))
        .statusCode,
    ).toBe(201);
  });

  test('categories the event does not have, or any on an event without categories, are refused', async () => {
    const unknown = await create(organizer, eventId, {
      code: 'BALCONY',
      kind: 'percent',
      value: 5,
      ticketCategoryNames: ['VIP', 'Balcony'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'ticketCategoryNames',
      message: 'This event has no ticket category "Balcony"',
    });
    const none = await create(organizer, singlePriceEventId, {
      code: 'VIPONLY',
      kind: 'percent',
      value: 5,
      ticketCategoryNames: ['VIP'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'ticketCategoryNames' });
  });

  test('terms the schema refuses: a bad code, a percentage over 100', async () => {
    const spaced = await create(organizer, eventId, { code: 'TWO WORDS', kind: 'percent', value: 5 });
    expect(spaced.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'code' });
    const tooMuch = await create(organizer, eventId, { code: 'ALLOFIT', kind: 'percent', value: 120 });
    expect(tooMuch.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'value' });
  });

  test('a cancelled or past event takes no new codes', async () => {
    const cancelled = await createEventRow(ctx, { organizerId: organizer.user.id, cancelled: true });
    const past = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      date: daysFrom(new Date(), -2),
    });
    const body = { code: 'LATE', kind: 'percent', value: 10 };
    expect((await create(organizer, cancelled.id, body)).json()).toMatchObject({ code: 'EVENT_CANCELLED' });
    expect((await create(organizer, past.id, body)).json()).toMatchObject({
      statusCode: 409,
      code: 'EVENT_PAST',
    });
  });
});

describe('PATCH /api/events/{id}/promo-codes/{codeId}', () => {
  test('changes the fields sent and answers the code', async () => {
    const code = await newCode();
    const response = await patch(organizer, eventId, code._id, {
      code: 'RENAMED',
      kind: 'amount',
      value: 99,
      ticketCategoryNames: ['General'],
      active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Promo code updated',
      promoCode: expect.objectContaining({
        code: 'RENAMED',
        kind: 'amount',
        value: 99,
        description: '₹99 off each ticket',
        ticketCategoryNames: ['General'],
        active: false,
      }),
    });
    const back = await patch(organizer, eventId, code._id, { ticketCategoryNames: null, active: true });
    expect(back.json().promoCode).toMatchObject({ ticketCategoryNames: null, active: true, code: 'RENAMED' });
  });

  test('a used code keeps its text (its case may change) and its limit stays at or above its uses', async () => {
    const code = await newCode({ maxUses: 10 });
    await ctx.db.update(promoCodes).set({ uses: 3 }).where(eq(promoCodes.id, code._id));
    const renamed = await patch(organizer, eventId, code._id, { code: 'OTHER' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This code has been used, so its text cannot change',
    });
    const recased = await patch(organizer, eventId, code._id, { code: code.code.toLowerCase() });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(recased.json().promoCode).toMatchObject({ code: code.code.toLowerCase(), uses: 3 });

    const lower = await patch(organizer, eventId, code._id, { maxUses: 2 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'maxUses' });
    expect((await patch(organizer, eventId, code._id, { maxUses: 3 })).statusCode).toBe(200);
  });

  test("terms checked with what the code already has: an end before its start, another code's text", async () => {
    const code = await newCode({ validFrom: daysFrom(new Date(), 2).toISOString() });
    const early = await patch(organizer, eventId, code._id, {
      validUntil: daysFrom(new Date(), 1).toISOString(),
    });
    expect(early.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'validUntil' });
    const other = await newCode();
    const clash = await patch(organizer, eventId, code._id, { code: other.code.toLowerCase() });
    expect(clash.json()).toMatchObject({ statusCode: 409, code: 'DUPLICATE', field: 'code' });
  });

  test("an unknown code, or another event's, is 404", async () => {
    const code = await newCode();
    const elsewhere = await patch(organizer, singlePriceEventId, code._id, { active: false });
    expect(elsewhere.json()).toMatchObject({ statusCode: 404, message: 'Promo code not found' });
    const unknown = await patch(organizer, eventId, crypto.randomUUID(), { active: false });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE /api/events/{id}/promo-codes/{codeId}', () => {
  test('deletes an unused code, audited', async () => {
    const code = await newCode();
    const response = await remove(organizer, eventId, code._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Promo code deleted' });
    expect(await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, code._id))).toEqual([]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, eventId), eq(auditLog.action, 'event.promo_code_delete')));
    expect(audits.some((entry) => (entry.before as { code: string }).code === code.code)).toBe(true);
    expect((await remove(organizer, eventId, code._id)).statusCode).toBe(404);
  });

  test('a code with uses, or one a booking was made with, is 409 IN_USE', async () => {
    const used = await newCode({ maxUses: 10 });
    await ctx.db.update(promoCodes).set({ uses: 1 }).where(eq(promoCodes.id, used._id));
    const refused = await remove(organizer, eventId, used._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This code has been used: switch it off instead',
    });

    const booked = await newCode();
    await createBookingRow(ctx, buyer.user.id, eventId, { promoCodeId: booked._id, promoCode: booked.code });
    expect((await remove(organizer, eventId, booked._id)).json()).toMatchObject({ code: 'IN_USE' });
    expect(await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, booked._id))).toHaveLength(1);
  });
});

describe('GET /api/events/{id}/promo-codes', () => {
  test("each code's orders, valid tickets, revenue less refunds and discount given", async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id });
    const response = await create(organizer, event.id, { code: 'COLLEGE20', kind: 'percent', value: 20 });
    const code = response.json().promoCode as { _id: string };
    await create(organizer, event.id, { code: 'UNUSED', kind: 'percent', value: 5 });
    const withCode = { promoCodeId: code._id, promoCode: 'COLLEGE20' };
    // Kept: 2 tickets, ₹1,600 paid, ₹400 off.
    await createBookingRow(ctx, buyer.user.id, event.id, {
      ...withCode,
      totalQuantity: 2,
      totalAmountPaise: 160_000,
      discountPaise: 40_000,
    });
    // Cancelled, half refunded: its tickets no longer count; ₹1,200 of ₹2,400 kept.
    const cancelled = await createBookingRow(ctx, buyer.user.id, event.id, {
      ...withCode,
      totalQuantity: 3,
      totalAmountPaise: 240_000,
      discountPaise: 60_000,
      cancelled: true,
    });
    await ctx.db.insert(refunds).values({
      bookingId: cancelled.id,
      amountPaise: 120_000,
      percentage: 50,
      status: 'processed',
    });
    // One of two tickets cancelled, its ₹800 half refunded (pending): 1 ticket, ₹800 + ₹400 kept.
    const partial = await createBookingRow(ctx, buyer.user.id, event.id, {
      ...withCode,
      totalQuantity: 1,
      totalAmountPaise: 80_000,
      discountPaise: 40_000,
    });
    const [ticketRefund] = await ctx.db
      .insert(refunds)
      .values({
        bookingId: partial.id,
        amountPaise: 40_000,
        percentage: 50,
        kind: 'tickets',
        status: 'pending',
      })
      .returning();
    await ctx.db.insert(partialCancellations).values({
      bookingId: partial.id,
      quantity: 1,
      items: [],
      valuePaise: 80_000,
      percentage: 50,
      refundPaise: 40_000,
      refundId: ticketRefund!.id,
    });
    // A failed refund gave nothing back; a booking without the code is not counted.
    await ctx.db
      .insert(refunds)
      .values({ bookingId: partial.id, amountPaise: 5_000, percentage: 0, status: 'failed' });
    await createBookingRow(ctx, buyer.user.id, event.id);

    const listed = await list(organizer, event.id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().promoCodes.map((entry: { code: string }) => entry.code)).toEqual([
      'COLLEGE20',
      'UNUSED',
    ]);
    const [college, unused] = listed.json().promoCodes;
    // Without a limit its uses are its orders, counted (decision 0042).
    expect(college).toMatchObject({ uses: 3, bookings: 3, tickets: 3, revenue: 4000, discountGiven: 1400 });
    expect(unused).toMatchObject({ uses: 0, bookings: 0, tickets: 0, revenue: 0, discountGiven: 0 });
    // The list of an event without codes is empty; an admin sees it too.
    const empty = await list(admin, singlePriceEventId);
    expect(empty.statusCode).toBe(200);
  });
});

describe('who may manage promo codes', () => {
  test('a visitor 401, an attendee and another organizer 403, an unknown event 404', async () => {
    const code = await newCode();
    const calls = [
      (as: TestUser | null) => list(as, eventId),
      (as: TestUser | null) => create(as, eventId, { code: 'NOPE1', kind: 'percent', value: 5 }),
      (as: TestUser | null) => patch(as, eventId, code._id, { active: false }),
      (as: TestUser | null) => remove(as, eventId, code._id),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const stranger of [buyer, otherOrganizer]) {
        const refused = await call(stranger);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: "Only the event's organizer or an admin can manage its promo codes",
        });
      }
    }
    const unknown = crypto.randomUUID();
    expect((await list(organizer, unknown)).json()).toMatchObject({
      statusCode: 404,
      message: 'Event not found',
    });
    expect((await create(organizer, unknown, { code: 'NOPE2', kind: 'percent', value: 5 })).statusCode).toBe(
      404,
    );
    expect(await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, code._id))).toHaveLength(1);
  });
});
