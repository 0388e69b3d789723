import { PROMO_MESSAGES, PromoCodeLookupSchema } from '@ticketmela/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createPromoCodeRow, lookUpCode } from '../../../test/promo';

describe('GET /api/events/{id}/promo-codes/lookup', () => {
  let ctx: TestApp;
  let eventId: string;
  const now = new Date();
  beforeAll(async () => {
    ctx = await buildTestApp();
    const organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    eventId = (
      await createEventRow(ctx, {
        organizerId,
        tiers: [
          { name: 'VIP', pricePaise: 200_000, seats: 10 },
          { name: 'General', pricePaise: 50_000, seats: 30 },
        ],
      })
    ).id;
    const base = { eventId, kind: 'percent', value: 10 } as const;
    await createPromoCodeRow(ctx, { ...base, code: 'Diwali20', value: 20, validUntil: daysFrom(now, 5) });
    await createPromoCodeRow(ctx, {
      eventId,
      code: 'VIP100',
      kind: 'amount',
      value: 10_050,
      categoryNames: ['VIP'],
    });
    await createPromoCodeRow(ctx, { eventId, code: 'FREEPASS', kind: 'fixed_price', value: 0 });
    await createPromoCodeRow(ctx, { ...base, code: 'OFF', active: false });
    await createPromoCodeRow(ctx, { ...base, code: 'SOON', validFrom: daysFrom(now, 1) });
    await createPromoCodeRow(ctx, { ...base, code: 'OVER', validUntil: daysFrom(now, -1) });
    await createPromoCodeRow(ctx, { ...base, code: 'GONE', maxUses: 2, uses: 2 });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('anyone gets a code’s terms, typed in any case: a percentage, or rupees, with its categories by name', async () => {
    const percent = await lookUpCode(ctx, eventId, ' diwali20 ');
    expect(percent.statusCode, percent.body).toBe(200);
    expect(PromoCodeLookupSchema.parse(percent.json())).toEqual({
      code: 'Diwali20',
      kind: 'percent',
      value: 20,
      description: '20% off',
      ticketCategoryNames: null,
      validUntil: daysFrom(now, 5).toISOString(),
    });
    expect((await lookUpCode(ctx, eventId, 'VIP100')).json()).toEqual({
      code: 'VIP100',
      kind: 'amount',
      value: 100.5,
      description: '₹100.5 off each ticket',
      ticketCategoryNames: ['VIP'],
      validUntil: null,
    });
    expect((await lookUpCode(ctx, eventId, 'freepass')).json()).toMatchObject({
      kind: 'fixed_price',
      value: 0,
      description: 'Free tickets',
    });
  });

  test.each([
    ['NOSUCH', 400, 'PROMO_CODE_INVALID', PROMO_MESSAGES.unknown],
    ['OFF', 409, 'PROMO_CODE_EXPIRED', PROMO_MESSAGES.inactive],
    ['SOON', 409, 'PROMO_CODE_EXPIRED', PROMO_MESSAGES.notYetValid],
    ['OVER', 409, 'PROMO_CODE_EXPIRED', PROMO_MESSAGES.expired],
    ['GONE', 409, 'PROMO_CODE_USED_UP', PROMO_MESSAGES.usedUp],
  ])('%s is refused (%i %s)', async (code, status, errorCode, message) => {
    const response = await lookUpCode(ctx, eventId, code);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code: errorCode, message, field: 'promoCode' });
  });

  test('another event’s code is unknown here; a code of another event id is unknown too', async () => {
    const otherEvent = await createEventRow(ctx, {
      organizerId: (await createUser(ctx, { role: 'organizer' })).user.id,
    });
    expect((await lookUpCode(ctx, otherEvent.id, 'Diwali20')).json()).toMatchObject({
      code: 'PROMO_CODE_INVALID',
    });
    expect((await lookUpCode(ctx, crypto.randomUUID(), 'Diwali20')).statusCode).toBe(400);
  });

  test('no code, or one longer than any code can be: 400 on the code', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/promo-codes/lookup` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });
    const long = await lookUpCode(ctx, eventId, 'X'.repeat(33));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(PROMO_MESSAGES.unknown);
  });
});

describe('promo code lookups are rate limited per IP', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ PROMO_LOOKUP_RATE_LIMIT_POINTS: '3' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  test('past the allowance an IP gets 429 saying when to retry, found or not; another IP still may', async () => {
    const organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    const event = await createEventRow(ctx, { organizerId });
    await createPromoCodeRow(ctx, { eventId: event.id, code: 'REAL', kind: 'percent', value: 10 });
    const from = (remoteAddress: string, code: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/events/${event.id}/promo-codes/lookup?code=${code}`,
        remoteAddress,
      });
    expect((await from('203.0.113.7', 'GUESS1')).statusCode).toBe(400);
    expect((await from('203.0.113.7', 'GUESS2')).statusCode).toBe(400);
    expect((await from('203.0.113.7', 'REAL')).statusCode).toBe(200);
    const limited = await from('203.0.113.7', 'REAL');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toBe(
      'Too many promo codes have been tried from your network. Please try again in 10 minutes.',
    );
    expect((await from('198.51.100.4', 'REAL')).statusCode).toBe(200);
  });
});
