import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { book, payWithCard, startPayment, sweepHolds } from '../../../test/purchase';
import { bookings, events, ticketCategories } from '../../db/schema';

// Real parallel connections need PostgreSQL (PGlite is one connection). CI sets TEST_DATABASE_URL.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('concurrency on PostgreSQL', () => {
  let ctx: TestApp;
  let buyers: TestUser[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    buyers = [];
    for (let i = 0; i < 200; i++) buyers.push(await createUser(ctx));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  test('200 simultaneous buyers for 20 seats of one category: exactly 20 bookings, 0 seats, never negative', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'Front Row', pricePaise: 100_000, seats: 20 },
        { name: 'General', pricePaise: 50_000, seats: 100 },
      ],
    });
    const attempt = async (buyer: TestUser) => {
      const started = await startPayment(
        ctx,
        buyer,
        event.id,
        { ticketItems: [{ categoryName: 'Front Row', quantity: 1 }] },
        1000,
      );
      if (started.statusCode !== 200) return started.json().code as string;
      const { clientSecret, paymentIntentId } = started.json();
      await payWithCard(ctx, buyer, clientSecret);
      const booked = await book(ctx, buyer, event.id, paymentIntentId);
      return booked.statusCode === 201 ? 'BOOKED' : (booked.json().code as string);
    };
    const outcomes = await Promise.all(buyers.map(attempt));
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    expect(counts).toEqual({ BOOKED: 20, SOLD_OUT: 180 });

    const [front] = await ctx.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.name, 'Front Row'));
    expect(front?.availableSeats).toBe(0);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.availableSeats).toBe(100);
    const [booked] = await ctx.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number),
      })
      .from(bookings)
      .where(eq(bookings.eventId, event.id));
    expect(booked).toEqual({ count: 20, seats: 20 });
  }, 120_000);

  test('120 buyers of two categories at once (40 and 25 seats): 25 bookings, never one category without the other', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'Stalls', pricePaise: 20_000, seats: 40 },
        { name: 'Balcony', pricePaise: 10_000, seats: 40 },
      ],
    });
    // The category taken second (the higher id) is the one that runs out: the first one's seats, taken in the same
    // statement, must then be given back by it.
    const [first, second] = await ctx.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, event.id))
      .orderBy(ticketCategories.id);
    await ctx.db
      .update(ticketCategories)
      .set({ totalSeats: 25, availableSeats: 25 })
      .where(eq(ticketCategories.id, second!.id));
    await ctx.db.update(events).set({ totalSeats: 65, availableSeats: 65 }).where(eq(events.id, event.id));
    const attempt = async (buyer: TestUser) => {
      const started = await startPayment(
        ctx,
        buyer,
        event.id,
        {
          ticketItems: [
            { categoryName: 'Stalls', quantity: 1 },
            { categoryName: 'Balcony', quantity: 1 },
          ],
        },
        300,
      );
      if (started.statusCode !== 200) return started.json().code as string;
      const { clientSecret, paymentIntentId } = started.json();
      await payWithCard(ctx, buyer, clientSecret);
      const booked = await book(ctx, buyer, event.id, paymentIntentId);
      return booked.statusCode === 201 ? 'BOOKED' : (booked.json().code as string);
    };
    const outcomes = await Promise.all(buyers.slice(0, 120).map(attempt));
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    expect(counts).toEqual({ BOOKED: 25, SOLD_OUT: 95 });
    const tiers = await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, event.id));
    expect(Object.fromEntries(tiers.map((tier) => [tier.name, tier.availableSeats]))).toEqual({
      [first!.name]: 15,
      [second!.name]: 0,
    });
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.availableSeats).toBe(15);
  }, 120_000);

  test('holds expiring at the moment their payments confirm lose nothing and count nothing twice', async () => {
    const organizer = await createUser(ctx, { role: 'organizer' });
    const event = await createEventRow(ctx, {
      organizerId: organizer.user.id,
      pricePaise: 10_000,
      totalSeats: 30,
    });
    const paid = [];
    for (const buyer of buyers.slice(0, 30)) {
      const started = (await startPayment(ctx, buyer, event.id, { noOfSeats: 1 }, 100)).json();
      await payWithCard(ctx, buyer, started.clientSecret);
      paid.push({ buyer, intentId: started.paymentIntentId as string });
    }
    const later = new Date(Date.now() + 11 * 60_000);
    // The sweeper (twice, as two processes would) races every buyer's booking request.
    const [sweptA, sweptB, ...results] = await Promise.all([
      sweepHolds(ctx, later),
      sweepHolds(ctx, later),
      ...paid.map(({ buyer, intentId }) => book(ctx, buyer, event.id, intentId)),
    ]);
    // Paid holds are booked, by the buyer's request or by a sweeper first (then the request answers it, 200).
    const statuses = results.map((response) => (response as { statusCode: number }).statusCode);
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    const settled = [sweptA, sweptB] as Awaited<ReturnType<typeof sweepHolds>>[];
    expect(settled.reduce((sum, pass) => sum + pass.released + pass.refunded, 0)).toBe(0);
    // Each paid hold was booked once: by its buyer's request (201) or by one sweeper (booked), never both.
    expect(statuses.filter((status) => status === 201).length + settled[0]!.booked + settled[1]!.booked).toBe(
      30,
    );
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    const [booked] = await ctx.db
      .select({ seats: sql<number>`coalesce(sum(${bookings.totalQuantity}), 0)`.mapWith(Number) })
      .from(bookings)
      .where(eq(bookings.eventId, event.id));
    // Every seat is either booked once or back in stock: 30 booked, 0 left, none lost or doubled.
    expect(booked?.seats).toBe(30);
    expect(row?.availableSeats).toBe(0);
  }, 120_000);
});
