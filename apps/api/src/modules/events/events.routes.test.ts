import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp } from '../../../test/helper';

let ctx: TestApp;
const ids: Record<string, string> = {};
let music: string;
let comedy: string;
let organizerId: string;
let otherOrganizer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const now = new Date();
  organizerId = (await createUser(ctx, { role: 'organizer', name: 'Priya Sharma' })).user.id;
  otherOrganizer = await createUser(ctx, { role: 'organizer' });
  music = (await createCategoryRow(ctx, 'Music')).id;
  comedy = (await createCategoryRow(ctx, 'Comedy')).id;
  const food = (await createCategoryRow(ctx, 'Food & Drink')).id;
  const make = async (key: string, fields: Parameters<typeof createEventRow>[1]) => {
    ids[key] = (await createEventRow(ctx, fields)).id;
  };
  await make('jazzMumbai', {
    organizerId,
    title: 'Jazz Night',
    city: 'Mumbai',
    categoryId: music,
    pricePaise: 80_000,
    date: new Date('2099-05-10T14:30:00Z'),
  });
  await make('jazzPune', {
    organizerId,
    title: 'Sunday JAZZ brunch',
    city: 'Pune',
    categoryId: music,
    pricePaise: 120_000,
    date: new Date('2099-05-10T20:00:00Z'),
  });
  await make('standup', {
    organizerId: otherOrganizer.user.id,
    title: 'Stand-up 100% Live',
    city: 'Mumbai',
    categoryId: comedy,
    pricePaise: 0,
    date: new Date('2099-06-01T13:00:00Z'),
  });
  await make('tiered', {
    organizerId,
    title: 'Arijit Live',
    city: 'Bengaluru',
    categoryId: music,
    date: new Date('2099-07-01T13:00:00Z'),
    tiers: [
      { name: 'VIP', pricePaise: 500_000, seats: 10, available: 4 },
      { name: 'General', pricePaise: 150_000, seats: 100 },
    ],
  });
  await make('streetFood', {
    organizerId,
    title: 'Street Food Walk',
    city: 'Delhi',
    categoryId: food,
    pricePaise: 500_000,
    date: new Date('2099-08-01T04:00:00Z'),
  });
  await make('cancelled', {
    organizerId,
    title: 'Cancelled Jazz',
    city: 'Mumbai',
    categoryId: music,
    cancelled: true,
    cancelledReason: 'Rain',
  });
  await make('past', {
    organizerId,
    title: 'Past Jazz',
    city: 'Mumbai',
    categoryId: music,
    date: daysFrom(now, -3),
  });
});
afterAll(async () => {
  await ctx.close();
});

async function list(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { _id: string; title: string }[]).map((event) => event._id);
}

