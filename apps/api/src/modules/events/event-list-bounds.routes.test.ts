import { EVENT_COUNT_LIMIT, EVENT_SEARCH_COUNT_LIMIT } from '@ticketmela/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { categories, events } from '../../db/schema';

/*
 * What a list read costs stops growing with the catalogue (decision 0045): a page counts at most EVENT_COUNT_LIMIT
 * matches and pages no further; a category's event count is kept on the category by a trigger.
 */

let ctx: TestApp;
let organizerId: string;

/** `count` upcoming events in `city`, one statement. */
async function addEvents(city: string, count: number) {
  const now = Date.now();
  await ctx.db.insert(events).values(
    Array.from({ length: count }, (_, index) => ({
      title: `${city} Show ${index}`,
      description: 'A show',
      date: new Date(now + (index + 1) * 60_000),
      city,
      venueName: 'Hall',
      pricePaise: 10_000,
      totalSeats: 10,
      availableSeats: 10,
      organizerId,
    })),
  );
}

beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  await addEvents('Leh', EVENT_COUNT_LIMIT + 1);
  await addEvents('Kargil', EVENT_COUNT_LIMIT);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

async function page(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/events?upcoming=true&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { events: { title: string }[]; pagination: Record<string, unknown> };
}

describe('GET /api/events with page, past the count limit', () => {
  test('more matches than the limit: the total is the limit, said to be at least that, and the pages stop there', async () => {
    const first = await page('city=Leh&page=1');
    expect(first.pagination).toEqual({ current: 1, pages: 84, total: 1000, totalIsAtLeast: true });
    expect(first.events).toHaveLength(12);
    // The last page ends at the 1,000th event; the one after it is empty.
    const last = await page('city=Leh&page=84');
    expect(last.events.map((event) => event.title)).toEqual(
      Array.from({ length: 4 }, (_, index) => `Leh Show ${996 + index}`),
    );
    const beyond = await page('city=Leh&page=85');
    expect(beyond).toEqual({
      events: [],
      pagination: { current: 85, pages: 84, total: 1000, totalIsAtLeast: true },
    });
  });

  test('exactly the limit is an exact total', async () => {
    const kargil = await page('city=Kargil&page=1');
    expect(kargil.pagination).toEqual({ current: 1, pages: 84, total: 1000 });
  });

  test('a search counts to its own, lower limit and pages no further', async () => {
    expect(EVENT_SEARCH_COUNT_LIMIT).toBe(100);
    // 'Leh Show 1' is in 112 titles: Leh Show 1, 10-19, 100-199 and 1000.
    const first = await page(`search=${encodeURIComponent('leh show 1')}&page=1`);
    expect(first.pagination).toEqual({ current: 1, pages: 9, total: 100, totalIsAtLeast: true });
    const last = await page(`search=${encodeURIComponent('leh show 1')}&page=9`);
    expect(last.events).toHaveLength(4);
    expect((await page(`search=${encodeURIComponent('leh show 1')}&page=10`)).events).toEqual([]);
    // 'Kargil Show 99' is in 11 titles (99, 990-999): an exact total.
    const few = await page(`search=${encodeURIComponent('kargil show 99')}&page=1`);
    expect(few.pagination).toEqual({ current: 1, pages: 1, total: 11 });
  });
});

describe("a category's event count", () => {
  test('follows the events that name it: added, moved to another category, deleted; any state counts', async () => {
    const music = await createCategoryRow(ctx, 'Music at scale');
    const comedy = await createCategoryRow(ctx, 'Comedy at scale');
    const countOf = async (id: string) => {
      const [row] = await ctx.db
        .select({ eventCount: categories.eventCount })
        .from(categories)
        .where(eq(categories.id, id));
      return row?.eventCount;
    };
    const first = await createEventRow(ctx, { organizerId, categoryId: music.id });
    await createEventRow(ctx, { organizerId, categoryId: music.id, cancelled: true });
    await createEventRow(ctx, { organizerId, categoryId: music.id, date: daysFrom(new Date(), -3) });
    expect([await countOf(music.id), await countOf(comedy.id)]).toEqual([3, 0]);

    await ctx.db.update(events).set({ categoryId: comedy.id }).where(eq(events.id, first.id));
    expect([await countOf(music.id), await countOf(comedy.id)]).toEqual([2, 1]);
    await ctx.db.update(events).set({ title: 'Renamed' }).where(eq(events.id, first.id));
    expect(await countOf(comedy.id)).toBe(1);
    await ctx.db.update(events).set({ categoryId: null }).where(eq(events.id, first.id));
    expect(await countOf(comedy.id)).toBe(0);
    await ctx.db.delete(events).where(eq(events.categoryId, music.id));
    expect(await countOf(music.id)).toBe(0);

    // The API's list shows the kept count, which is what counting the events table says.
    await createEventRow(ctx, { organizerId, categoryId: comedy.id });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      _id: string;
      eventCount: number;
    }[];
    const [counted] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(events)
      .where(eq(events.categoryId, comedy.id));
    expect(listed.find((category) => category._id === comedy.id)?.eventCount).toBe(counted?.count);
    expect(counted?.count).toBe(1);
  });
});

describe('GET /api/events without page', () => {
  test('the array stops at the count limit, asked for more or not', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/events?upcoming=true&city=Leh' });
    expect(all.json()).toHaveLength(EVENT_COUNT_LIMIT);
    const asked = await ctx.app.inject({ method: 'GET', url: '/api/events?city=Leh&limit=1000' });
    expect(asked.json()).toHaveLength(EVENT_COUNT_LIMIT);
    const fewer = await ctx.app.inject({ method: 'GET', url: '/api/events?city=Leh&limit=3' });
    expect(fewer.json().map((event: { title: string }) => event.title)).toEqual([
      'Leh Show 0',
      'Leh Show 1',
      'Leh Show 2',
    ]);
  });
});
