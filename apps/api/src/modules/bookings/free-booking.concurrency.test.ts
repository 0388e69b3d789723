import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { bookings, events, ticketCategories } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function bookFree(ctx: TestApp, buyer: TestUser, payload: Record<string, unknown>) {
  return injectAs(ctx, buyer, { method: 'POST', url: '/api/bookings/free', payload });
}

function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

const outcomeOf = (response: { statusCode: number; json(): { code?: string } }) =>
  response.statusCode === 201 ? 'BOOKED' : (response.json().code ?? String(response.statusCode));

describe.skipIf(!onPostgres)('free bookings under concurrency on PostgreSQL', () => {
  let ctx: TestApp;
  let people: TestUser[];
  let organizerId: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
    people = [];
    for (let i = 0; i < 100; i++) people.push(await createUser(ctx));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  async function bookedOf(eventId: string) {
    const [row] = await ctx.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number),
      })
      .from(bookings)
      .where(eq(bookings.eventId, eventId));
    return row;
  }

  test('100 people at once for the 10 seats of a free event: exactly 10 bookings, 0 seats left', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 10 });
    const responses = await Promise.all(
      people.map((person) => bookFree(ctx, person, { eventId: event.id, noOfSeats: 1 })),
    );
    expect(tally(responses.map(outcomeOf))).toEqual({ BOOKED: 10, SOLD_OUT: 90 });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.availableSeats).toBe(0);
    expect(await bookedOf(event.id)).toEqual({ count: 10, seats: 10 });
  }, 120_000);

  test('100 people at once for a free category of 10 seats: the paid category is untouched', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      tiers: [
        { name: 'Free Pass', pricePaise: 0, seats: 10 },
        { name: 'Supporter', pricePaise: 20_000, seats: 30 },
      ],
    });
    const responses = await Promise.all(
      people.map((person) =>
        bookFree(ctx, person, {
          eventId: event.id,
          ticketItems: [{ categoryName: 'Free Pass', quantity: 1 }],
        }),
      ),
    );
    expect(tally(responses.map(outcomeOf))).toEqual({ BOOKED: 10, SOLD_OUT: 90 });
    const tiers = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, event.id));
    expect(tiers.map((tier) => [tier.name, tier.availableSeats]).sort()).toEqual([
      ['Free Pass', 0],
      ['Supporter', 30],
    ]);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.availableSeats).toBe(30);
  }, 120_000);

  test('one person sending 20 requests at once gets one booking (the same key answers it again)', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 0, totalSeats: 50 });
    const person = people[0]!;
    const key = '3f1c2b7e-9a41-4c55-8d7e-2b6f0e9a1c33';
    const sameKey = await Promise.all(
      Array.from({ length: 10 }, () =>
        bookFree(ctx, person, { eventId: event.id, noOfSeats: 2, idempotencyKey: key }),
      ),
    );
    const otherKeys = await Promise.all(
      Array.from({ length: 10 }, () => bookFree(ctx, person, { eventId: event.id, noOfSeats: 2 })),
    );
    expect(sameKey.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(sameKey.filter((response) => response.statusCode === 200)).toHaveLength(9);
    expect(new Set(sameKey.map((response) => response.json().booking._id)).size).toBe(1);
    expect(tally(otherKeys.map(outcomeOf))).toEqual({ CONFLICT: 10 });
    expect(await bookedOf(event.id)).toEqual({ count: 1, seats: 2 });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.availableSeats).toBe(48);
  }, 120_000);
});