describe('GET /api/events', () => {
  test('without filters answers every event, soonest first, including past and cancelled', async () => {
    const all = await list('');
    expect(all).toHaveLength(7);
    expect(all[0]).toBe(ids.past);
  });

  test('upcoming=true hides cancelled and past events', async () => {
    const upcoming = await list('?upcoming=true');
    expect(upcoming).not.toContain(ids.cancelled);
    expect(upcoming).not.toContain(ids.past);
    expect(upcoming).toEqual([ids.jazzMumbai, ids.jazzPune, ids.standup, ids.tiered, ids.streetFood]);
  });

  test('search is a case-insensitive substring of the title, with % and _ taken literally', async () => {
    expect(await list('?upcoming=true&search=jazz')).toEqual([ids.jazzMumbai, ids.jazzPune]);
    expect(await list('?search=100%25')).toEqual([ids.standup]);
    expect(await list('?search=_')).toEqual([]);
  });

  test('category is the category id', async () => {
    expect(await list(`?category=${comedy}`)).toEqual([ids.standup]);
  });

  test.each(['Comedy', 'comedy', 'COMEDY', '%20comedy%20'])(
    'category may be the category name %s, case-insensitively',
    async (name) => {
      expect(await list(`?category=${name}`)).toEqual([ids.standup]);
    },
  );

  test('category may be the slug of the name', async () => {
    expect(await list('?upcoming=true&category=food-drink')).toEqual([ids.streetFood]);
    expect(await list('?upcoming=true&category=Food%20%26%20Drink')).toEqual([ids.streetFood]);
  });

  test('a category no link could mean lists nothing (paged: an empty page)', async () => {
    expect(await list('?category=Opera')).toEqual([]);
    expect(await list('?category=00000000-0000-4000-8000-000000000000')).toEqual([]);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events?category=opera&page=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ events: [], pagination: { current: 1, pages: 0, total: 0 } });
  });

  test('city is an exact match', async () => {
    expect(await list('?upcoming=true&city=Mumbai')).toEqual([ids.jazzMumbai, ids.standup]);
    expect(await list('?city=mumbai')).toEqual([]);
  });

  test('date is the same calendar day in India', async () => {
    // 2099-05-10T20:00Z is already 11 May in India.
    expect(await list('?date=2099-05-10')).toEqual([ids.jazzMumbai]);
    expect(await list('?date=2099-05-11')).toEqual([ids.jazzPune]);
  });

  test('maxPrice keeps prices at most the amount; category events use their lowest price', async () => {
    expect(await list('?upcoming=true&maxPrice=800')).toEqual([ids.jazzMumbai, ids.standup]);
    expect(await list('?upcoming=true&maxPrice=1500')).toEqual([
      ids.jazzMumbai,
      ids.jazzPune,
      ids.standup,
      ids.tiered,
    ]);
    expect(await list('?maxPrice=0')).toEqual([ids.standup]);
    expect(await list('?upcoming=true&maxPrice=%20')).toHaveLength(5);
    expect(await list('?upcoming=true&maxPrice=99999999999')).toHaveLength(5);
  });

  test.each([
    ['-1', 'maxPrice must be 0 or more'],
    ['-0.5', 'maxPrice must be 0 or more'],
    ['cheap', 'maxPrice must be a number'],
    ['1e3', 'maxPrice must be a number'],
    ['0x10', 'maxPrice must be a number'],
    ['Infinity', 'maxPrice must be a number'],
  ])('maxPrice=%s is refused with a 400 naming the field', async (value, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/events?upcoming=true&maxPrice=${value}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message,
      field: 'maxPrice',
    });
  });

  test('filters combine', async () => {
    expect(await list(`?search=jazz&city=Mumbai&maxPrice=1000&category=${music}&upcoming=true`)).toEqual([
      ids.jazzMumbai,
    ]);
  });

  test("organizer=me lists the signed-in organizer's events and needs a session", async () => {
    const mine = await injectAs(ctx, otherOrganizer, { method: 'GET', url: '/api/events?organizer=me' });
    expect(mine.json().map((event: { _id: string }) => event._id)).toEqual([ids.standup]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events?organizer=me' })).statusCode).toBe(401);
  });

  test('limit caps the list', async () => {
    expect(await list('?upcoming=true&limit=2')).toHaveLength(2);
  });

  test.each([
    '?category=%07music',
    '?maxPrice=-1',
    '?maxPrice=cheap',
    '?date=10-05-2099',
    '?upcoming=maybe',
    '?limit=0',
  ])('malformed filter %s is 400', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/events${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/events/{id}', () => {
  test('answers the event with category, organizer name, venue and ticket categories in order', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/events/${ids.tiered}` });
    expect(response.statusCode).toBe(200);
    const event = response.json();
    expect(event).toMatchObject({
      _id: ids.tiered,
      title: 'Arijit Live',
      price: 1500,
      hasTicketCategories: true,
      totalSeats: 110,
      availableSeats: 104,
      categoryId: { _id: music, name: 'Music' },
      organizerId: { _id: organizerId, name: 'Priya Sharma' },
      venue: { name: 'Test Venue', coordinates: { lat: 19.07, lng: 72.87 } },
      useDefaultRefundPolicy: true,
      customRefundPolicy: null,
    });
    expect(
      event.ticketCategories.map((category: { name: string; price: number; availableSeats: number }) => [
        category.name,
        category.price,
        category.availableSeats,
      ]),
    ).toEqual([
      ['VIP', 5000, 4],
      ['General', 1500, 100],
    ]);
    expect(JSON.stringify(event)).not.toMatch(/email|password/i);
  });

  test('a custom refund policy is answered with its tiers', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      useDefaultRefundPolicy: false,
      refundSevenDaysOrMore: 90,
      refundOneToDays: 40,
      refundLessThanDay: 10,
      refundPolicyDescription: 'Festival policy',
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(response.json().customRefundPolicy).toEqual({
      sevenDaysOrMore: 90,
      oneToDays: 40,
      lessThanDay: 10,
      description: 'Festival policy',
    });
  });

  test('a malformed id is 400 and an unknown one 404, never 500', async () => {
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/events/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/events/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Event not found' });
  });
});

describe('GET /api/events/{id}/seats', () => {
  test('answers remainingSeats', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/events/${ids.tiered}/seats` });
    expect(response.json()).toEqual({ remainingSeats: 104 });
  });

  test('unknown and malformed ids are 404 and 400', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000/seats' }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/events/1/seats' })).statusCode).toBe(400);
  });
});
