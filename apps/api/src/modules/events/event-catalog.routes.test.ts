import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { excerpt } from './event-card.serializer';

let ctx: TestApp;
let music: string;
/** Upcoming events in list order (soonest first). */
const upcoming: { id: string; title: string; city: string }[] = [];

const LONG_DESCRIPTION = `${'A long evening of music under the open sky, with food stalls and a bazaar. '.repeat(8)}The end.`;

beforeAll(async () => {
  ctx = await buildTestApp();
  const organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  music = (await createCategoryRow(ctx, 'Music')).id;
  const cities = ['Pune', 'Mumbai', 'Pune', 'Goa', 'Mumbai'];
  // 30 upcoming events, one a day from tomorrow: five cities in turn, every third one with ticket categories.
  for (let day = 1; day <= 30; day++) {
    const city = cities[day % cities.length]!;
    const event = await createEventRow(ctx, {
      organizerId,
      title: `Concert ${String(day).padStart(2, '0')}${day % 2 === 0 ? ' Night' : ''}`,
      description: LONG_DESCRIPTION,
      city,
      categoryId: day % 2 === 0 ? music : null,
      date: daysFrom(new Date(), day),
      ...(day % 3 === 0
        ? {
            tiers: [
              { name: 'Free Pass', pricePaise: 0, seats: 10 },
              { name: 'Gold', pricePaise: 99_900, seats: 10 },
            ],
          }
        : { pricePaise: day * 1000 }),
    });
    upcoming.push({ id: event.id, title: event.title, city });
  }
  await createEventRow(ctx, { organizerId, title: 'Gone', city: 'Jaipur', cancelled: true });
  await createEventRow(ctx, { organizerId, title: 'Was', city: 'Kochi', date: daysFrom(new Date(), -2) });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function get(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/events with page', () => {
  test('answers one page of cards and the total; pages follow each other without gaps or repeats', async () => {
    const first = await get('?upcoming=true&page=1');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ current: 1, pages: 3, total: 30 });
    expect(first.body.events).toHaveLength(12);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await get(`?upcoming=true&page=${page}`);
      seen.push(...body.events.map((event: { _id: string }) => event._id));
    }
    expect(seen).toEqual(upcoming.map((event) => event.id));
    const beyond = await get('?upcoming=true&page=4');
    expect(beyond.body).toEqual({ events: [], pagination: { current: 4, pages: 3, total: 30 } });
  });

  test('a card carries only what the card shows, with a short description', async () => {
    const { body } = await get('?upcoming=true&page=1&limit=3');
    expect(body.pagination).toEqual({ current: 1, pages: 10, total: 30 });
    const [plain, , tiered] = body.events;
    expect(Object.keys(plain).sort()).toEqual(
      [
        '_id',
        'categoryId',
        'city',
        'date',
        'description',
        'hasTicketCategories',
        'photo',
        'photoThumb',
        'price',
        'ticketCategories',
        'title',
        'venue',
      ].sort(),
    );
    expect(plain).toMatchObject({ title: 'Concert 01', price: 10, categoryId: null, ticketCategories: [] });
    expect(plain.venue).toEqual({ name: 'Test Venue' });
    expect(plain.description.length).toBeLessThanOrEqual(201);
    expect(plain.description.endsWith('…')).toBe(true);
    expect(body.events[1].categoryId).toEqual({ _id: music, name: 'Music' });
    expect(tiered).toMatchObject({
      title: 'Concert 03',
      hasTicketCategories: true,
      price: 0,
      ticketCategories: [{ price: 0 }, { price: 999 }],
    });
  });

  test('the filters apply before paging, and the total counts every match', async () => {
    const pune = await get('?upcoming=true&city=Pune&page=1&limit=5');
    const expected = upcoming.filter((event) => event.city === 'Pune');
    expect(pune.body.pagination.total).toBe(expected.length);
    expect(pune.body.events.map((event: { _id: string }) => event._id)).toEqual(
      expected.slice(0, 5).map((event) => event.id),
    );
    const nights = await get('?upcoming=true&search=night&maxPrice=100&page=1');
    // Even days are 'Night'; maxPrice 100 keeps the single prices (₹10 a day) up to day 10 and every event with a
    // free category (every third day).
    const titles = nights.body.events.map((event: { title: string }) => event.title);
    expect(titles).toEqual(
      upcoming
        .filter((_, index) => (index + 1) % 2 === 0 && ((index + 1) % 3 === 0 || index + 1 <= 10))
        .map((event) => event.title),
    );
    expect(nights.body.pagination.total).toBe(titles.length);
  });

  test('without page the answer is the full array, exactly as before (limit still caps it)', async () => {
    const all = await get('?upcoming=true');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(30);
    expect(all.body[0]).toHaveProperty('venue.coordinates');
    expect(all.body[0]).toHaveProperty('organizerId');
    expect(all.body[0].description).toBe(LONG_DESCRIPTION);
    const six = await get('?upcoming=true&limit=6');
    expect(six.body).toHaveLength(6);
    expect((await get('')).body).toHaveLength(32);
  });

  test('bad paging is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?page=1&limit=49', 'limit'],
      ['?page=1&limit=0', 'limit'],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.field, query).toBe(field);
    }
    // The array answer keeps its own limit.
    expect((await get('?limit=49')).status).toBe(200);
  });
});

describe('GET /api/events/cities', () => {
  test('the distinct cities of upcoming events, the soonest event first; cancelled and past ones are left out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/cities' });
    expect(response.statusCode).toBe(200);
    // Day 1 is in Mumbai, day 2 in Pune, day 3 in Goa.
    expect(response.json()).toEqual(['Mumbai', 'Pune', 'Goa']);
  });
});

describe('excerpt', () => {
  test('keeps a short text, and cuts a long one at a word with an ellipsis', () => {
    expect(excerpt('  A short  text. ')).toBe('A short text.');
    expect(excerpt('one two three four five', 15)).toBe('one two three…');
    expect(excerpt('abcdefghijklmnop', 10)).toBe('abcdefghij…');
  });
});
