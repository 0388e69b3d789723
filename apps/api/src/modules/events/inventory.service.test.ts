import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEventRow, daysFrom } from '../../../test/factories';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { events, ticketCategories } from '../../db/schema';
import { returnSeats, takeSeats } from './inventory.service';

let ctx: TestApp;
let organizerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
});
afterAll(async () => {
  await ctx.close();
});

/** An event of two categories; `first` is the one with the lower id (taken first), `second` the other. */
async function twoCategories(seats: { first: number; second: number }) {
  const event = await createEventRow(ctx, {
    organizerId,
    tiers: [
      { name: 'A', pricePaise: 10_000, seats: 50 },
      { name: 'B', pricePaise: 20_000, seats: 50 },
    ],
  });
  const [first, second] = await ctx.db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, event.id))
    .orderBy(asc(ticketCategories.id));
  await ctx.db
    .update(ticketCategories)
    .set({ availableSeats: seats.first })
    .where(eq(ticketCategories.id, first!.id));
  await ctx.db
    .update(ticketCategories)
    .set({ availableSeats: seats.second })
    .where(eq(ticketCategories.id, second!.id));
  await ctx.db
    .update(events)
    .set({ availableSeats: seats.first + seats.second })
    .where(eq(events.id, event.id));
  return { eventId: event.id, first: first!, second: second! };
}

async function stock(eventId: string) {
  const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  const categories = await ctx.db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId))
    .orderBy(asc(ticketCategories.id));
  return { event: event!.availableSeats, categories: categories.map((category) => category.availableSeats) };
}

describe('takeSeats: one statement, all or nothing', () => {
  test('takes every category line and the event total', async () => {
    const { eventId, first, second } = await twoCategories({ first: 10, second: 10 });
    const taken = await takeSeats(ctx.db, eventId, 5, [
      { ticketCategoryId: second.id, quantity: 3 },
      { ticketCategoryId: first.id, quantity: 2 },
    ]);
    expect(taken).toBe(true);
    expect(await stock(eventId)).toEqual({ event: 15, categories: [8, 7] });
  });

  test('two lines of one category add up before the check', async () => {
    const { eventId, first } = await twoCategories({ first: 5, second: 10 });
    const taken = await takeSeats(ctx.db, eventId, 6, [
      { ticketCategoryId: first.id, quantity: 3 },
      { ticketCategoryId: first.id, quantity: 3 },
    ]);
    expect(taken).toBe(false);
    expect(await stock(eventId)).toEqual({ event: 15, categories: [5, 10] });
  });

  test('when the category taken second is short, the first one is not taken either', async () => {
    const { eventId, first, second } = await twoCategories({ first: 10, second: 1 });
    const taken = await takeSeats(ctx.db, eventId, 4, [
      { ticketCategoryId: first.id, quantity: 2 },
      { ticketCategoryId: second.id, quantity: 2 },
    ]);
    expect(taken).toBe(false);
    expect(await stock(eventId)).toEqual({ event: 11, categories: [10, 1] });
  });

  test("inside a transaction, a refused take leaves the caller's transaction usable", async () => {
    const { eventId, first, second } = await twoCategories({ first: 10, second: 1 });
    const outcome = await ctx.db.transaction(async (tx) => {
      const refused = await takeSeats(tx, eventId, 4, [
        { ticketCategoryId: first.id, quantity: 2 },
        { ticketCategoryId: second.id, quantity: 2 },
      ]);
      const retried = await takeSeats(tx, eventId, 1, [{ ticketCategoryId: second.id, quantity: 1 }]);
      return { refused, retried };
    });
    expect(outcome).toEqual({ refused: false, retried: true });
    expect(await stock(eventId)).toEqual({ event: 10, categories: [10, 0] });
  });

  test('a line that names a price takes nothing at another price', async () => {
    const { eventId, first } = await twoCategories({ first: 10, second: 10 });
    const at = (pricePerTicketPaise: number) =>
      takeSeats(ctx.db, eventId, 1, [{ ticketCategoryId: first.id, quantity: 1, pricePerTicketPaise }]);
    expect(await at(first.pricePaise - 1)).toBe(false);
    expect(await at(first.pricePaise)).toBe(true);
    expect(await stock(eventId)).toEqual({ event: 19, categories: [9, 10] });
  });

  test('a cancelled event, or a past one when asked, gives no seats; a single-price event its own total', async () => {
    const cancelled = await createEventRow(ctx, { organizerId, totalSeats: 10, cancelled: true });
    expect(await takeSeats(ctx.db, cancelled.id, 1, [])).toBe(false);
    const past = await createEventRow(ctx, { organizerId, totalSeats: 10, date: daysFrom(new Date(), -1) });
    expect(await takeSeats(ctx.db, past.id, 1, [], new Date())).toBe(false);
    const single = await createEventRow(ctx, { organizerId, totalSeats: 3 });
    expect(await takeSeats(ctx.db, single.id, 3, [])).toBe(true);
    expect(await takeSeats(ctx.db, single.id, 1, [])).toBe(false);
    expect((await stock(single.id)).event).toBe(0);
  });
});

test('returnSeats gives seats back to the categories and the event, never above their totals', async () => {
  const { eventId, first, second } = await twoCategories({ first: 48, second: 10 });
  await returnSeats(ctx.db, eventId, 7, [
    { ticketCategoryId: second.id, quantity: 4 },
    { ticketCategoryId: first.id, quantity: 3 },
  ]);
  expect(await stock(eventId)).toEqual({ event: 65, categories: [50, 14] });
});
