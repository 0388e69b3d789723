import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBookingRow } from '../../../test/booking-rows';
import { createEventRow } from '../../../test/factories';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../../test/helper';
import { purchase } from '../../../test/purchase';
import { bookingAttendees, bookingItems, ticketCategories } from '../../db/schema';

// The tickets' holders when some tickets are cancelled (decision 0042), and the migration that named the tickets of
// every booking made before names were kept.

let ctx: TestApp;
let organizerId: string;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  organizerId = (await createUser(ctx, { role: 'organizer' })).user.id;
  buyer = await createUser(ctx, { name: 'Buyer Name' });
});
afterAll(async () => {
  await ctx.close();
});

const cancelTickets = (bookingId: string, payload: object) =>
  injectAs(ctx, buyer, { method: 'POST', url: `/api/bookings/${bookingId}/partial-cancellations`, payload });

const holdersOf = async (bookingId: string) =>
  (
    await ctx.db
      .select()
      .from(bookingAttendees)
      .where(eq(bookingAttendees.bookingId, bookingId))
      .orderBy(asc(bookingAttendees.position))
  ).map((row) => `${row.name}${row.cancelledAt ? ' (cancelled)' : ''}`);

describe('a partial cancellation marks the holders of the tickets it takes', () => {
  test('the last valid tickets of each cancelled category line, in the same transaction; the rows stay', async () => {
    const event = await createEventRow(ctx, {
      organizerId,
      tiers: [
        { name: 'VIP', pricePaise: 100_000, seats: 5 },
        { name: 'General', pricePaise: 50_000, seats: 10 },
      ],
    });
    const booking = await purchase(
      ctx,
      buyer,
      event.id,
      {
        ticketItems: [
          { categoryName: 'General', quantity: 3 },
          { categoryName: 'VIP', quantity: 2 },
        ],
      },
      3500,
      { attendees: ['G1', 'G2', 'G3', 'V1', 'V2'].map((name) => ({ name })) },
    );
    const first = await cancelTickets(booking._id, {
      ticketItems: [
        { categoryName: 'general', quantity: 1 },
        { categoryName: 'VIP', quantity: 1 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await holdersOf(booking._id)).toEqual(['G1', 'G2', 'G3 (cancelled)', 'V1', 'V2 (cancelled)']);
    expect(
      first.json().booking.attendees.map((a: { name: string; cancelled: boolean }) => [a.name, a.cancelled]),
    ).toEqual([
      ['G1', false],
      ['G2', false],
      ['G3', true],
      ['V1', false],
      ['V2', true],
    ]);

    const second = await cancelTickets(booking._id, {
      ticketItems: [{ categoryName: 'General', quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await holdersOf(booking._id)).toEqual([
      'G1',
      'G2 (cancelled)',
      'G3 (cancelled)',
      'V1',
      'V2 (cancelled)',
    ]);
  });

  test('the last valid seats of a single-price booking; cancelling the rest of the booking leaves the rows alone', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 20_000, totalSeats: 10 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 3 }, 600, {
      attendees: [{ name: 'X' }, { name: 'Y' }, { name: 'Z' }],
    });
    expect((await cancelTickets(booking._id, { noOfSeats: 1 })).statusCode).toBe(200);
    expect(await holdersOf(booking._id)).toEqual(['X', 'Y', 'Z (cancelled)']);
    expect((await cancelTickets(booking._id, { noOfSeats: 1 })).statusCode).toBe(200);
    expect(await holdersOf(booking._id)).toEqual(['X', 'Y (cancelled)', 'Z (cancelled)']);

    const whole = await injectAs(ctx, buyer, { method: 'DELETE', url: `/api/bookings/${booking._id}` });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await holdersOf(booking._id)).toEqual(['X', 'Y (cancelled)', 'Z (cancelled)']);
  });

  test('a refused partial cancellation marks nobody', async () => {
    const event = await createEventRow(ctx, { organizerId, pricePaise: 20_000, totalSeats: 10 });
    const booking = await purchase(ctx, buyer, event.id, { noOfSeats: 2 }, 400, {
      attendees: [{ name: 'P' }, { name: 'Q' }],
    });
    expect((await cancelTickets(booking._id, { noOfSeats: 2 })).statusCode).toBe(400);
    expect(await holdersOf(booking._id)).toEqual(['P', 'Q']);
  });
});

/** The backfill statement of migration 0017: what follows its comment about bookings made before names were kept. */
function backfillSql(): string {
  const folder = path.resolve(import.meta.dirname, '../../../drizzle');
  const file = readdirSync(folder).find((name) => name.startsWith('0017_'))!;
  const text = readFileSync(path.join(folder, file), 'utf8');
  const start = text.indexOf('INSERT INTO "booking_attendees"');
  expect(start).toBeGreaterThan(0);
  return text.slice(start);
}

describe('migration 0017 names the tickets of earlier bookings', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });
  afterAll(async () => {
    await fresh.close();
  });

  test('one row per seat, named after the holder, in the order of the category lines', async () => {
    const organizer = await createUser(fresh, { role: 'organizer' });
    const holder = await createUser(fresh, { name: 'Early Bird' });
    const single = await createEventRow(fresh, { organizerId: organizer.user.id, totalSeats: 10 });
    const tiered = await createEventRow(fresh, {
      organizerId: organizer.user.id,
      tiers: [
        { name: 'Gold', pricePaise: 10_000, seats: 5 },
        { name: 'Silver', pricePaise: 5_000, seats: 5 },
      ],
    });
    const singleBooking = await createBookingRow(fresh, holder.user.id, single.id, { totalQuantity: 2 });
    const tieredBooking = await createBookingRow(fresh, holder.user.id, tiered.id, {
      hasTicketCategories: true,
      totalQuantity: 3,
      priceAtBookingPaise: 0,
      totalAmountPaise: 25_000,
    });
    const categoryId = Object.fromEntries(
      (await fresh.db.select().from(ticketCategories).where(eq(ticketCategories.eventId, tiered.id))).map(
        (category) => [category.name, category.id],
      ),
    );
    const written = await fresh.db
      .insert(bookingItems)
      .values(
        [
          { categoryName: 'Silver', quantity: 1, pricePerTicketPaise: 5_000 },
          { categoryName: 'Gold', quantity: 2, pricePerTicketPaise: 10_000 },
        ].map((line) => ({
          ...line,
          bookingId: tieredBooking.id,
          ticketCategoryId: categoryId[line.categoryName],
          subtotalPaise: line.quantity * line.pricePerTicketPaise,
        })),
      )
      .returning();
    // The lines' only order then was their ids' (as the booking's lines are read).
    const ordered = [...written].sort((a, b) => (a.id < b.id ? -1 : 1));

    await fresh.db.execute(sql.raw(backfillSql()));

    const rowsOf = (bookingId: string) =>
      fresh.db
        .select()
        .from(bookingAttendees)
        .where(eq(bookingAttendees.bookingId, bookingId))
        .orderBy(asc(bookingAttendees.position));
    expect((await rowsOf(singleBooking.id)).map((row) => [row.position, row.name, row.categoryName])).toEqual(
      [
        [1, 'Early Bird', null],
        [2, 'Early Bird', null],
      ],
    );
    const expected = ordered.flatMap((line) =>
      Array.from({ length: line.quantity }, () => [line.ticketCategoryId, line.categoryName]),
    );
    const tieredRows = await rowsOf(tieredBooking.id);
    expect(tieredRows.map((row) => [row.ticketCategoryId, row.categoryName])).toEqual(expected);
    expect(
      tieredRows.map((row) => [row.position, row.name, row.email, row.answers, row.cancelledAt]),
    ).toEqual([
      [1, 'Early Bird', null, [], null],
      [2, 'Early Bird', null, [], null],
      [3, 'Early Bird', null, [], null],
    ]);

    const read = await injectAs(fresh, holder, { method: 'GET', url: '/api/bookings/user' });
    expect(read.statusCode, read.body).toBe(200);
    const listed = read.json().find((row: { _id: string }) => row._id === tieredBooking.id);
    expect(listed.attendees.map((a: { name: string }) => a.name)).toEqual([
      'Early Bird',
      'Early Bird',
      'Early Bird',
    ]);
  });
});
