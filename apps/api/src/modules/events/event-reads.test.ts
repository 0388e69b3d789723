import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCategoryRow, createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { toEventDto } from './event.serializer';
import { readEventPage } from './event-page-read';
import { findEventById, listEvents, readEventDetail, readEventList } from './event-reads';

// The prepared reads must answer exactly what the ORM's queries answer: same events, same order, same fields.
let ctx: TestApp;
let organizerId: string;
let otherOrganizerId: string;
let music: string;
const now = new Date();

beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  otherOrganizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  music = (await createCategoryRow(ctx, 'Music')).id;
  const cities = ['Pune', 'Mumbai', 'Goa'];
  for (let day = -3; day <= 12; day++) {
    await createEventRow(ctx, {
      organizerId: day % 4 === 0 ? otherOrganizerId : organizerId,
      title: `${day % 2 === 0 ? 'Jazz_100%' : 'Rock'} night ${day}`,
      city: cities[(day + 3) % cities.length]!,
      categoryId: day % 3 === 0 ? music : null,
      date: daysFrom(now, day),
      cancelled: day === 5,
      venueLat: day % 5 === 0 ? null : 19.1,
      venueLng: day % 5 === 0 ? null : 72.8,
      ...(day % 3 === 1
        ? {
            tiers: [
              { name: 'Gold', pricePaise: 150_000, seats: 10, available: 4 },
              { name: 'Free Pass', pricePaise: 0, seats: 20 },
            ],
          }
        : { pricePaise: (day + 4) * 25_000 }),
    });
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** Every kind of filter, alone and together (after beforeAll: the ids exist then). */
const filterSets = () => [
  {},
  { upcoming: true },
  { upcoming: true, limit: 6 },
  { upcoming: true, city: 'Pune', maxPrice: 1500 },
  { upcoming: true, search: 'jazz_100%' },
  { search: 'rock', category: music },
  { date: daysFrom(now, 2).toISOString().slice(0, 10) },
  { maxPrice: 0 },
];

describe('the prepared catalog reads', () => {
  test('the list answers what the ORM list answers, for every kind of filter', async () => {
    for (const filters of [...filterSets(), { organizerId: otherOrganizerId, upcoming: true }]) {
      const expected = (await listEvents(ctx.db, filters as never, now)).map(toEventDto);
      const actual = (await readEventList(ctx.db, filters as never, now)).map(toEventDto);
      expect(actual, JSON.stringify(filters)).toEqual(expected);
    }
  });

  test('an event answers what the ORM answers, with and without ticket categories and coordinates', async () => {
    for (const event of await listEvents(ctx.db, {}, now)) {
      expect(toEventDto(await readEventDetail(ctx.db, event.id))).toEqual(
        toEventDto(await findEventById(ctx.db, event.id)),
      );
    }
  });

  test('a page holds the list’s events in its order, with the total, also past the end', async () => {
    const all = await listEvents(ctx.db, { upcoming: true }, now);
    const first = await readEventPage(ctx.db, { upcoming: true, page: 1, limit: 5 }, now);
    const second = await readEventPage(ctx.db, { upcoming: true, page: 2, limit: 5 }, now);
    expect(first.pagination).toEqual({ current: 1, pages: Math.ceil(all.length / 5), total: all.length });
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(
      all.slice(0, 10).map((event) => event.id),
    );
    const withTiers = first.rows.find((row) => row.hasTicketCategories)!;
    expect(withTiers.ticketPricesPaise).toEqual([150_000, 0]);
    const past = await readEventPage(ctx.db, { upcoming: true, page: 99, limit: 5 }, now);
    expect(past).toEqual({
      rows: [],
      pagination: { current: 99, pages: Math.ceil(all.length / 5), total: all.length },
    });
    const none = await readEventPage(ctx.db, { city: 'Nowhere', page: 1 }, now);
    expect(none).toEqual({ rows: [], pagination: { current: 1, pages: 0, total: 0 } });
  });
});
