import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { events } from '../../db/schema';

let ctx: TestApp;
let organizer: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ CATALOG_CACHE_TTL_MS: '1000' });
  organizer = await createUser(ctx, { role: 'organizer' });
  buyer = await createUser(ctx);
  admin = await createUser(ctx, { role: 'admin' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function anonymous(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { cache: response.headers['x-catalog-cache'], status: response.statusCode, body: response.json() };
}

describe('the anonymous catalog cache', () => {
  test('a booking is seen by the very next anonymous read of the event', async () => {
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      totalSeats: 50,
      pricePaise: 10_000,
    });
    const url = `/api/events/${event.id}`;
    expect(await anonymous(url)).toMatchObject({ cache: 'miss', body: { availableSeats: 50 } });
    expect(await anonymous(url)).toMatchObject({ cache: 'hit', body: { availableSeats: 50 } });

    await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 200);

    expect(await anonymous(url)).toMatchObject({
      cache: 'miss',
      body: { availableSeats: 48, totalBooked: 2 },
    });
  });

  test('answers are kept per query string', async () => {
    await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'First',
      date: daysFrom(new Date(), 1),
    });
    await createEventRow(ctx, {
      organizerId: organizer.user.id,
      title: 'Second',
      date: daysFrom(new Date(), 2),
    });
    const one = await anonymous('/api/events?upcoming=true&limit=1');
    const two = await anonymous('/api/events?upcoming=true&limit=2');
    expect(one).toMatchObject({ cache: 'miss', status: 200 });
    expect(two).toMatchObject({ cache: 'miss', status: 200 });
    expect(one.body).toHaveLength(1);
    expect(two.body).toHaveLength(2);
    const oneAgain = await anonymous('/api/events?upcoming=true&limit=1');
    expect(oneAgain.cache).toBe('hit');
    expect(oneAgain.body).toEqual(one.body);
    expect((await anonymous('/api/events?limit=1&upcoming=true')).cache).toBe('miss');
  });

  test('a signed-in request neither reads nor fills it: nobody gets an answer computed for somebody else', async () => {
    await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Mine' });
    const other = await createUser(ctx, { role: 'organizer' });
    const url = '/api/events?organizer=me';
    const mine = await injectAs(ctx, organizer, { method: 'GET', url });
    const theirs = await injectAs(ctx, other, { method: 'GET', url });
    expect(mine.headers['x-catalog-cache']).toBeUndefined();
    expect(theirs.headers['x-catalog-cache']).toBeUndefined();
    expect(mine.json().length).toBeGreaterThan(0);
    expect(theirs.json()).toEqual([]);

    const categoriesSignedIn = await injectAs(ctx, buyer, { method: 'GET', url: '/api/categories' });
    expect(categoriesSignedIn.headers['x-catalog-cache']).toBeUndefined();
    expect((await anonymous('/api/categories')).cache).toBe('miss');
  });

  test('a successful write empties it; a refused one does not', async () => {
    expect((await anonymous('/api/categories')).cache).toMatch(/hit|miss/);
    expect((await anonymous('/api/categories')).cache).toBe('hit');
    const refused = await injectAs(ctx, buyer, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await anonymous('/api/categories')).cache).toBe('hit');

    const created = await injectAs(ctx, admin, {
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Poetry' },
    });
    expect(created.statusCode).toBe(201);
    const after = await anonymous('/api/categories');
    expect(after.cache).toBe('miss');
    expect(after.body.map((category: { name: string }) => category.name)).toContain('Poetry');
  });

  test('a change made outside this process’s requests (the hold sweeper, another server) is seen within the TTL', async () => {
    const event = await createEventRow(ctx, { organizerId: organizer.user.id, title: 'Before' });
    const url = `/api/events/${event.id}`;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    expect((await anonymous(url)).body.title).toBe('Before');
    await ctx.db.update(events).set({ title: 'After' }).where(eq(events.id, event.id));
    expect(await anonymous(url)).toMatchObject({ cache: 'hit', body: { title: 'Before' } });
    vi.advanceTimersByTime(1000);
    expect(await anonymous(url)).toMatchObject({ cache: 'miss', body: { title: 'After' } });
  });

  test('errors are never kept', async () => {
    const url = '/api/events/00000000-0000-4000-8000-000000000000';
    expect(await anonymous(url)).toMatchObject({ cache: 'miss', status: 404 });
    expect(await anonymous(url)).toMatchObject({ cache: 'miss', status: 404 });
  });
});
